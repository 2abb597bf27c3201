// What the public profile shows, derived from the therapist record (product.md#screens 'Public therapist profile').
import {
  LANGUAGE_LABELS,
  SESSION_TYPES,
  SESSION_TYPE_LABELS,
  THERAPY_APPROACHES,
  THERAPY_APPROACH_LABELS,
  isOneOf,
  LANGUAGES,
  youtubeEmbedUrl,
  youtubeVideoId,
  type SessionFormat,
  type Therapist,
  type TitleContext,
} from '@acolhe/shared-domain';

/** product.md#screens: the id falls back to 1 when the route gives none. */
export const FALLBACK_THERAPIST_ID = '1';

export function therapistIdOrDefault(param: string | undefined): string {
  const id = param?.trim();
  return id ? id : FALLBACK_THERAPIST_ID;
}

/** What the tab's title needs of the profile: the fields the shell's server titles it by, as the api gives them. */
export function profileTitleContext(t: Pick<Therapist, 'fullName' | 'title' | 'city'>): TitleContext {
  return { therapist: { fullName: t.fullName, title: t.title, city: t.city } };
}

/** The specialty the therapist wrote, or '' (nothing the therapist did not write is shown). */
export function displaySpecialty(t: Pick<Therapist, 'specialty'>): string {
  return t.specialty.trim();
}

const FORMAT_LABELS: Record<SessionFormat, string> = {
  online: 'Sessões online',
  presencial: 'Sessões presenciais',
};

/** 'Sessões online' / 'Sessões presenciais', in that order, for the formats offered. */
export function sessionFormatLabels(formats: readonly SessionFormat[]): string[] {
  return (['online', 'presencial'] as const).filter((f) => formats.includes(f)).map((f) => FORMAT_LABELS[f]);
}

/** Language values → pt-BR names; unknown values are shown as given rather than hidden. */
export function languageNames(languages: readonly string[]): string[] {
  return languages.map((l) => (isOneOf(LANGUAGES, l) ? LANGUAGE_LABELS[l] : l));
}

export function durationLabel(minutes: number): string | null {
  return minutes > 0 ? `Sessões de ${minutes} minutos` : null;
}

export type PresentationVideo =
  | { kind: 'none' }
  | { kind: 'invalid'; url: string }
  | { kind: 'embed'; src: string };

/** product.md#validation: only a valid URL with a 'v' parameter is embedded (privacy-enhanced host). */
export function presentationVideo(url: string | null | undefined): PresentationVideo {
  const trimmed = url?.trim() ?? '';
  if (!trimmed) return { kind: 'none' };
  const id = youtubeVideoId(trimmed);
  return id ? { kind: 'embed', src: youtubeEmbedUrl(id) } : { kind: 'invalid', url: trimmed };
}

/** Session type values → 'Individual', 'Casal', 'Família'… (unknown values dropped). */
export function sessionTypeNames(types: readonly string[]): string[] {
  return SESSION_TYPES.filter((x) => types.includes(x)).map((x) => SESSION_TYPE_LABELS[x]);
}

/** Approach values → their pt-BR names, in the therapist's order. */
export function approachNames(approaches: readonly string[]): string[] {
  return approaches.filter((a) => isOneOf(THERAPY_APPROACHES, a)).map((a) => THERAPY_APPROACH_LABELS[a as (typeof THERAPY_APPROACHES)[number]]);
}

/** 'Pinheiros, São Paulo' for presencial sessions — never the street or the number. */
export function officeAreaLabel(t: Pick<Therapist, 'sessionFormats' | 'officeNeighborhood' | 'officeCity'>): string {
  if (!(t.sessionFormats ?? []).includes('presencial')) return '';
  return [t.officeNeighborhood.trim(), t.officeCity.trim()].filter(Boolean).join(', ');
}

/** The WhatsApp share link: name + the profile's URL. */
export function whatsAppShareUrl(name: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${name} no Acolhe: ${url}`)}`;
}

/** Why a profile could not be shown: not public yet (the api's 404 with its message), no such
 * therapist (any other 404 or a 400 for a malformed id: retrying cannot help), or a failure (the
 * network, a 5xx: 'Tentar novamente' may help). */
export type ProfileErrorKind = 'preparing' | 'not-found' | 'failed';

export function profileErrorKind(status: number | undefined, message: string, preparingMessage: string): ProfileErrorKind {
  if (status === 404 && message === preparingMessage) return 'preparing';
  if (status === 404 || status === 400) return 'not-found';
  return 'failed';
}
