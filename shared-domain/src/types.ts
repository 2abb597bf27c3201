// Entity types of product.md#data, field names exactly as docs/product.md gives them (the wire format).
// Convention: an optional text that the user has not filled is '' (never undefined/null),
// so forms, api and DB rows agree on one "empty" value. Dates are 'YYYY-MM-DD', times 'HH:MM',
// timestamps ISO-8601 strings.
import type { PreferenciaSala } from './sala/constants';
import type { ListaDeEsperaDaSessao } from './espera/historico';
import type {
  AppointmentStatus,
  ClientGender,
  DayOfWeek,
  Language,
  Modalidade,
  CitySlug,
  PaymentMethod,
  SearchOrder,
  SessionFormat,
  SessionType,
  TherapistGender,
  TherapyApproach,
  UfCode,
  UserType,
} from './enums';
import type { CancelReason } from './privacy/account';
import type { BufferMinutes } from './agenda/rules';

/** 'YYYY-MM-DD' */
export type IsoDate = string;
/** 'HH:MM' (24 h) */
export type HourMinute = string;
/** ISO-8601 timestamp */
export type IsoDateTime = string;

export interface Specialty {
  id: string;
  name: string;
}

export interface EducationEntry {
  id: string;
  degree: string;
  institution: string;
  /** four digits, e.g. '2015' */
  year: string;
}

export interface Therapist {
  /** uuid = identity-provider subject of the therapist's account */
  id: string;
  fullName: string;
  title: string;
  specialty: string;
  specialties: Specialty[];
  /** average of review notas, 0 when there is no review */
  rating: number;
  reviewCount: number;
  /** same value as sessionPrice; kept because cards read `price` (product.md#screens home cards) */
  price: number;
  sessionPrice: number;
  /** minutes */
  sessionDuration: number;
  sessionFormats: SessionFormat[];
  sessionTypes: SessionType[];
  languages: Language[];
  /** free text shown on cards, e.g. 'São Paulo, SP' */
  location: string;
  city: string;
  state: string;
  profileImageUrl: string;
  /** same as profileImageUrl; some screens read `image` */
  image: string;
  description: string;
  bio: string;
  approach: string;
  /** approaches from the fixed list (THERAPY_APPROACHES); the api always sends it */
  approaches?: TherapyApproach[];
  education: EducationEntry[];
  youtubeVideoUrl: string;
  /** 'Primeira sessão gratuita': cards, profile and booking card say so instead of only the price */
  freeFirstSession: boolean;
  /** 'RR/NNNNNN' (region/number), shown as 'CRP 06/123456' (formatCrp). Public: CFP's code of
   * ethics requires it in any advertising of psychological services. */
  crp: string;
  /** the day an operator confirmed the CRP (issue 32); null/absent: not verified, no badge */
  crpVerificadoEm?: IsoDate | null;
  /** rest after each session, minutes (0, 5, 10, 15) */
  bufferMinutes: number;
  /** minimum notice before a session, hours (0–72) */
  minNoticeHours: number;
  /** where presencial sessions happen, as the public sees it ('' when none) */
  officeNeighborhood: string;
  officeCity: string;
  /** search results only: the next free slot within 14 days, São Paulo wall clock
   * 'YYYY-MM-DDTHH:MM' (null: none), computed by the api with the agenda rules */
  nextAvailable?: string | null;
  // --- private-only fields: present only on the therapist's own private read
  // (GET /terapeutas/{id}); the public read omits them. See THERAPIST_PRIVATE_FIELDS.
  paymentLink?: string;
  /** 'acolhe' | 'link': where this therapist's online sessions happen (private read only) */
  preferenciaSala?: PreferenciaSala;
  /** optional; used only by the search's gender filter, and only with `genderInSearch`; never
   * shown or sent publicly (docs/decisions/0038-what-is-public.md) */
  gender?: TherapistGender | '';
  /** the therapist chose to appear in the search's gender filter (default false) */
  genderInSearch?: boolean;
  cpf?: string;
  birthDate?: IsoDate;
  phone?: string;
  officeAddress?: OfficeAddress;
  // ---
  reviews?: Review[];
  /** the public profile, to a signed-in client who may review this therapist now (a completed
   * session with them and no review yet); absent otherwise */
  canReview?: true;
}

export interface OfficeAddress {
  /** digits only, 8 ('' when none) */
  zipCode: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  /** UF, two letters */
  state: string;
}

/** Fields the api must strip from every public therapist read. */
export const THERAPIST_PRIVATE_FIELDS = ['cpf', 'birthDate', 'phone', 'paymentLink', 'officeAddress', 'gender', 'genderInSearch', 'preferenciaSala'] as const;
export type TherapistPrivateField = (typeof THERAPIST_PRIVATE_FIELDS)[number];
export type PublicTherapist = Omit<Therapist, TherapistPrivateField>;

/** Legacy availability summary carried by the profile form (product.md#data); the weekly
 * schedule that drives booking is the AvailabilityRecord. */
export interface ProfileAvailabilitySummary {
  online: boolean;
  inPerson: boolean;
  schedule: { day: DayOfWeek; slots: HourMinute[] }[];
}

/** Therapist profile form (product.md#data), saved with the therapist id. */
export interface TherapistProfileForm {
  fullName: string;
  birthDate: IsoDate;
  gender: TherapistGender | '';
  /** appear in the search's gender filter; absent → unchanged */
  genderInSearch?: boolean;
  /** as typed (masked 000.000.000-00 allowed, 11–14 chars) */
  cpf: string;
  crp: string;
  phone: string;
  city: string;
  state: string;
  languages: Language[];
  sessionTypes: SessionType[];
  sessionFormats: SessionFormat[];
  sessionPrice: number;
  /** the one session length, minutes (15–180, step 5) */
  sessionDuration: number;
  bufferMinutes: BufferMinutes;
  minNoticeHours: number;
  officeAddress: OfficeAddress;
  freeFirstSession: boolean;
  bio: string;
  youtubeVideoUrl: string;
  paymentLink: string;
  /** where online sessions happen: 'acolhe' (the private room, the default) or 'link' (the link the
   * therapist sets on each session); absent → unchanged */
  preferenciaSala?: PreferenciaSala;
  profileImageUrl: string;
  title: string;
  specialty: string;
  /** specialty ids; the api resolves them against the catalogue (GET /especialidades) */
  specialties: string[];
  description: string;
  approach: string;
  /** from THERAPY_APPROACHES; absent = [] (older clients do not send it) */
  approaches?: TherapyApproach[];
  education: EducationEntry[];
  availability?: ProfileAvailabilitySummary;
}

export interface WorkingHours {
  start: HourMinute;
  end: HourMinute;
}

export interface AvailabilityDay {
  /** 0 Sunday … 6 Saturday */
  dayOfWeek: DayOfWeek;
  workingHours: WorkingHours;
  isAvailable: boolean;
}

export interface AvailabilityRecord {
  /** timestamp string assigned on save (product.md#data) */
  id: string;
  therapistId: string;
  schedule: AvailabilityDay[];
  /** the profile's session length (one value, edited in either place) */
  sessionDuration: number;
  bufferMinutes: number;
  minNoticeHours: number;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

export interface Slot {
  date: IsoDate;
  time: HourMinute;
  available: boolean;
}

/** An appointment as either side may read it. The therapist's private notes are not part of it:
 * they are clinical data (LGPD art. 11) and only the therapist's own view carries them
 * (TherapistAppointment). */
export interface Appointment {
  id: string;
  therapistId: string;
  therapistName: string;
  clientId: string;
  clientName: string;
  cliente: { name: string };
  date: IsoDate;
  time: HourMinute;
  status: AppointmentStatus;
  /** the client's notes ('' when none) */
  notes: string;
  createdAt: IsoDateTime;
  /** '' until the therapist sets one */
  meetingLink: string;
  /** where the online session happens: '/sessao/{id}/sala' (the Acolhe room) or the therapist's own
   * link when they prefer it ('' until set); '' for a presencial session (api: sessoes/service salaUrlOf) */
  salaUrl?: string;
  paymentMethod?: PaymentMethod;
  /** set when the platform cancelled it (e.g. the other side erased their account) */
  cancelReason?: CancelReason;
  /** online or presencial, chosen at booking (or the only format the therapist offers) */
  modality: SessionFormat;
  /** the session's length when it was booked */
  durationMinutes: number;
  /** 'HH:MM' the session ends */
  endTime: HourMinute;
  /** cancelled less than 24 h before the start */
  lateCancellation: boolean;
  /** who cancelled it, when it was one of the sides */
  cancelledBy?: UserType;
  /** the office, for the client of a CONFIRMED presencial session */
  officeAddress?: OfficeAddress;
  /** what the therapist told the client when declining (REJECTED only; absent when none) */
  declineReason?: string;
  /** the slot a client's reschedule request moved it from, while that request waits (PENDING) */
  rescheduledFrom?: { date: IsoDate; time: HourMinute };
  /** GET /sessoes/cliente only: the session is COMPLETED and the client has not reviewed this
   * therapist yet ('Avaliar' in 'Anteriores') */
  canReview?: boolean;
  /** the series it is an occurrence of (issue 33); null (or absent in older mocks) for a single session */
  serieId?: string | null;
  /** the waiting-list offer it came from (issue 46 item 4); null when booked the ordinary way */
  listaDeEspera?: ListaDeEsperaDaSessao | null;
}

/** An appointment as its therapist reads it: the same as the client's (the clinical notes are the
 * prontuário's, never a field of the session — issue 40 item 4). */
export type TherapistAppointment = Appointment;

/** A blocked period, or extra hours opened on a date (ISO 'YYYY-MM-DDTHH:MM', São Paulo time). */
export interface AgendaBlock {
  id: string;
  start: string;
  end: string;
  reason: string;
  kind: AgendaBlockKind;
}
export type AgendaBlockKind = 'bloqueio' | 'extra';

/** A national holiday and whether this therapist works on it. */
export interface AgendaHoliday {
  date: IsoDate;
  name: string;
  open: boolean;
}

/** A review as anyone may read it: no client id, and the author signed as 'Joana A.'
 * (publicReviewerName) — being a psychotherapy client is health data. */
export interface Review {
  id: string;
  terapeutaId: string;
  /** the author's public signature (first name + initial), never the full name */
  clientName: string;
  /** integer 1–5 */
  nota: number;
  comentario: string;
  dataAvaliacao: IsoDate;
  /** true only for the review's author (computed per reader) */
  canEdit: boolean;
  /** the author had a COMPLETED session with this therapist through Acolhe */
  verified: boolean;
  /** the therapist's one public answer */
  resposta: ReviewReply | null;
}

export interface ReviewReply {
  texto: string;
  data: IsoDate;
}

export interface Client {
  id: string;
  name: string;
  email: string;
  image: string;
  gender: ClientGender | '';
  birthDate: IsoDate | '';
  phone: string;
  city: string;
  state: UfCode | '';
  /** digits only */
  cpf: string;
  /** digits only, 8 */
  zipCode: string;
  street: string;
  /** número ('1200', 's/n') */
  number: string;
  /** complemento ('apto 42', 'bloco B') */
  complement: string;
  neighborhood: string;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface SearchFilters {
  search?: string;
  modalidade?: Modalidade;
  cidade?: CitySlug;
  /** reais, inclusive */
  precoMin?: number;
  precoMax?: number;
  idioma?: Language;
  genero?: TherapistGender;
  abordagem?: TherapyApproach;
  tipo?: SessionType;
  /** only therapists whose first session is free */
  gratuita?: boolean;
  /** only therapists with a free slot in the next 7 days */
  semana?: boolean;
  /** absent = 'relevancia' */
  ordem?: SearchOrder;
}

/** List envelope of the product backend (`content` field, api/README.md). */
export interface Page<T> {
  content: T[];
  totalElements?: number;
  page?: number;
  size?: number;
}

/** Error body of the product backend. */
export interface ApiError {
  message: string;
  /** dotted field path → first message */
  fieldErrors?: Record<string, string>;
}

/** Result of a CEP (zip code) lookup. */
export interface Address {
  zipCode: string;
  street: string;
  neighborhood: string;
  city: string;
  state: UfCode | '';
}

/** Signed-in user as the browser keeps it (product.md#data; tokens live beside it). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  tipo: UserType;
  image: string;
}

/** Static home-page testimonial. */
export interface Testimonial {
  id: string;
  name: string;
  image: string;
  text: string;
}
