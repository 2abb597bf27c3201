// Database rows → the Therapist wire shape of shared-domain (product.md#data "Therapist (displayed)").
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { instantToWallClock, profileMissingFields } from '@acolhe/shared-domain';
import type {
  Language,
  PublicTherapist,
  SessionFormat,
  SessionType,
  Specialty,
  TherapistGender,
  TherapyApproach,
} from '@acolhe/shared-domain';
import type { Executor } from '../db/client';
import { officeAddressOf, PUBLIC_OFFICE_COLUMNS } from './office';
import { prepared } from '../db/prepared';
import { especialidades, TERAPEUTA_COLUMNS, terapeutaEspecialidades, terapeutas, type TerapeutaRow } from '../db/schema';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The columns a public read shows — public reads select only these (no cpf, e-mail, phone, payment
 * link, search text or timestamps travel from the database). */
export const PUBLIC_COLUMNS = {
  id: terapeutas.id,
  fullName: terapeutas.fullName,
  title: terapeutas.title,
  specialty: terapeutas.specialty,
  rating: terapeutas.rating,
  reviewCount: terapeutas.reviewCount,
  sessionPrice: terapeutas.sessionPrice,
  sessionDuration: terapeutas.sessionDuration,
  sessionFormats: terapeutas.sessionFormats,
  sessionTypes: terapeutas.sessionTypes,
  languages: terapeutas.languages,
  location: terapeutas.location,
  city: terapeutas.city,
  state: terapeutas.state,
  profileImageUrl: terapeutas.profileImageUrl,
  description: terapeutas.description,
  bio: terapeutas.bio,
  approach: terapeutas.approach,
  approaches: terapeutas.approaches,
  education: terapeutas.education,
  youtubeVideoUrl: terapeutas.youtubeVideoUrl,
  freeFirstSession: terapeutas.freeFirstSession,
  crp: terapeutas.crp,
  bufferMinutes: terapeutas.bufferMinutes,
  minNoticeHours: terapeutas.minNoticeHours,
  // the office's neighbourhood and city only: who sees the rest is office.ts's
  ...PUBLIC_OFFICE_COLUMNS,
  // 'CRP verificado' and its day (never who decided, the reason or the document)
  verificacaoEstado: terapeutas.verificacaoEstado,
  verificacaoDecididaEm: terapeutas.verificacaoDecididaEm,
};
export type PublicTherapistRow = Pick<TerapeutaRow, keyof typeof PUBLIC_COLUMNS>;

export function toPublicTherapist(row: PublicTherapistRow, specialties: Specialty[]): PublicTherapist {
  const price = round2(Number(row.sessionPrice));
  return {
    id: row.id,
    fullName: row.fullName,
    title: row.title,
    specialty: row.specialty,
    specialties,
    rating: round2(Number(row.rating)),
    reviewCount: row.reviewCount,
    price,
    sessionPrice: price,
    sessionDuration: row.sessionDuration,
    sessionFormats: row.sessionFormats as SessionFormat[],
    sessionTypes: row.sessionTypes as SessionType[],
    languages: row.languages as Language[],
    location: row.location,
    city: row.city,
    state: row.state,
    profileImageUrl: row.profileImageUrl,
    image: row.profileImageUrl,
    description: row.description,
    bio: row.bio,
    approach: row.approach,
    approaches: (row.approaches ?? []) as TherapyApproach[],
    education: row.education ?? [],
    youtubeVideoUrl: row.youtubeVideoUrl,
    freeFirstSession: row.freeFirstSession,
    crp: row.crp,
    bufferMinutes: row.bufferMinutes,
    minNoticeHours: row.minNoticeHours,
    officeNeighborhood: row.officeNeighborhood,
    officeCity: row.officeCity,
    crpVerificadoEm: crpVerificadoEm(row),
  };
}

/** The São Paulo day the CRP was verified, null unless it is verified. */
export function crpVerificadoEm(row: Pick<TerapeutaRow, 'verificacaoEstado' | 'verificacaoDecididaEm'>): string | null {
  if (row.verificacaoEstado !== 'verificado' || !row.verificacaoDecididaEm) return null;
  return instantToWallClock(row.verificacaoDecididaEm).slice(0, 10);
}


/** The private read: the public record plus the owner's own fields; `missingForPublication`
 * lists what still keeps the profile out of the public pages (shared-domain profileMissingFields). */
export function toPrivateTherapist(row: TerapeutaRow, specialties: Specialty[], hasAvailability = false) {
  // Read from the record even before its first save, so the checklist ticks what is already there
  // (the name from sign-up); the first save itself is `profileComplete`.
  const missingForPublication = profileMissingFields({
    fullName: row.fullName,
    crp: row.crp,
    sessionPrice: Number(row.sessionPrice),
    freeFirstSession: row.freeFirstSession,
    specialties,
    sessionFormats: row.sessionFormats,
    city: row.city,
    bio: row.bio,
    officeAddress: officeAddressOf(row),
    hasAvailability,
  });
  return {
    publishable: row.profileComplete && missingForPublication.length === 0,
    missingForPublication,
    ...toPublicTherapist(row, specialties),
    email: row.email,
    paymentLink: row.paymentLink,
    preferenciaSala: row.preferenciaSala === 'link' ? 'link' : 'acolhe',
    gender: row.gender as TherapistGender | '',
    genderInSearch: row.genderInSearch,
    cpf: row.cpf,
    birthDate: row.birthDate ?? '',
    phone: row.phone,
    officeAddress: officeAddressOf(row),
    profileComplete: row.profileComplete,
    availability: row.availabilitySummary ?? undefined,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Specialties of each therapist, in the order the therapist chose them. */
export async function specialtiesOf(db: Executor, ids: readonly string[]): Promise<Map<string, Specialty[]>> {
  const map = new Map<string, Specialty[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({
      terapeutaId: terapeutaEspecialidades.terapeutaId,
      id: especialidades.id,
      name: especialidades.name,
    })
    .from(terapeutaEspecialidades)
    .innerJoin(especialidades, eq(especialidades.id, terapeutaEspecialidades.especialidadeId))
    .where(inArray(terapeutaEspecialidades.terapeutaId, [...ids]))
    .orderBy(asc(terapeutaEspecialidades.terapeutaId), asc(terapeutaEspecialidades.position));
  for (const r of rows) {
    const list = map.get(r.terapeutaId) ?? [];
    list.push({ id: r.id, name: r.name });
    map.set(r.terapeutaId, list);
  }
  return map;
}

export async function findTherapistRow(db: Executor, id: string): Promise<TerapeutaRow | undefined> {
  const [row] = await prepared(db, 'terapeuta', (d, name) => d.select(TERAPEUTA_COLUMNS).from(terapeutas).where(eq(terapeutas.id, sql.placeholder('id'))).limit(1).prepare(name)).execute({ id });
  return row;
}

export async function toPublicList(db: Executor, rows: PublicTherapistRow[]): Promise<PublicTherapist[]> {
  const specs = await specialtiesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toPublicTherapist(r, specs.get(r.id) ?? []));
}
