// What the waiting list tells the others (docs/decisions/0048-feature-slices-and-events.md): ids and
// facts, never the client's note. Subscribers: the notifications (notificacoes/subscribers/espera.ts:
// the offer's in-app message and e-mail) and this slice's plugin (the calendars' cache, and the next
// in line once an offer ended).

/** Which offer, of which entry, to whom. */
export interface OfertaRef {
  ofertaId: string;
  entradaId: string;
  terapeutaId: string;
  clienteId: string;
  /** the time held, São Paulo wall clock */
  data: string;
  hora: string;
}

/** Why an offer was withdrawn by something other than its client or its clock. */
export type OfertaEncerradaPorque = 'horario-fechado';

export interface EsperaEvents {
  /** A freed time was offered to the first fitting entry and is held for its client until `expiraEm`. */
  OfertaFeita: OfertaRef & { expiraEm: string };
  /** A live offer ended without a session: declined, its hold expired, or its entry left or
   * expired ('retirada'), or the therapist closed its time (`porque` 'horario-fechado': a block or
   * a holiday over it; the client is told). The time goes to the next in line. */
  OfertaEncerrada: OfertaRef & { motivo: 'recusada' | 'expirada' | 'retirada'; porque?: OfertaEncerradaPorque };
}

declare module '../eventos/bus' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's events, merged in
  interface DomainEvents extends EsperaEvents {}
}

/** Every event of the slice: each has a subscriber in the app (espera.test.ts). */
export const ESPERA_EVENTS = Object.keys({ OfertaFeita: true, OfertaEncerrada: true } satisfies Record<keyof EsperaEvents, true>) as (keyof EsperaEvents)[];
