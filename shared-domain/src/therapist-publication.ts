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

/** What the private read (GET /terapeutas/{id}, the owner) adds about publication. */
export interface PublicationStatus {
  /** listed: saved with every field marked * and nothing of the rule missing */
  publishable?: boolean;
  missingForPublication?: PublicationField[];
  /** saved once through the form with every field marked * */
  profileComplete?: boolean;
}

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

/** Where each item is edited: the id of its field in the settings page (the availability's is the
 * Disponibilidade tab's editor). The checklist links to `/usuario/{id}/configuracoes#<anchor>`. */
export const PUBLICATION_FIELD_ANCHORS: Record<PublicationField, string> = {
  fullName: 'perfil-nome',
  crp: 'perfil-crp',
  price: 'perfil-valor',
  specialties: 'perfil-especialidades',
  sessionFormats: 'perfil-formatos',
  city: 'perfil-cidade',
  bio: 'perfil-bio',
  officeAddress: 'perfil-consultorio',
  availability: 'disponibilidade',
};

/** The checklist's first item: the form saved once with every field marked * (the api's profileComplete). */
export const PROFILE_SAVED_ITEM = { label: 'Perfil salvo com os campos obrigatórios (*)', anchor: 'perfil-terapeuta' } as const;
export const PUBLICATION_CHECKLIST_TITLE = 'O que falta para seu perfil aparecer nas buscas';

export interface PublicationChecklistItem {
  key: PublicationField | 'profileSaved';
  label: string;
  done: boolean;
  anchor: string;
}

const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Everything listing needs, each ticked or not, from the same rule that decides publication
 * (profileMissingFields, as the api reports it in missingForPublication). The office only appears
 * while it is missing (only presencial sessions need it).
 */
export function publicationChecklist(missing: readonly PublicationField[], profileSaved: boolean): PublicationChecklistItem[] {
  const fields = PUBLICATION_FIELDS.filter((f) => f !== 'officeAddress' || missing.includes(f));
  return [
    { key: 'profileSaved', label: PROFILE_SAVED_ITEM.label, done: profileSaved, anchor: PROFILE_SAVED_ITEM.anchor },
    ...fields.map((f) => ({ key: f, label: sentence(PUBLICATION_FIELD_LABELS[f]), done: !missing.includes(f), anchor: PUBLICATION_FIELD_ANCHORS[f] })),
  ];
}

/** The 404 message of a profile that exists but is not public yet. */
export const PROFILE_IN_PREPARATION_MESSAGE = 'Este perfil ainda está sendo preparado.';

// The council's numbers: a region of two digits and a registration of five or six (RR/NNNNN, RR/NNNNNN).
const CRP_PATTERN = /^(?:CRP\s*)?(\d{2})\s*[/-]\s*(\d{5,6})$/i;

/** '06/123456', 'CRP 06-12345' → { region: '06', number: '123456' }; regions 01–24. */
export function crpParts(crp: string): { region: string; number: string } | null {
  const m = CRP_PATTERN.exec(crp.trim());
  if (!m) return null;
  const region = Number(m[1]);
  if (region < 1 || region > 24) return null;
  return { region: m[1]!, number: m[2]! };
}

/** What the form stores: '06/123456' for any accepted spelling ('CRP 06-123456'); '' stays ''. */
export function normalizeCrp(crp: string): string {
  const parts = crpParts(crp);
  return parts ? `${parts.region}/${parts.number}` : crp.trim();
}

/**
 * While the CRP is being typed: null as long as what is there can still become RR/NNNNN(N)
 * ('0', '06/', '06/12'); the message as soon as it cannot ('05123' — no region separator after
 * two digits — or a letter). The full rule runs on blur and on save.
 */
export function crpTypingProblem(crp: string, message: string): string | null {
  const value = crp.trim().replace(/^CRP\s*/i, '');
  if (value === '' || crpParts(value)) return null;
  return /^\d{0,2}$|^\d{2}\s*[/-]\s*\d{0,6}$/.test(value) ? null : message;
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
