// Client personal data (product.md#validation 'Client profile'): only the name is required. Absent fields stay
// absent in the output so the api can update only what was sent.
import * as v from 'valibot';
import { CLIENT_GENDERS, UF_CODES } from '../enums';
import { isValidCpf } from '../masks';
import { birthDate, object, phone, textField } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

/** Optional field that also accepts '' (an input left blank). */
const blankOr = <S extends v.GenericSchema<string, string>>(schema: S) =>
  v.optional(v.union([v.literal(''), schema], (issue) => lastMessage(issue)));

/** A union reports its own message; surface the inner one so the field keeps its specific text. */
function lastMessage(issue: v.UnionIssue<v.BaseIssue<unknown>>): string {
  const inner = issue.issues?.filter((i) => i.type !== 'literal');
  return inner?.[0]?.message ?? M.invalidValue;
}

/** The address's número and complemento (as long as the therapist office's). */
export const CLIENT_ADDRESS_NUMBER_MAX = 20;
export const CLIENT_ADDRESS_COMPLEMENT_MAX = 100;

export const clientProfileSchema = object({
  name: textField({ message: M.clientName, min: 3, max: 150 }),
  email: blankOr(v.pipe(v.string(M.emailInvalid), v.trim(), v.email(M.emailInvalid))),
  image: v.optional(v.pipe(v.string(M.invalidValue), v.maxLength(2048, M.invalidValue))),
  gender: blankOr(v.picklist(CLIENT_GENDERS, M.gender)),
  birthDate: blankOr(birthDate()),
  phone: blankOr(phone(M.phoneInvalid)),
  city: blankOr(textField({ message: M.city, max: 100 })),
  state: blankOr(v.picklist(UF_CODES, M.uf)),
  // Stored as digits only: the masked value must be cleaned before sending (onlyDigits).
  cpf: blankOr(v.pipe(v.string(M.clientCpf), v.regex(/^\d{11}$/, M.clientCpf), v.check((s: string) => isValidCpf(s), M.clientCpf))),
  zipCode: blankOr(v.pipe(v.string(M.zipCode), v.regex(/^\d{8}$/, M.zipCode))),
  street: blankOr(textField({ message: M.invalidValue, max: 200 })),
  number: blankOr(textField({ message: M.invalidValue, max: CLIENT_ADDRESS_NUMBER_MAX })),
  complement: blankOr(textField({ message: M.invalidValue, max: CLIENT_ADDRESS_COMPLEMENT_MAX })),
  neighborhood: blankOr(textField({ message: M.invalidValue, max: 100 })),
});
export type ClientProfileInput = v.InferOutput<typeof clientProfileSchema>;
