// Therapist private record: the owner's read and the profile save (product.md#data profile form).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { VERIFICACAO_MSG, hasOpenDay, onlyDigits, profileMissingFields, type TherapistProfileInput } from '@acolhe/shared-domain';
import type { AuthUser } from '../auth/verifier';
import type { Database } from '../db/client';
import type { EventBus } from '../eventos/bus';
import { disponibilidades, terapeutaEspecialidades, terapeutas } from '../db/schema';
import { resolveEspecialidades } from '../catalogo/especialidades';
import { HttpError, badRequest, forbidden, notFound } from '../lib/errors';
import { MSG } from '../lib/messages';
import { citySlugOf, therapistSearchText } from '../lib/text';
import { ensureUserRecord } from './registros';
import { findTherapistRow, specialtiesOf, toPrivateTherapist } from './mapper';
import { emUso } from './em-uso';
import './events'; // the slice's events (declared there) for the bus

export type PrivateTherapist = ReturnType<typeof toPrivateTherapist>;

/** 404 for an unknown id, 403 for somebody else's record. */
export async function assertOwnTherapist(db: Database, caller: AuthUser, id: string): Promise<void> {
  if (caller.tipo === 'terapeuta' && caller.sub === id) return;
  const exists = await findTherapistRow(db, id);
  if (!exists) throw notFound(MSG.therapistNotFound);
  throw forbidden(MSG.forbidden);
}

export async function getPrivateTherapist(db: Database, id: string): Promise<PrivateTherapist> {
  const row = await findTherapistRow(db, id);
  if (!row) throw notFound(MSG.therapistNotFound);
  const [specs, [availability]] = await Promise.all([
    specialtiesOf(db, [id]),
    db.select({ schedule: disponibilidades.schedule }).from(disponibilidades).where(eq(disponibilidades.terapeutaId, id)).limit(1),
  ]);
  return toPrivateTherapist(row, specs.get(id) ?? [], hasOpenDay(availability?.schedule));
}

/** The stored `publicavel`: shared-domain's rule over the profile's own fields. The availability
 * part is not stored (the agenda saves it): the public queries check it with PUBLIC_CONDITION. */
export function publishableFields(input: TherapistProfileInput, specialtyCount: number): boolean {
  return (
    profileMissingFields({
      ...input,
      specialties: Array.from({ length: specialtyCount }),
      hasAvailability: true,
    }).length === 0
  );
}

/** 'Bairro, Cidade - UF' is kept when the city and state did not change; otherwise 'Cidade - UF'. */
function locationFor(previous: string, city: string, state: string): string {
  const suffix = `${city} - ${state}`;
  if (previous && (previous === suffix || previous.endsWith(`, ${suffix}`))) return previous;
  return suffix;
}

/** Saves the caller's profile; publishes PerfilDoTerapeutaSalvo with it (the public reads hear it
 * after the commit). */
export async function writeTherapistProfile(
  bus: EventBus,
  db: Database,
  caller: AuthUser,
  input: TherapistProfileInput,
  now: Date,
): Promise<PrivateTherapist> {
  const { found, missing } = await resolveEspecialidades(db, input.specialties);
  if (missing.length > 0) throw badRequest(MSG.unknownSpecialties, { specialties: MSG.unknownSpecialties });
  const education = input.education.map((e) => ({ ...e, id: e.id || randomUUID() }));
  const formats = [...new Set(input.sessionFormats)];

  await bus.transaction(db, now, async (tx, publish) => {
    await ensureUserRecord(tx, publish, caller);
    const [current] = await tx
      .select({ location: terapeutas.location, crp: terapeutas.crp, verificacao: terapeutas.verificacaoEstado })
      .from(terapeutas)
      .where(eq(terapeutas.id, caller.sub))
      .for('update');
    // A CRP under review stays what the operator is looking at (issue 40 item 3): changing it now
    // would let an approval verify a number nobody reviewed. Decided under the row's lock (above),
    // so a save and the operator's decision take turns; the therapist who typed the CRP wrong sends
    // the right one with its document (POST /terapeutas/{id}/verificacao), which restarts the review.
    if (current?.verificacao === 'em_analise' && current.crp !== input.crp) {
      throw new HttpError(409, VERIFICACAO_MSG.crpEmAnalise, { crp: VERIFICACAO_MSG.crpEmAnalise });
    }
    const location = locationFor(current?.location ?? '', input.city, input.state);
    // a verified CRP that changes goes back to the operators (and off the lists) until checked again
    const voltouParaAnalise = current?.verificacao === 'verificado' && current.crp !== input.crp;
    await tx
      .update(terapeutas)
      .set({
        fullName: input.fullName,
        birthDate: input.birthDate,
        gender: input.gender,
        // absent (a form that does not show it): the saved choice stays
        ...(input.genderInSearch === undefined ? {} : { genderInSearch: input.genderInSearch }),
        cpf: onlyDigits(input.cpf),
        crp: input.crp,
        phone: input.phone,
        city: input.city,
        state: input.state,
        citySlug: citySlugOf(input.city, location),
        location,
        languages: [...new Set(input.languages)],
        sessionTypes: [...new Set(input.sessionTypes)],
        sessionFormats: formats,
        offersOnline: formats.includes('online'),
        offersPresencial: formats.includes('presencial'),
        sessionPrice: input.sessionPrice,
        sessionDuration: input.sessionDuration,
        bufferMinutes: input.bufferMinutes,
        minNoticeHours: input.minNoticeHours,
        officeZipCode: input.officeAddress.zipCode,
        officeStreet: input.officeAddress.street,
        officeNumber: input.officeAddress.number,
        officeComplement: input.officeAddress.complement,
        officeNeighborhood: input.officeAddress.neighborhood,
        officeCity: input.officeAddress.city,
        officeState: input.officeAddress.state,
        freeFirstSession: input.freeFirstSession,
        bio: input.bio,
        youtubeVideoUrl: input.youtubeVideoUrl,
        paymentLink: input.paymentLink,
        ...(input.preferenciaSala ? { preferenciaSala: input.preferenciaSala } : {}),
        ...(input.profileImageUrl ? { profileImageUrl: input.profileImageUrl } : {}),
        title: input.title,
        specialty: input.specialty,
        description: input.description,
        approach: input.approach,
        approaches: [...new Set(input.approaches)],
        publicavel: publishableFields(input, found.length),
        education,
        availabilitySummary: input.availability ?? null,
        searchText: therapistSearchText({
          fullName: input.fullName,
          title: input.title,
          specialty: input.specialty,
          specialtyNames: found.map((s) => s.name),
          approaches: input.approaches,
        }),
        profileComplete: true,
        ...(voltouParaAnalise ? { verificacaoEstado: 'em_analise' as const, verificacaoEnviadaEm: now, verificacaoDecididaEm: null, verificacaoDecididaPor: null, verificacaoMotivo: null } : {}),
        updatedAt: now,
      })
      .where(eq(terapeutas.id, caller.sub));
    await tx.delete(terapeutaEspecialidades).where(eq(terapeutaEspecialidades.terapeutaId, caller.sub));
    if (found.length > 0) {
      await tx
        .insert(terapeutaEspecialidades)
        .values(found.map((s, position) => ({ terapeutaId: caller.sub, especialidadeId: s.id, position })));
    }
    // name, city, specialties… of the lists and the profile; a CRP back in review leaves the calendar
    await publish('PerfilDoTerapeutaSalvo', { terapeutaId: caller.sub, voltouParaAnalise });
  }).catch((error: unknown) => {
    // another therapist holds this CRP or CPF (unique among therapists, migration 0025): 409, never a 500
    throw emUso(error) ?? error;
  });
  return getPrivateTherapist(db, caller.sub);
}

/** The therapist's photo is `url` ('' when removed): on the profile and the cards (FotoDoTerapeutaAlterada). */
export async function setTherapistImage(bus: EventBus, db: Database, id: string, url: string, now: Date): Promise<void> {
  await bus.transaction(db, now, async (tx, publish) => {
    await tx.update(terapeutas).set({ profileImageUrl: url, updatedAt: now }).where(eq(terapeutas.id, id));
    await publish('FotoDoTerapeutaAlterada', { terapeutaId: id });
  });
}
