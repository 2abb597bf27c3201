// Pure checks of the verification form, run in the browser before sending (the server decides:
// it checks the document by its content, the CRP's uniqueness and the CPF again).
import {
  DOCUMENTO_VERIFICACAO_MAX_BYTES,
  DOCUMENTO_VERIFICACAO_TIPOS,
  VERIFICACAO_MSG,
  conselhoDoCrp,
  crpTypingProblem,
  isOneOf,
  isValidCpf,
  normalizeCrp,
} from '@acolhe/shared-domain';
import { VERIFICACAO_TEXTS as T } from './texts';

/** A region of two digits is typed (with or without 'CRP'), and it is none of the 24 councils. */
function regiaoInexistente(typed: string): string | null {
  const region = /^(?:CRP\s*)?(\d{2})(?:\s*[/-]|$)/i.exec(typed.trim())?.[1];
  if (!region) return null;
  const n = Number(region);
  return n < 1 || n > 24 ? region : null;
}

/** What the CRP field says while typed: the council of a valid CRP, or why it cannot be right. */
export function crpAjuda(typed: string): { conselho: string } | { erro: string } | null {
  const conselho = conselhoDoCrp(typed);
  if (conselho) return { conselho: T.conselho(conselho.rotulo) };
  const region = regiaoInexistente(typed);
  if (region) return { erro: T.regiaoInexistente(region) };
  const problem = crpTypingProblem(typed, T.crpInvalido);
  return problem ? { erro: problem } : null;
}

/** The whole rule, on submit. */
export function crpProblema(crp: string): string | null {
  if (crp.trim() === '') return T.crpObrigatorio;
  if (conselhoDoCrp(crp)) return null;
  const region = regiaoInexistente(crp);
  return region ? T.regiaoInexistente(region) : T.crpInvalido;
}

/** A photo or PDF of at most 5 MB, by what the browser says of it (the server reads the content). */
export function documentoProblema(file: Pick<File, 'type' | 'size'> | null): string | null {
  if (!file) return VERIFICACAO_MSG.documentoObrigatorio;
  if (!isOneOf(DOCUMENTO_VERIFICACAO_TIPOS, file.type)) return VERIFICACAO_MSG.documentoTipo;
  if (file.size > DOCUMENTO_VERIFICACAO_MAX_BYTES) return VERIFICACAO_MSG.documentoGrande;
  return null;
}

export function cpfDoPerfilValido(cpf: string | undefined): boolean {
  return Boolean(cpf) && isValidCpf(cpf!);
}

/** 'CRP 06-154872' → '06/154872', as the api stores it. */
export const crpParaEnviar = (crp: string): string => normalizeCrp(crp);

/** '1,2 MB' / '350 KB' for the chosen file's line. */
export function tamanhoDoArquivo(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
