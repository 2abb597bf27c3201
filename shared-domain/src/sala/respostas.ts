// The room's HTTP answers (GET /sessoes/{id}/sala, POST /sessoes/{id}/sala/ticket).
import * as v from 'valibot';
import { PAPEIS_NA_SALA } from './protocolo';

/** An RTCIceServer: STUN urls, or TURN urls with short-lived coturn REST credentials. */
export const iceServerAnswer = v.strictObject({
  urls: v.array(v.string()),
  username: v.optional(v.string()),
  credential: v.optional(v.string()),
});
export type IceServer = v.InferOutput<typeof iceServerAnswer>;

export const salaAnswer = v.strictObject({
  sessaoId: v.string(),
  papel: v.picklist(PAPEIS_NA_SALA),
  outraParte: v.strictObject({ nome: v.string() }),
  /** ISO-8601 instants */
  inicio: v.string(),
  fim: v.string(),
  abreEm: v.string(),
  fechaEm: v.string(),
  /** now within [abreEm, fechaEm) — outside it the page says when the room opens / that it closed */
  aberta: v.boolean(),
  iceServers: v.array(iceServerAnswer),
});
export type SalaAnswer = v.InferOutput<typeof salaAnswer>;

export const salaTicketAnswer = v.strictObject({
  /** single use, valid SALA_TICKET_VALIDADE_SEGUNDOS: pass as `?ticket=` to the WebSocket */
  ticket: v.string(),
  /** ISO-8601 */
  expiraEm: v.string(),
});
export type SalaTicketAnswer = v.InferOutput<typeof salaTicketAnswer>;

/** GET /series/{id}/sala (issue 41): the session whose room the series' room page opens — the
 * first taking place whose room has not closed yet — or null when none is left. */
export const serieSalaAnswer = v.strictObject({
  sessaoId: v.nullable(v.string()),
});
export type SerieSalaAnswer = v.InferOutput<typeof serieSalaAnswer>;
