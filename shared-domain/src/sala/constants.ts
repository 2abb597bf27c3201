// The private video room (issue 33 item 4): the numbers both the api and the room page obey.

/** The room opens this many minutes before the session starts. */
export const SALA_ABRE_MINUTOS_ANTES = 10;
/** The room closes this many minutes after the session ends. */
export const SALA_FECHA_MINUTOS_DEPOIS = 15;
/** `{ tipo: 'encerramento' }` is sent this many minutes before the room closes. */
export const SALA_AVISO_ENCERRAMENTO_MINUTOS = 5;
/** The signalling messages relayed between replicas are deleted this long after they were written
 * (the room's sweep; the privacy policy says so). */
export const SALA_SINALIZACAO_RETENCAO_MINUTOS = 3;
/** A WebSocket ticket is valid this long, once. */
export const SALA_TICKET_VALIDADE_SEGUNDOS = 60;
/** Largest WebSocket message (UTF-8 bytes of the JSON text); larger closes with 4413. */
export const SALA_MENSAGEM_MAX_BYTES = 64 * 1024;
/** Most messages one socket may send per second; more closes with 4429. */
export const SALA_MENSAGENS_POR_SEGUNDO = 50;
/** Highest generation a room's peer connection may carry (`reiniciar`, and the signals' `geracao`):
 * each restart of a stuck connection counts one up, a handful per session at most. */
export const SALA_GERACAO_MAX = 1_000_000;
/** How often an open socket re-checks the session (still confirmed) and the account (not revoked). */
export const SALA_VERIFICACAO_SEGUNDOS = 30;

/** The therapist's choice of where online sessions happen: the Acolhe room (default) or their own link. */
export const SALA_PREFERENCIAS = ['acolhe', 'link'] as const;
export type PreferenciaSala = (typeof SALA_PREFERENCIAS)[number];
export const SALA_PREFERENCIA_PADRAO: PreferenciaSala = 'acolhe';

/** The room page (a front-end route). */
export const salaPagePath = (sessaoId: string): string => `/sessao/${encodeURIComponent(sessaoId)}/sala`;
/** The room page of a series (issue 41): the one address its recurring calendar event can give;
 * the page opens the room of the series' session happening now or next. */
export const serieSalaPagePath = (serieId: string): string => `/serie/${encodeURIComponent(serieId)}/sala`;
/** The api's answer of which session a series' room page opens (GET). */
export const serieSalaApiPath = (serieId: string): string => `/series/${encodeURIComponent(serieId)}/sala`;
/** The api's room answer (GET). */
export const salaApiPath = (sessaoId: string): string => `/sessoes/${encodeURIComponent(sessaoId)}/sala`;
/** The api's ticket (POST). */
export const salaTicketPath = (sessaoId: string): string => `${salaApiPath(sessaoId)}/ticket`;
/** The api's WebSocket (GET upgrade, `?ticket=`). */
export const salaWsPath = (sessaoId: string, ticket: string): string =>
  `${salaApiPath(sessaoId)}/ws?ticket=${encodeURIComponent(ticket)}`;
