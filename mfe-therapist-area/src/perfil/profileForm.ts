// The profile form's values and the pure conversions around them: from the stored record to the
// form, from the form to the product.md#data payload, and validation with the shared schema (the same
// one the api applies), so every rule and message lives once in shared-domain. The session
// settings (length, rest, notice) are not form values: both settings tabs share them
// (sessionSettings/), and the payload takes them from there.
import {
  EMPTY_OFFICE_ADDRESS,
  VALIDATION_MESSAGES,
  maskCep,
  maskCpf,
  maskPhone,
  onlyDigits,
  therapistProfileSchema,
  validate,
  type EducationEntry,
  type OfficeAddress,
  type Therapist,
  type TherapistProfileForm,
  type TherapyApproach,
} from '@acolhe/shared-domain';
import { numberFrom } from '../forms/number';
import {
  DEFAULT_SESSION_SETTINGS,
  initialSessionSettings,
  sessionSettingsPayload,
  type SessionSettings,
} from '../sessionSettings/sessionSettings';

/** The form's values: the profile payload of shared-domain without the session settings (both
 * settings tabs share those) and with what the inputs hand over while being edited. */
export type ProfileFormValues = Omit<
  TherapistProfileForm,
  'sessionPrice' | 'sessionDuration' | 'bufferMinutes' | 'minNoticeHours' | 'approaches' | 'availability'
> & {
  /** NumberInput hands '' while the field is empty */
  sessionPrice: number | string;
  approaches: TherapyApproach[];
  /** always sent by this form (the payload's field is optional for forms that do not show it) */
  genderInSearch: boolean;
};

/** Fields marked with an asterisk (the session length too, in SessionDurationInput). */
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
  'bio',
] as const satisfies readonly (keyof ProfileFormValues)[];

export function emptyProfileValues(fullName = ''): ProfileFormValues {
  return {
    fullName,
    birthDate: '',
    gender: '',
    genderInSearch: false,
    cpf: '',
    crp: '',
    phone: '',
    city: '',
    state: '',
    languages: [],
    sessionTypes: [],
    sessionFormats: [],
    // no price suggested (issue 44: a prefilled R$ 150 read as the product's price): the therapist
    // types theirs; the shared schema requires it
    sessionPrice: '',
    officeAddress: { ...EMPTY_OFFICE_ADDRESS },
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
    approaches: [],
    education: [],
  };
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The stored record (private read) as form values; a missing record gives the empty form. */
export function valuesFromTherapist(therapist: Therapist | null | undefined, fallbackName = ''): ProfileFormValues {
  const empty = emptyProfileValues(fallbackName);
  if (!therapist) return empty;
  return {
    fullName: str(therapist.fullName) || fallbackName,
    birthDate: str(therapist.birthDate),
    gender: therapist.gender ?? '',
    genderInSearch: therapist.genderInSearch === true,
    cpf: maskCpf(therapist.cpf),
    crp: str(therapist.crp),
    phone: maskPhone(therapist.phone),
    city: str(therapist.city),
    state: str(therapist.state),
    languages: [...(therapist.languages ?? [])],
    sessionTypes: [...(therapist.sessionTypes ?? [])],
    sessionFormats: [...(therapist.sessionFormats ?? [])],
    // A record never saved through the form has price 0: the field starts empty.
    sessionPrice: therapist.sessionPrice > 0 ? therapist.sessionPrice : empty.sessionPrice,
    officeAddress: officeValues(therapist.officeAddress),
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
    approaches: [...(therapist.approaches ?? [])],
    education: (therapist.education ?? []).map((e) => ({ ...e, year: String(e.year ?? '') })),
  };
}

function officeValues(stored: Partial<OfficeAddress> | null | undefined): OfficeAddress {
  return {
    zipCode: maskCep(str(stored?.zipCode)),
    street: str(stored?.street),
    number: str(stored?.number),
    complement: str(stored?.complement),
    neighborhood: str(stored?.neighborhood),
    city: str(stored?.city),
    state: str(stored?.state),
  };
}

/** The profile payload (saved with the id), with the shared session settings; the CEP as digits. */
export function toProfilePayload(values: ProfileFormValues, settings: SessionSettings = DEFAULT_SESSION_SETTINGS): TherapistProfileForm {
  return {
    fullName: values.fullName,
    birthDate: values.birthDate,
    gender: values.gender,
    genderInSearch: values.genderInSearch,
    cpf: values.cpf,
    crp: values.crp,
    phone: values.phone,
    city: values.city,
    state: values.state,
    languages: values.languages,
    sessionTypes: values.sessionTypes,
    sessionFormats: values.sessionFormats,
    sessionPrice: numberFrom(values.sessionPrice),
    ...sessionSettingsPayload(settings),
    officeAddress: { ...values.officeAddress, zipCode: onlyDigits(values.officeAddress.zipCode) },
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
    approaches: values.approaches,
    education: values.education,
  };
}

/** The office fields a client needs to arrive, in the order they are shown. */
export const REQUIRED_OFFICE_FIELDS = ['zipCode', 'street', 'number', 'neighborhood', 'city', 'state'] as const satisfies readonly (keyof OfficeAddress)[];

/** Field errors keyed like the form paths ('education.0.year'); {} when valid. `true` marks a
 * field as invalid without repeating a message: the shared schema reports a missing office once
 * (on the street); here it goes to the first missing field and the other missing ones are marked. */
export function validateProfileValues(
  values: ProfileFormValues,
  settings: SessionSettings = DEFAULT_SESSION_SETTINGS,
): Record<string, string | true> {
  const result = validate(therapistProfileSchema, toProfilePayload(values, settings));
  if (result.success) return {};
  const errors: Record<string, string | true> = { ...result.fieldErrors };
  if (errors['officeAddress.street'] === VALIDATION_MESSAGES.officeRequired) {
    const missing = REQUIRED_OFFICE_FIELDS.filter((field) => values.officeAddress[field].trim() === '');
    if (missing.length > 0) delete errors['officeAddress.street'];
    missing.forEach((field, i) => {
      errors[`officeAddress.${field}`] ??= i === 0 ? VALIDATION_MESSAGES.officeRequired : true;
    });
  }
  return errors;
}

let educationSeq = 0;
export function newEducationEntry(): EducationEntry {
  educationSeq += 1;
  return { id: `edu-${Date.now().toString(36)}-${educationSeq}`, degree: '', institution: '', year: '' };
}

/** Whether the api lists the profile (its private read's `publishable`; a record without the flag,
 * e.g. an older api, counts as listed when nothing is reported missing). */
export function isPublishable(therapist: Therapist & { publishable?: boolean; missingForPublication?: readonly string[] }): boolean {
  if (typeof therapist.publishable === 'boolean') return therapist.publishable;
  return (therapist.missingForPublication ?? []).length === 0;
}

/** The api's own flag (set once the form was saved with every required field) decides; a
 * record without it counts as complete when it would pass the form's validation. */
export function isProfileComplete(therapist: (Therapist & { profileComplete?: boolean }) | null | undefined): boolean {
  if (!therapist) return false;
  if (typeof therapist.profileComplete === 'boolean') return therapist.profileComplete;
  const values = valuesFromTherapist(therapist);
  return Object.keys(validateProfileValues(values, initialSessionSettings(therapist, null))).length === 0;
}
