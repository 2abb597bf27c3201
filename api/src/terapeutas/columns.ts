// Column sets of `terapeutas` that several queries select the same way.
import { terapeutas } from '../db/schema';

/** The office address, as stored: shown to a client once a presencial session is confirmed, put
 * in calendar entries and e-mails (never on the public profile beyond neighbourhood and city). */
export const OFFICE_COLUMNS = {
  officeZipCode: terapeutas.officeZipCode,
  officeStreet: terapeutas.officeStreet,
  officeNumber: terapeutas.officeNumber,
  officeComplement: terapeutas.officeComplement,
  officeNeighborhood: terapeutas.officeNeighborhood,
  officeCity: terapeutas.officeCity,
  officeState: terapeutas.officeState,
} as const;
