// The session's format at booking: a required question when the therapist offers both online and
// presencial, no question (the format is shown) when only one is offered.
import { SESSION_FORMATS, VALIDATION_MESSAGES, isOneOf } from '@acolhe/shared-domain';
import type { SessionFormat } from '@acolhe/shared-domain';
import { BOOKING_TEXTS as T } from './texts';

export type ModalityOffer =
  /** the therapist's formats are not known yet */
  | { kind: 'loading' }
  | { kind: 'choice' }
  | { kind: 'fixed'; modality: SessionFormat };

/** What the form offers, from the therapist's `sessionFormats` (null while loading). A profile
 * without any known format books online, the api's default. */
export function modalityOffer(formats: readonly unknown[] | null | undefined): ModalityOffer {
  if (!formats) return { kind: 'loading' };
  const offered = SESSION_FORMATS.filter((f) => formats.some((x) => x === f));
  if (offered.length === SESSION_FORMATS.length) return { kind: 'choice' };
  return { kind: 'fixed', modality: offered[0] ?? 'online' };
}

/** The format the request carries: the only one offered, or the client's choice (null: none yet). */
export function resolveModality(offer: ModalityOffer, chosen: SessionFormat | null): SessionFormat | null {
  if (offer.kind === 'fixed') return offer.modality;
  if (offer.kind === 'choice') return chosen;
  return null;
}

/** The message beside the question when the client has to choose and has not. */
export function modalityProblem(offer: ModalityOffer, chosen: SessionFormat | null): string | null {
  return offer.kind === 'choice' && chosen === null ? VALIDATION_MESSAGES.modality : null;
}

/** A stored or typed value that is a format, else null. */
export function toModality(value: unknown): SessionFormat | null {
  return isOneOf(SESSION_FORMATS, value) ? value : null;
}

export interface OfficePlace {
  officeNeighborhood?: string;
  officeCity?: string;
}

/** 'Consolação, São Paulo' ('' when the therapist has not said where). */
export function officePlace({ officeNeighborhood = '', officeCity = '' }: OfficePlace): string {
  return [officeNeighborhood.trim(), officeCity.trim()].filter(Boolean).join(', ');
}

/** 'Sessão online' / 'Sessão presencial — Consolação, São Paulo'. */
export function modalityText(modality: SessionFormat, office: OfficePlace): string {
  if (modality === 'online') return T.sessionOnline;
  const place = officePlace(office);
  return place ? `${T.sessionPresencial} — ${place}` : T.sessionPresencial;
}
