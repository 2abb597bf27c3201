// Business constants and limits of product.md#limits (plus the few the product left open, see README).

// ---- lists and caching ----
export const FEATURED_LIMIT = 4;
/** Featured list and therapist search are considered fresh for 5 minutes. */
export const LIST_STALE_TIME_MS = 300_000;
/** A public profile just read (by the server's render of the page, or a visit) is not read again
 * for a minute; the reader's own review writes refresh it at once. */
export const PROFILE_STALE_TIME_MS = 60_000;
export const SEARCH_CARD_SPECIALTIES = 3;
export const SEARCH_PAGE_SIZE_MAX = 100;

// ---- session / identity ----
/** The header re-reads the stored user this long after a userLogin event. */
export const HEADER_LOGIN_REFRESH_MS = 100;
/** Token lifetime (seconds) when the identity provider returns none. */
export const TOKEN_DEFAULT_EXPIRES_IN = 3600;
export const IDENTITY_RETRY_TIMEOUT_MS = 5000;
export const CONFIRM_DIALOG_AUTOCLOSE_MS = 2000;

// Browser events and storage keys are contracts between rooms: @acolhe/shared-domain/contracts.

// ---- people ----
export const FULL_NAME_MIN = 3;
export const BIRTH_DATE_MIN = '1900-01-01';
export const BIRTH_YEAR_PICKER_SPAN = 100;
export const CPF_INPUT_MIN = 11;
export const CPF_INPUT_MAX = 14;
export const CITY_MIN = 2;
export const STATE_MIN = 2;
export const ZIP_CODE_DIGITS = 8;

// ---- photos ----
export const CLIENT_PHOTO_MAX_BYTES = 1024 * 1024;
export const THERAPIST_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

// ---- therapist profile ----
export const BIO_MIN = 10;
export const BIO_MAX = 5000;
export const SESSION_PRICE_MIN = 1;
/** A price above this is a typo or an abuse, and would overflow nothing but trust. */
export const SESSION_PRICE_MAX = 10_000;
// the session length (15–180, step 5, default 50): SESSION_DURATION_* in agenda/rules.ts
export const EDUCATION_MAX_ROWS = 20;
export const DEFAULT_THERAPIST_TITLE = 'Psicólogo(a)';
// A blank specialty shows nothing on a public page (issue 44 item 4: 'especialista' is a title the
// CFP regulates, never to be shown unless the therapist wrote it); the form's placeholder is an example.
export const THERAPIST_SPECIALTY_PLACEHOLDER = 'Ex.: Psicologia clínica';

// ---- reviews and appointments ----
export const REVIEW_MIN_LENGTH = 10;
export const REVIEW_COMMENT_MAX = 2000;
export const BOOKING_NOTES_MAX = 1000;

// ---- abuse limits ----
/** Nobody books further ahead than this (slots-mes shows nothing beyond it either). */
export const BOOKING_HORIZON_DAYS = 180;
/** Open (PENDING) requests one client may hold with one therapist at a time. */
export const MAX_PENDING_PER_THERAPIST = 3;
/** Open (PENDING) requests one client may hold overall, with every therapist together: a free
 * account cannot keep slots of many therapists on hold. */
export const MAX_PENDING_PER_CLIENT = 6;

// ---- labels that more than one room shows ----
/** The sessions list of both areas (client and therapist) and the texts that point to it: the
 * product's word is 'sessão' (issue 44: 'Minhas Consultas' beside 'Minhas sessões'). */
export const MY_SESSIONS_TITLE = 'Minhas sessões';
/** A therapist's public answer to a review: on the public profile and in the therapist's area. */
export const REVIEW_REPLY_TITLE = 'Resposta do(a) terapeuta';

// ---- offers ----
/** What cards, the public profile, the booking card and the profile form call the offer. */
export const FREE_FIRST_SESSION_LABEL = 'Primeira sessão gratuita';
