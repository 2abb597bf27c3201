// Answers about the signed-in person: client profile, preferences, inbox, export, probes, CEP.
import * as v from 'valibot';
import { CLIENT_GENDERS, UF_CODES, USER_TYPES } from '../enums';
import { NOTIFICATION_TYPES } from '../notifications';
import { instantText } from './common';

export const clientAnswer = v.strictObject({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  image: v.string(),
  gender: v.union([v.picklist(CLIENT_GENDERS), v.literal('')]),
  birthDate: v.string(),
  phone: v.string(),
  city: v.string(),
  state: v.union([v.picklist(UF_CODES), v.literal('')]),
  cpf: v.string(),
  zipCode: v.string(),
  street: v.string(),
  number: v.string(),
  complement: v.string(),
  neighborhood: v.string(),
});

export const preferencesAnswer = v.strictObject({ lembretesEmail: v.boolean() });

/** POST /me/acesso: whether this sign-in through the site is the account's first (from any browser). */
export const firstAccessAnswer = v.strictObject({ primeiroAcesso: v.boolean() });

export const notificationInboxAnswer = v.strictObject({
  content: v.array(
    v.strictObject({
      id: v.string(),
      tipo: v.picklist(NOTIFICATION_TYPES),
      titulo: v.string(),
      mensagem: v.string(),
      link: v.string(),
      criadaEm: instantText,
      lida: v.boolean(),
    }),
  ),
  naoLidas: v.number(),
});

/** GET /me/export: every part the account has (a client's and a therapist's differ); each part
 * is documented by its own read (perfil = GET /clientes or /terapeutas, sessoes = GET /sessoes…). */
export const accountExportAnswer = v.strictObject({
  exportadoEm: instantText,
  conta: v.strictObject({ id: v.string(), tipo: v.picklist(USER_TYPES), email: v.string() }),
  preferencias: preferencesAnswer,
  perfil: v.nullable(v.looseObject({})),
  disponibilidade: v.optional(v.looseObject({})),
  sessoes: v.array(v.looseObject({})),
  recebimento: v.optional(v.looseObject({})),
  pagamentos: v.array(v.looseObject({})),
  avaliacoesEscritas: v.optional(v.array(v.looseObject({}))),
  avaliacoesRecebidas: v.optional(v.array(v.looseObject({}))),
  /** a client's waiting lists (= GET /me/lista-de-espera) */
  listaDeEspera: v.optional(v.array(v.looseObject({}))),
  notificacoes: v.array(v.looseObject({})),
  uploads: v.array(v.string()),
});

/** GET /cep/{cep}: the ViaCEP names and the product's. */
export const cepAnswer = v.strictObject({
  cep: v.string(),
  logradouro: v.string(),
  bairro: v.string(),
  localidade: v.string(),
  uf: v.string(),
  zipCode: v.string(),
  street: v.string(),
  neighborhood: v.string(),
  city: v.string(),
  state: v.string(),
});

export const healthAnswer = v.strictObject({ status: v.literal('ok') });

/** GET /ready (200 ready, 503 not). */
export const readinessAnswer = v.strictObject({
  ready: v.boolean(),
  reasons: v.array(v.string()),
  warnings: v.array(v.string()),
  checks: v.record(v.string(), v.string()),
});
