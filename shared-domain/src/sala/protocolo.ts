// The room's WebSocket protocol: every message is JSON text, one object with a `tipo`.
// The server parses every client message with `mensagemDoClienteSchema` (anything else closes
// with 4400) and the page may parse server messages with `mensagemDoServidorSchema`.
import * as v from 'valibot';
import { SALA_GERACAO_MAX, SALA_MENSAGEM_MAX_BYTES } from './constants';

export const PAPEIS_NA_SALA = ['cliente', 'terapeuta'] as const;
export type PapelNaSala = (typeof PAPEIS_NA_SALA)[number];

const sdp = v.pipe(v.string(), v.minLength(1), v.maxLength(SALA_MENSAGEM_MAX_BYTES));

/** An RTCIceCandidateInit as the browser gives it (`candidate: ''` marks the end of candidates). */
export const candidatoSchema = v.strictObject({
  candidate: v.pipe(v.string(), v.maxLength(4096)),
  sdpMid: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(256)))),
  sdpMLineIndex: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1024)))),
  usernameFragment: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(256)))),
});
export type Candidato = v.InferOutput<typeof candidatoSchema>;

/** Which peer connection a signal belongs to: the client counts one up each time it restarts a
 * connection that did not connect (`reiniciar`), so both sides drop the old one's late signals.
 * Absent on a signal means 0, the first: the first connection's signals go untagged, so a page from
 * before restarts (a release under way) still reads them. */
const geracao = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(SALA_GERACAO_MAX));

// ---- client → server ----
export const entrarSchema = v.strictObject({ tipo: v.literal('entrar') });
export const ofertaSchema = v.strictObject({ tipo: v.literal('oferta'), sdp, geracao: v.optional(geracao) });
export const respostaSchema = v.strictObject({ tipo: v.literal('resposta'), sdp, geracao: v.optional(geracao) });
export const candidatoMensagemSchema = v.strictObject({ tipo: v.literal('candidato'), candidato: candidatoSchema, geracao: v.optional(geracao) });
/** The client closed its peer connection (it never connected, or stayed broken) and starts
 * generation `geracao`: the other side closes its own and answers the fresh offer that follows. */
export const reiniciarSchema = v.strictObject({ tipo: v.literal('reiniciar'), geracao });
export const sairSchema = v.strictObject({ tipo: v.literal('sair') });

export const mensagemDoClienteSchema = v.variant('tipo', [
  entrarSchema,
  ofertaSchema,
  respostaSchema,
  candidatoMensagemSchema,
  reiniciarSchema,
  sairSchema,
]);
export type MensagemDoCliente = v.InferOutput<typeof mensagemDoClienteSchema>;
/** The messages relayed as they are to the other party. */
export type SinalDoCliente = Extract<MensagemDoCliente, { tipo: 'oferta' | 'resposta' | 'candidato' | 'reiniciar' }>;
/** The `tipo`s of SinalDoCliente (the relay hands these over, and only these). */
export const TIPOS_DE_SINAL = ['oferta', 'resposta', 'candidato', 'reiniciar'] as const satisfies readonly SinalDoCliente['tipo'][];

// ---- server → client ----
export const presencaSchema = v.strictObject({
  tipo: v.literal('presenca'),
  outraParte: v.picklist(['presente', 'ausente']),
});
const de = v.picklist(PAPEIS_NA_SALA);
export const ofertaRepassadaSchema = v.strictObject({ tipo: v.literal('oferta'), sdp, geracao: v.optional(geracao), de });
export const respostaRepassadaSchema = v.strictObject({ tipo: v.literal('resposta'), sdp, geracao: v.optional(geracao), de });
export const candidatoRepassadoSchema = v.strictObject({ tipo: v.literal('candidato'), candidato: candidatoSchema, geracao: v.optional(geracao), de });
export const reiniciarRepassadoSchema = v.strictObject({ tipo: v.literal('reiniciar'), geracao, de });
/** 5 minutes before the room closes; `em` = the closing instant (ISO-8601). */
export const encerramentoSchema = v.strictObject({ tipo: v.literal('encerramento'), em: v.string() });

export const mensagemDoServidorSchema = v.variant('tipo', [
  presencaSchema,
  ofertaRepassadaSchema,
  respostaRepassadaSchema,
  candidatoRepassadoSchema,
  reiniciarRepassadoSchema,
  encerramentoSchema,
]);
export type MensagemDoServidor = v.InferOutput<typeof mensagemDoServidorSchema>;

/**
 * Parses one client text frame: `{ ok: true, mensagem }`, or the close code to use
 * (4413 over the size limit, 4400 not JSON / not the protocol). Pure, so it is unit-tested here.
 */
export function lerMensagemDoCliente(
  texto: string,
): { ok: true; mensagem: MensagemDoCliente } | { ok: false; code: 4400 | 4413 } {
  if (utf8Bytes(texto) > SALA_MENSAGEM_MAX_BYTES) return { ok: false, code: 4413 };
  let json: unknown;
  try {
    json = JSON.parse(texto);
  } catch {
    return { ok: false, code: 4400 };
  }
  const parsed = v.safeParse(mensagemDoClienteSchema, json);
  return parsed.success ? { ok: true, mensagem: parsed.output } : { ok: false, code: 4400 };
}

function utf8Bytes(texto: string): number {
  // quick upper bound first: 3 bytes per UTF-16 unit at most
  if (texto.length * 3 <= SALA_MENSAGEM_MAX_BYTES) return texto.length;
  let bytes = 0;
  for (let i = 0; i < texto.length; i++) {
    const c = texto.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}
