// The therapist's office, where presencial sessions happen. Shown to a client only once their
// presencial session is CONFIRMED; the public profile shows the neighbourhood and city only.
import * as v from 'valibot';
import { onlyDigits } from '../masks';
import type { OfficeAddress } from '../types';
import { optionalText } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

export const EMPTY_OFFICE_ADDRESS: OfficeAddress = Object.freeze({
  zipCode: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
}) as OfficeAddress;

export const officeAddressSchema = v.object({
  /** digits only once parsed; masked 00000-000 accepted */
  zipCode: v.optional(
    v.pipe(
      v.string(M.officeZipCode),
      v.transform((s: string) => onlyDigits(s)),
      v.check((d) => d === '' || d.length === 8, M.officeZipCode),
    ),
    '',
  ),
  street: optionalText(200, M.officeField),
  number: optionalText(20, M.officeField),
  complement: optionalText(100, M.officeField),
  neighborhood: optionalText(100, M.officeField),
  city: optionalText(100, M.officeField),
  state: optionalText(2, M.officeField),
});

/** Everything a client needs to arrive, complemento aside. */
export function isOfficeAddressComplete(a: OfficeAddress): boolean {
  return Boolean(a.zipCode && a.street && a.number && a.neighborhood && a.city && a.state);
}

/** 'Rua Augusta, 1200, sala 4 — Consolação, São Paulo/SP, CEP 01304-001' */
export function formatOfficeAddress(a: OfficeAddress): string {
  const line = [a.street, a.number, a.complement].filter(Boolean).join(', ');
  const cep = a.zipCode.length === 8 ? `, CEP ${a.zipCode.slice(0, 5)}-${a.zipCode.slice(5)}` : '';
  return `${line} — ${a.neighborhood}, ${a.city}/${a.state}${cep}`;
}
