// Who sees a therapist's office address — the one owner of that policy (docs/decisions/0002-office-address-policy.md):
// - anybody (public profile, search cards): the neighbourhood and the city only (PUBLIC_OFFICE_COLUMNS);
// - the therapist: their own office, in their calendar entries and their private profile;
// - a client: the whole address of a presencial session once it is CONFIRMED (the session's
//   answer, its .ics, the confirmation e-mail and its invitation) — never of a request.
import { formatOfficeAddress, isOfficeAddressComplete, type OfficeAddress, type UserType } from '@acolhe/shared-domain';
import { terapeutas, type TerapeutaRow } from '../db/schema';

/** The office as stored: selected wherever a session's place may be shown. */
export const OFFICE_COLUMNS = {
  officeZipCode: terapeutas.officeZipCode,
  officeStreet: terapeutas.officeStreet,
  officeNumber: terapeutas.officeNumber,
  officeComplement: terapeutas.officeComplement,
  officeNeighborhood: terapeutas.officeNeighborhood,
  officeCity: terapeutas.officeCity,
  officeState: terapeutas.officeState,
} as const;

/** What the public sees of the office (public reads select only these of it). */
export const PUBLIC_OFFICE_COLUMNS = {
  officeNeighborhood: terapeutas.officeNeighborhood,
  officeCity: terapeutas.officeCity,
} as const;

export type OfficeRow = Pick<TerapeutaRow, keyof typeof OFFICE_COLUMNS>;

/** The office columns of a therapist's whole row (what OFFICE_COLUMNS selects). */
export function officeRowOf(row: OfficeRow): OfficeRow {
  const { officeZipCode, officeStreet, officeNumber, officeComplement, officeNeighborhood, officeCity, officeState } = row;
  return { officeZipCode, officeStreet, officeNumber, officeComplement, officeNeighborhood, officeCity, officeState };
}

/** No office: every line of it blank (an erased therapist; a seeded online-only profile). */
export const NO_OFFICE: OfficeRow = {
  officeZipCode: '',
  officeStreet: '',
  officeNumber: '',
  officeComplement: '',
  officeNeighborhood: '',
  officeCity: '',
  officeState: '',
};

/** The therapist's office as stored. */
export function officeAddressOf(row: OfficeRow): OfficeAddress {
  return {
    zipCode: row.officeZipCode,
    street: row.officeStreet,
    number: row.officeNumber,
    complement: row.officeComplement,
    neighborhood: row.officeNeighborhood,
    city: row.officeCity,
    state: row.officeState,
  };
}

/** The session as far as its place is concerned. */
export interface SessionPlace {
  status: string;
  modality: string;
}

/** The office address `viewer` (the session's therapist or its client) may see for `session`,
 * or undefined: an online session has none; a client sees it once the session is CONFIRMED. */
export function officeAddressFor(viewer: UserType, session: SessionPlace, office: OfficeRow | null | undefined): OfficeAddress | undefined {
  if (session.modality !== 'presencial' || !office) return undefined;
  if (viewer === 'cliente' && session.status !== 'CONFIRMED') return undefined;
  return officeAddressOf(office);
}

/** Where the session happens, in one line, for `viewer`: the meeting link (online) or the office
 * (presencial, when `viewer` may see it and it is complete). */
export function placeFor(viewer: UserType, session: SessionPlace & { meetingLink: string }, office: OfficeRow | null | undefined): string | undefined {
  if (session.modality !== 'presencial') return session.meetingLink.trim() || undefined;
  const address = officeAddressFor(viewer, session, office);
  return address && isOfficeAddressComplete(address) ? formatOfficeAddress(address) : undefined;
}
