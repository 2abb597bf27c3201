// Therapist profile form (product.md#validation 'Therapist profile form'), validated by the settings page
// and by the api on save. Optional fields default to ''/[]/false so the output is a complete
// TherapistProfileForm.
import * as v from 'valibot';
import {
  BIO_MAX,
  BIO_MIN,
  CITY_MIN,
  CPF_INPUT_MAX,
  CPF_INPUT_MIN,
  EDUCATION_MAX_ROWS,
  FULL_NAME_MIN,
  SESSION_PRICE_MIN,
  SESSION_PRICE_MAX,
  STATE_MIN,
} from '../constants';
import { DAYS_OF_WEEK, LANGUAGES, SESSION_FORMATS, SESSION_TYPES, THERAPIST_GENDERS, THERAPY_APPROACHES } from '../enums';
import { isValidCpf, onlyDigits } from '../masks';
import { crpParts, normalizeCrp } from '../therapist-publication';
import { youtubeVideoId } from '../video';
import type { TherapistProfileForm } from '../types';
import { SALA_PREFERENCIAS } from '../sala/constants';
import { birthDate, hourMinute, httpUrlOrEmpty, id, object, optionalText, phone, textField } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { bufferMinutesSchema, minNoticeHoursSchema, sessionDurationSchema } from './availability';
import { EMPTY_OFFICE_ADDRESS, isOfficeAddressComplete, officeAddressSchema } from './office';
import { MIN_NOTICE_HOURS_DEFAULT } from '../agenda/rules';

/** 11–14 characters (docs/product.md), made of digits and mask punctuation with exactly 11 digits
 * whose check digits hold (isValidCpf: 111.111.111-11 and the like are refused). */
const cpf = v.pipe(
  v.string(M.cpfInvalid),
  v.trim(),
  v.minLength(CPF_INPUT_MIN, M.cpfInvalid),
  v.maxLength(CPF_INPUT_MAX, M.cpfInvalid),
  v.regex(/^[\d.\-\s]+$/, M.cpfInvalid),
  v.check((s) => onlyDigits(s).length === 11, M.cpfInvalid),
  v.check((s: string) => isValidCpf(s), M.cpfInvalid),
);

/** Empty, or the council's RR/NNNNN(N) (region 01–24), stored as '06/123456' however typed. */
const crp = v.optional(
  v.pipe(
    v.string(M.crpInvalid),
    v.trim(),
    v.maxLength(20, M.crpInvalid),
    v.check((s) => s === '' || crpParts(s) !== null, M.crpInvalid),
    v.transform(normalizeCrp),
  ),
  '',
);

/** Empty, or a link the public profile can play (a YouTube link with its video id): anything else
 * would be saved and never shown. */
const videoUrl = v.pipe(
  httpUrlOrEmpty(M.urlInvalid),
  v.check((s) => s === '' || youtubeVideoId(s) !== null, M.videoUrl),
);

const currentYear = (): number => new Date().getFullYear();

export const educationEntrySchema = object({
  // A row added in the form may have no id yet; the api assigns one to ''.
  id: v.optional(v.pipe(v.string(M.invalidValue), v.trim()), ''),
  degree: textField({ message: M.educationDegree, min: 2, max: 200 }),
  institution: textField({ message: M.educationInstitution, min: 2, max: 200 }),
  // Up to 10 years ahead: a course still in progress shows its expected year.
  year: v.pipe(
    v.string(M.educationYear),
    v.trim(),
    v.regex(/^\d{4}$/, M.educationYear),
    v.check((y) => Number(y) >= 1900 && Number(y) <= currentYear() + 10, M.educationYear),
  ),
});

const availabilitySummary = object({
  online: v.boolean(M.invalidValue),
  inPerson: v.boolean(M.invalidValue),
  schedule: v.array(
    object({
      day: v.picklist(DAYS_OF_WEEK, M.dayOfWeek),
      slots: v.array(hourMinute(M.timeInvalid), M.invalidValue),
    }),
    M.invalidValue,
  ),
});

const therapistProfileFields = object({
  fullName: textField({ message: M.fullName, min: FULL_NAME_MIN, max: 150 }),
  birthDate: birthDate(),
  gender: v.optional(v.union([v.literal(''), v.picklist(THERAPIST_GENDERS)], M.gender), ''),
  /** appear in the search's gender filter (decision 0038: only by choice); absent: the saved choice stays */
  genderInSearch: v.optional(v.boolean(M.invalidValue)),
  cpf,
  crp,
  phone: phone(M.phoneInvalid),
  city: textField({ message: M.city, min: CITY_MIN, max: 100 }),
  state: textField({ message: M.state, min: STATE_MIN, max: 50 }),
  // absent → ['portugues'] (Português); sent empty → the message
  languages: v.optional(v.pipe(v.array(v.picklist(LANGUAGES, M.languages), M.languages), v.minLength(1, M.languages)), () => [
    'portugues' as const,
  ]),
  sessionTypes: v.pipe(
    v.array(v.picklist(SESSION_TYPES, M.sessionTypes), M.sessionTypes),
    v.minLength(1, M.sessionTypes),
  ),
  sessionFormats: v.pipe(
    v.array(v.picklist(SESSION_FORMATS, M.sessionFormats), M.sessionFormats),
    v.minLength(1, M.sessionFormats),
  ),
  sessionPrice: v.pipe(
    v.number(M.sessionPrice),
    v.finite(M.sessionPrice),
    v.minValue(SESSION_PRICE_MIN, M.sessionPrice),
    v.maxValue(SESSION_PRICE_MAX, M.sessionPriceMax),
    // whole reais or cents: 150, 150.5, 150.75 — never 150.755
    v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, M.sessionPriceCents),
  ),
  sessionDuration: sessionDurationSchema,
  bufferMinutes: v.optional(bufferMinutesSchema, 0),
  minNoticeHours: v.optional(minNoticeHoursSchema, MIN_NOTICE_HOURS_DEFAULT),
  officeAddress: v.optional(officeAddressSchema, EMPTY_OFFICE_ADDRESS),
  freeFirstSession: v.optional(v.boolean(M.invalidValue), false),
  bio: textField({ message: M.bioMin, min: BIO_MIN, max: BIO_MAX, maxMessage: M.bioMax, multiline: true }),
  youtubeVideoUrl: videoUrl,
  paymentLink: httpUrlOrEmpty(M.urlInvalid),
  /** absent: the saved choice stays (a form that does not show it cannot reset it) */
  preferenciaSala: v.optional(v.picklist(SALA_PREFERENCIAS, M.preferenciaSala)),
  // Set from the upload response (absolute URL or a path on the api), so only length-checked.
  profileImageUrl: optionalText(2048, M.imageUrl),
  title: optionalText(100, M.titleMax),
  specialty: optionalText(100, M.specialtyMax),
  specialties: v.optional(v.array(id(M.specialtyId), M.specialtyId), []),
  description: optionalText(1000, M.descriptionMax, { multiline: true }),
  approach: optionalText(5000, M.approachMax, { multiline: true }),
  approaches: v.optional(
    v.pipe(
      v.array(v.picklist(THERAPY_APPROACHES, M.approaches), M.approaches),
      v.maxLength(THERAPY_APPROACHES.length, M.approaches),
    ),
    [],
  ),
  education: v.optional(
    v.pipe(v.array(educationEntrySchema, M.invalidValue), v.maxLength(EDUCATION_MAX_ROWS, M.educationMax)),
    [],
  ),
  availability: v.optional(availabilitySummary),
});

/** The profile form; offering presencial sessions needs the office's address, appearing in the
 * gender filter needs a gender. */
export const therapistProfileSchema = v.pipe(
  therapistProfileFields,
  v.forward(
    v.partialCheck([['genderInSearch'], ['gender']], (p) => p.genderInSearch !== true || p.gender !== '', M.genderInSearch),
    ['gender'],
  ),
  v.forward(
    v.partialCheck(
      [['sessionFormats'], ['officeAddress']],
      (p) => !p.sessionFormats.includes('presencial') || isOfficeAddressComplete(p.officeAddress),
      M.officeRequired,
    ),
    ['officeAddress', 'street'],
  ),
);
export type TherapistProfileInput = v.InferOutput<typeof therapistProfileSchema>;

// Compile-time guard: the schema's output stays assignable to the entity type and back.
type Assert<T extends true> = T;
type _TherapistProfileMatches = Assert<
  TherapistProfileInput extends TherapistProfileForm
    ? Required<Pick<TherapistProfileForm, 'approaches'>> & TherapistProfileForm extends TherapistProfileInput
      ? true
      : false
    : false
>;
