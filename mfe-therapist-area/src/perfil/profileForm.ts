// The profile form's values and the pure conversions around them: from the stored record to the
// form, from the form to the SPEC §3 payload, and validation with the shared schema (the same
// one the api applies), so every rule and message lives once in shared-domain.
import {
  PROFILE_SESSION_DURATION_DEFAULT,
  SESSION_PRICE_DEFAULT,
  maskCep,
  maskCpf,
  maskPhone,
  onlyDigits,
  therapistProfileSchema,
  validate,
  type EducationEntry,
  type Language,
  type SessionFormat,
  type SessionType,
  type Therapist,
  type TherapistGender,
  type TherapistProfileForm,
} from '@acolhe/shared-domain';

export interface ProfileFormValues {
  fullName: string;
  birthDate: string;
  gender: TherapistGender | '';
  /** masked 000.000.000-00 */
  cpf: string;
  crp: string;
  phone: string;
  /** masked 00000-000; see README (not yet part of the shared schema) */
  zipCode: string;
  city: string;
  state: string;
  languages: Language[];
  sessionTypes: SessionType[];
  sessionFormats: SessionFormat[];
  /** NumberInput hands '' while the field is empty */
  sessionPrice: number | string;
  sessionDuration: number | string;
  freeFirstSession: boolean;
  bio: string;
  youtubeVideoUrl: string;
  paymentLink: string;
  profileImageUrl: string;
  title: string;
  specialty: string;
  /** specialty ids */
  specialties: string[];
  description: string;
  approach: string;
  education: EducationEntry[];
}

/** Fields SPEC §5 marks with an asterisk. */
export const REQUIRED_FIELDS = [
  'fullName',
  'birthDate',
  'cpf',
  'phone',
  'city',
  'state',
  'languages',
  'sessionTypes',
  'sessionFormats',
  'sessionPrice',
  'sessionDuration',
  'bio',
] as const satisfies readonly (keyof ProfileFormValues)[];

export function emptyProfileValues(fullName = ''): ProfileFormValues {
  return {
    fullName,
    birthDate: '',
    gender: '',
    cpf: '',
    crp: '',
    phone: '',
    zipCode: '',
    city: '',
    state: '',
    languages: [],
    sessionTypes: [],
    sessionFormats: [],
    sessionPrice: SESSION_PRICE_DEFAULT,
    sessionDuration: PROFILE_SESSION_DURATION_DEFAULT,
    freeFirstSession: false,
    bio: '',
    youtubeVideoUrl: '',
    paymentLink: '',
    profileImageUrl: '',
    title: '',
    specialty: '',
    specialties: [],
    description: '',
    approach: '',
    education: [],
  };
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The stored record (private read) as form values; a missing record gives the empty form. */
export function valuesFromTherapist(therapist: Therapist | null | undefined, fallbackName = ''): ProfileFormValues {
  const empty = emptyProfileValues(fallbackName);
  if (!therapist) return empty;
  const zip = (therapist as Therapist & { zipCode?: string }).zipCode;
  return {
    fullName: str(therapist.fullName) || fallbackName,
    birthDate: str(therapist.birthDate),
    gender: therapist.gender ?? '',
    cpf: maskCpf(therapist.cpf),
    crp: str(therapist.crp),
    phone: maskPhone(therapist.phone),
    zipCode: maskCep(zip),
    city: str(therapist.city),
    state: str(therapist.state),
    languages: [...(therapist.languages ?? [])],
    sessionTypes: [...(therapist.sessionTypes ?? [])],
    sessionFormats: [...(therapist.sessionFormats ?? [])],
    // A record never saved through the form has price 0 / no duration: offer the defaults.
    sessionPrice: therapist.sessionPrice > 0 ? therapist.sessionPrice : empty.sessionPrice,
    sessionDuration: therapist.sessionDuration > 0 ? therapist.sessionDuration : empty.sessionDuration,
    freeFirstSession: Boolean(therapist.freeFirstSession),
    bio: str(therapist.bio),
    youtubeVideoUrl: str(therapist.youtubeVideoUrl),
    paymentLink: str(therapist.paymentLink),
    profileImageUrl: str(therapist.profileImageUrl) || str(therapist.image),
    title: str(therapist.title),
    specialty: str(therapist.specialty),
    specialties: (therapist.specialties ?? []).map((s) => (typeof s === 'string' ? s : s.id)),
    description: str(therapist.description),
    approach: str(therapist.approach),
    education: (therapist.education ?? []).map((e) => ({ ...e, year: String(e.year ?? '') })),
  };
}

const toNumber = (value: number | string): number =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value.replace(',', '.'));

/** SPEC §3 payload (saved with the id). zipCode travels as digits beside it. */
export function toProfilePayload(values: ProfileFormValues): TherapistProfileForm & { zipCode: string } {
  return {
    fullName: values.fullName,
    birthDate: values.birthDate,
    gender: values.gender,
    cpf: values.cpf,
    crp: values.crp,
    phone: values.phone,
    zipCode: onlyDigits(values.zipCode),
    city: values.city,
    state: values.state,
    languages: values.languages,
    sessionTypes: values.sessionTypes,
    sessionFormats: values.sessionFormats,
    sessionPrice: toNumber(values.sessionPrice),
    sessionDuration: toNumber(values.sessionDuration),
    freeFirstSession: values.freeFirstSession,
    bio: values.bio,
    youtubeVideoUrl: values.youtubeVideoUrl,
    paymentLink: values.paymentLink,
    profileImageUrl: values.profileImageUrl,
    title: values.title,
    specialty: values.specialty,
    specialties: values.specialties,
    description: values.description,
    approach: values.approach,
    education: values.education,
  };
}

/** Field errors keyed like the form paths ('education.0.year'); {} when valid. */
export function validateProfileValues(values: ProfileFormValues): Record<string, string> {
  const result = validate(therapistProfileSchema, toProfilePayload(values));
  return result.success ? {} : result.fieldErrors;
}

let educationSeq = 0;
export function newEducationEntry(): EducationEntry {
  educationSeq += 1;
  return { id: `edu-${Date.now().toString(36)}-${educationSeq}`, degree: '', institution: '', year: '' };
}

/** The api's own flag (set once the form was saved with every required field) decides; a
 * record without it counts as complete when it would pass the form's validation. */
export function isProfileComplete(therapist: (Therapist & { profileComplete?: boolean }) | null | undefined): boolean {
  if (!therapist) return false;
  if (typeof therapist.profileComplete === 'boolean') return therapist.profileComplete;
  return Object.keys(validateProfileValues(valuesFromTherapist(therapist))).length === 0;
}
