// The waiting list's numbers (issue 46), one place: the api's checks, the database's limits (rendered
// from here), the fronts' texts and the documentation read them.

/** A client waits in at most this many lists at once (active entries). */
export const ESPERA_MAX_ENTRADAS = 5;
/** An entry leaves the list by itself this many days after it was made (the client is told before). */
export const ESPERA_VALIDADE_DIAS = 60;
/** How long an offer is held for its person, by default (the therapist's setting). */
export const OFERTA_DURACAO_PADRAO_MIN = 30;
/** The therapist's setting stays within these bounds. */
export const OFERTA_DURACAO_MIN_MIN = 5;
export const OFERTA_DURACAO_MAX_MIN = 240;
