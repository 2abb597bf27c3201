// The 'Verificação profissional' card's state: the saved verification, the CRP and document being
// sent, the browser's checks first, and the api's 400/409 answers under their fields.
import { useState } from 'react';
import { apiErrorMessage, httpStatusOf, isHttpError } from '@acolhe/shared-auth';
import { notify } from '@acolhe/shared-ui';
import { useEnviarVerificacao, useMyTherapist, useVerificacao } from '../api';
import { VERIFICACAO_TEXTS as T } from './texts';
import { cpfDoPerfilValido, crpAjuda, crpParaEnviar, crpProblema, documentoProblema } from './verificacaoForm';
import { readStateOf } from '@acolhe/shared-ui/area-privada';

export interface VerificacaoErrors {
  crp?: string;
  documento?: string;
  /** a 409 (CRP or CPF already used by someone else) or another answer without a field */
  geral?: string;
}

export function useVerificacaoCard(therapistId: string) {
  const query = useVerificacao(therapistId);
  const therapist = useMyTherapist(therapistId);
  const enviar = useEnviarVerificacao(therapistId);
  const [crpDigitado, setCrpDigitado] = useState<string | null>(null);
  const [documento, setDocumento] = useState<File | null>(null);
  const [errors, setErrors] = useState<VerificacaoErrors>({});
  // after a refusal the form opens again only when asked ('Enviar novamente')
  const [reenviando, setReenviando] = useState(false);

  const verificacao = query.data;
  const crp = crpDigitado ?? (verificacao?.crp || therapist.data?.crp || '');
  const estado = verificacao?.estado ?? 'nao_enviado';
  const formAberto = estado === 'nao_enviado' || (estado === 'recusado' && reenviando);

  const typedHelp = crpAjuda(crp);

  const setCrp = (value: string) => {
    setCrpDigitado(value);
    setErrors(({ crp: _dropped, geral: _g, ...rest }) => rest);
  };

  const escolherDocumento = (file: File | null) => {
    setDocumento(file);
    setErrors(({ documento: _dropped, geral: _g, ...rest }) => ({ ...rest, ...(file ? { documento: documentoProblema(file) ?? undefined } : {}) }));
  };

  const submit = () => {
    const found: VerificacaoErrors = {};
    const crpError = crpProblema(crp);
    const documentoError = documentoProblema(documento);
    if (crpError) found.crp = crpError;
    if (documentoError) found.documento = documentoError;
    if (found.crp || found.documento) {
      setErrors(found);
      return;
    }
    setErrors({});
    enviar.mutate(
      { crp: crpParaEnviar(crp), documento: documento! },
      {
        onSuccess: () => {
          setDocumento(null);
          setCrpDigitado(null);
          setReenviando(false);
          notify({ color: 'green', title: T.enviada, message: '' });
        },
        onError: (error) => {
          const data = isHttpError(error) ? (error.data as { fieldErrors?: Record<string, string> } | undefined) : undefined;
          const fieldErrors = data?.fieldErrors ?? {};
          const next: VerificacaoErrors = {};
          if (fieldErrors.crp) next.crp = fieldErrors.crp;
          if (fieldErrors.documento) next.documento = fieldErrors.documento;
          // a 409 or an answer about another field (the profile's CPF): said above the button
          if (!next.crp && !next.documento) next.geral = apiErrorMessage(error, T.envioFalhou);
          else if (httpStatusOf(error) === 409) next.geral = apiErrorMessage(error, T.envioFalhou);
          setErrors(next);
        },
      },
    );
  };

  return {
    ...readStateOf(query),
    verificacao,
    estado,
    formAberto,
    reenviar: () => setReenviando(true),
    cancelarReenvio: () => {
      setReenviando(false);
      setErrors({});
    },
    crp,
    setCrp,
    /** the council's name while typed, or the typing problem (a submit's error wins) */
    crpConselho: typedHelp && 'conselho' in typedHelp ? typedHelp.conselho : null,
    crpErro: errors.crp ?? (typedHelp && 'erro' in typedHelp ? typedHelp.erro : null),
    cpfValido: therapist.isSuccess ? cpfDoPerfilValido(therapist.data?.cpf) : true,
    documento,
    escolherDocumento,
    errors,
    submit,
    enviando: enviar.isPending,
  };
}
