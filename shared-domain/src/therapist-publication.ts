// When a therapist's profile may be public (page, lists, featured, search), and how the public
// pages word a few of its fields. One pure rule, used by the api (stored flag + availability
// condition, see api/README.md) and by the therapist's own area ("Para aparecer nas buscas…").
import { isOfficeAddressComplete } from './schemas/office';
import { dayOfWeekOf } from './dates';
import type { OfficeAddress } from './types';
import { FULL_NAME_MIN, BIO_MIN } from './constants';

/** What the rule reads. `hasAvailability`: the weekly schedule has at least one open day. */
export interface PublishableProfile {
  fullName: string;
  crp: string;
  sessionPrice: number;
  freeFirstSession: boolean;
  specialties: readonly unknown[];
  sessionFormats: readonly string[];
  city: string;
  bio: string;
  officeAddress?: OfficeAddress;
  hasAvailability: boolean;
}

export const PUBLICATION_FIELDS = [
  'fullName',
  'crp',
  'price',
  'specialties',
  'sessionFormats',
  'city',
  'bio',
  'officeAddress',
  'availability',
] as const;
export type PublicationField = (typeof PUBLICATION_FIELDS)[number];

/** How the therapist's area names each missing item ("Para aparecer nas buscas, complete: …"). */
export const PUBLICATION_FIELD_LABELS: Record<PublicationField, string> = {
  fullName: 'nome completo',
  crp: 'número do CRP com a região (ex.: 06/123456)',
  price: 'valor da sessão (ou primeira sessão gratuita)',
  specialties: 'pelo menos uma especialidade',
  sessionFormats: 'formato de atendimento (online ou presencial)',
  city: 'cidade',
  bio: 'biografia',
  officeAddress: 'endereço do consultório (para atender presencialmente)',
  availability: 'horários de atendimento (aba Disponibilidade)',
};

/** The 404 message of a profile that exists but is not public yet. */
export const PROFILE_IN_PREPARATION_MESSAGE = 'Este perfil ainda está sendo preparado.';

const CRP_PATTERN = /^(?:CRP\s*)?(\d{2})\s*[/-]\s*(\d{1,6})$/i;

/** '06/123456', 'CRP 06-123456' → { region: '06', number: '123456' }; regions 01–24. */
export function crpParts(crp: string): { region: string; number: string } | null {
  const m = CRP_PATTERN.exec(crp.trim());
  if (!m) return null;
  const region = Number(m[1]);
  if (region < 1 || region > 24) return null;
  return { region: m[1]!, number: m[2]! };
}

/** 'CRP 06/123456' ('' when there is no CRP; unparsable text shown as typed after 'CRP'). */
export function formatCrp(crp: string | null | undefined): string {
  const value = (crp ?? '').trim();
  if (!value) return '';
  const parts = crpParts(value);
  return parts ? `CRP ${parts.region}/${parts.number}` : `CRP ${value.replace(/^CRP\s*/i, '')}`;
}

/** The required items still missing, in the form's order ([] = publishable). */
export function profileMissingFields(p: PublishableProfile): PublicationField[] {
  const missing: PublicationField[] = [];
  if (p.fullName.trim().length < FULL_NAME_MIN) missing.push('fullName');
  if (!crpParts(p.crp)) missing.push('crp');
  // never 'R$ 0,00' in public: a price, or the first session free
  if (!(Number.isFinite(p.sessionPrice) && p.sessionPrice > 0) && !p.freeFirstSession) missing.push('price');
  if (p.specialties.length === 0) missing.push('specialties');
  if (p.sessionFormats.length === 0) missing.push('sessionFormats');
  if (p.city.trim() === '') missing.push('city');
  if (p.bio.trim().length < BIO_MIN) missing.push('bio');
  if (p.sessionFormats.includes('presencial') && !(p.officeAddress && isOfficeAddressComplete(p.officeAddress))) {
    missing.push('officeAddress');
  }
  if (!p.hasAvailability) missing.push('availability');
  return missing;
}

export function isProfilePublishable(p: PublishableProfile): boolean {
  return profileMissingFields(p).length === 0;
}

/** 'Para aparecer nas buscas, complete: cidade, biografia.' ('' when nothing is missing). */
export function missingFieldsMessage(missing: readonly PublicationField[]): string {
  if (missing.length === 0) return '';
  return `Para aparecer nas buscas, complete: ${missing.map((f) => PUBLICATION_FIELD_LABELS[f]).join('; ')}.`;
}

/** Whether a weekly schedule has an open day (the availability part of the rule). */
export function hasOpenDay(schedule: readonly { isAvailable: boolean }[] | null | undefined): boolean {
  return (schedule ?? []).some((d) => d.isAvailable);
}

const WEEKDAYS_SHORT = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'] as const;

/** '2025-11-27T14:00' (São Paulo wall clock) → 'qui, 27/11 às 14:00'; '' when malformed. */
export function nextSlotLabel(local: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})$/.exec(local ?? '');
  if (!m) return '';
  const dow = dayOfWeekOf(`${m[1]}-${m[2]}-${m[3]}`);
  return `${WEEKDAYS_SHORT[dow]}, ${m[3]}/${m[2]} às ${m[4]}`;
}
