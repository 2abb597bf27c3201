// Therapist answers: the public record (search, highlights, profile page) and the owner's private read.
import * as v from 'valibot';
import { SALA_PREFERENCIAS } from '../sala/constants';
import { LANGUAGES, SESSION_FORMATS, SESSION_TYPES, THERAPIST_GENDERS, THERAPY_APPROACHES } from '../enums';
import { PUBLICATION_FIELDS } from '../therapist-publication';
import { instantText, isoDateText } from './common';
import { reviewAnswer } from './review';

export const specialtyAnswer = v.strictObject({ id: v.string(), name: v.string() });

export const officeAddressAnswer = v.strictObject({
  zipCode: v.string(),
  street: v.string(),
  number: v.string(),
  complement: v.string(),
  neighborhood: v.string(),
  city: v.string(),
  state: v.string(),
});

const educationAnswer = v.strictObject({ id: v.string(), degree: v.string(), institution: v.string(), year: v.string() });

const publicTherapistEntries = {
  id: v.string(),
  fullName: v.string(),
  title: v.string(),
  specialty: v.string(),
  specialties: v.array(specialtyAnswer),
  rating: v.number(),
  reviewCount: v.number(),
  price: v.number(),
  sessionPrice: v.number(),
  sessionDuration: v.number(),
  sessionFormats: v.array(v.picklist(SESSION_FORMATS)),
  sessionTypes: v.array(v.picklist(SESSION_TYPES)),
  languages: v.array(v.picklist(LANGUAGES)),
  location: v.string(),
  city: v.string(),
  state: v.string(),
  profileImageUrl: v.string(),
  image: v.string(),
  description: v.string(),
  bio: v.string(),
  approach: v.string(),
  approaches: v.array(v.picklist(THERAPY_APPROACHES)),
  education: v.array(educationAnswer),
  youtubeVideoUrl: v.string(),
  freeFirstSession: v.boolean(),
  crp: v.string(),
  crpVerificadoEm: v.nullable(isoDateText),
  bufferMinutes: v.number(),
  minNoticeHours: v.number(),
  officeNeighborhood: v.string(),
  officeCity: v.string(),
};

/** A search result or highlight: the public record with the next free slot within 14 days
 * (São Paulo 'YYYY-MM-DDTHH:MM', null: none). */
export const listedTherapistAnswer = v.strictObject({ ...publicTherapistEntries, nextAvailable: v.nullable(v.string()) });

/** GET /public-terapeutas: the whole list, or one page of it with `page`. */
export const therapistListAnswer = v.strictObject({
  content: v.array(listedTherapistAnswer),
  totalElements: v.optional(v.number()),
  page: v.optional(v.number()),
  size: v.optional(v.number()),
});

/** GET /public-terapeutas/{id}: the public record with its reviews (never a private field). */
export const publicProfileAnswer = v.strictObject({
  ...publicTherapistEntries,
  reviews: v.array(reviewAnswer),
  /** only to a signed-in client who may review this therapist now: a completed session with them
   * and no review of theirs yet (the public, cached answer never has it) */
  canReview: v.optional(v.literal(true)),
});

const availabilitySummaryAnswer = v.strictObject({
  online: v.boolean(),
  inPerson: v.boolean(),
  schedule: v.array(v.strictObject({ day: v.number(), slots: v.array(v.string()) })),
});

/** GET/POST/PUT /terapeutas: the owner's own read (publication checklist included). */
export const privateTherapistAnswer = v.strictObject({
  ...publicTherapistEntries,
  publishable: v.boolean(),
  missingForPublication: v.array(v.picklist(PUBLICATION_FIELDS)),
  email: v.string(),
  paymentLink: v.string(),
  /** 'acolhe' (the private room, default) | 'link' (the therapist's own link per session) */
  preferenciaSala: v.picklist(SALA_PREFERENCIAS),
  gender: v.union([v.picklist(THERAPIST_GENDERS), v.literal('')]),
  /** appears in the search's gender filter (the therapist's choice; default false) */
  genderInSearch: v.boolean(),
  cpf: v.string(),
  birthDate: v.union([isoDateText, v.literal('')]),
  phone: v.string(),
  officeAddress: officeAddressAnswer,
  profileComplete: v.boolean(),
  availability: v.optional(availabilitySummaryAnswer),
  createdAt: instantText,
  updatedAt: instantText,
});
