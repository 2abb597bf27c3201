// Client profile: the owner's read and partial update (fields absent from the body are kept).
import type { CacheEvents } from '../lib/cache-events';
import { eq } from 'drizzle-orm';
import type { Client, ClientGender, ClientProfileInput, UfCode } from '@acolhe/shared-domain';
import type { AuthUser } from '../auth/verifier';
import type { Database } from '../db/client';
import { clientes, sessoes, avaliacoes, type ClienteRow } from '../db/schema';
import { forbidden, notFound } from '../lib/errors';
import { MSG } from '../lib/messages';
import { ensureUserRecord } from './registros';

export function toClient(row: ClienteRow): Client {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    image: row.image,
    gender: row.gender as ClientGender | '',
    birthDate: row.birthDate ?? '',
    phone: row.phone,
    city: row.city,
    state: row.state as UfCode | '',
    cpf: row.cpf,
    zipCode: row.zipCode,
    street: row.street,
    number: row.number,
    complement: row.complement,
    neighborhood: row.neighborhood,
  };
}

/** 404 for an unknown id, 403 for somebody else's profile. */
export async function assertOwnClient(db: Database, caller: AuthUser, id: string): Promise<void> {
  if (caller.tipo === 'cliente' && caller.sub === id) return;
  const [row] = await db.select({ id: clientes.id }).from(clientes).where(eq(clientes.id, id)).limit(1);
  if (!row) throw notFound(MSG.clientNotFound);
  throw forbidden(MSG.forbidden);
}

export async function getClient(db: Database, id: string): Promise<Client> {
  const [row] = await db.select().from(clientes).where(eq(clientes.id, id)).limit(1);
  if (!row) throw notFound(MSG.clientNotFound);
  return toClient(row);
}

export async function updateClient(db: Database, events: CacheEvents, caller: AuthUser, input: ClientProfileInput, now: Date): Promise<Client> {
  const set: Partial<typeof clientes.$inferInsert> = { updatedAt: now, name: input.name };
  // `email` in the body is ignored: notifications go to the identity provider's verified e-mail,
  // which the guard copies from the token (auth/guard.ts); a body could name anyone's address.
  if (input.image !== undefined) set.image = input.image;
  if (input.gender !== undefined) set.gender = input.gender;
  if (input.birthDate !== undefined) set.birthDate = input.birthDate === '' ? null : input.birthDate;
  if (input.phone !== undefined) set.phone = input.phone;
  if (input.city !== undefined) set.city = input.city;
  if (input.state !== undefined) set.state = input.state;
  if (input.cpf !== undefined) set.cpf = input.cpf;
  if (input.zipCode !== undefined) set.zipCode = input.zipCode;
  if (input.street !== undefined) set.street = input.street;
  if (input.number !== undefined) set.number = input.number;
  if (input.complement !== undefined) set.complement = input.complement;
  if (input.neighborhood !== undefined) set.neighborhood = input.neighborhood;
  const reviewed = await db.transaction(async (tx) => {
    await ensureUserRecord(tx as unknown as Database, events, caller);
    await tx.update(clientes).set(set).where(eq(clientes.id, caller.sub));
    // The name shown on the client's appointments and reviews follows the profile.
    if (!input.name) return [];
    await tx.update(sessoes).set({ clientName: input.name }).where(eq(sessoes.clienteId, caller.sub));
    return tx.update(avaliacoes).set({ clientName: input.name }).where(eq(avaliacoes.clienteId, caller.sub)).returning({ terapeutaId: avaliacoes.terapeutaId });
  });
  // the review author's name on the public profiles of the therapists they reviewed (not on the lists)
  if (reviewed.length > 0) events.publicReadsChanged({ profiles: reviewed.map((r) => r.terapeutaId), lists: 'unchanged' });
  return getClient(db, caller.sub);
}

export async function setClientImage(db: Database, id: string, url: string, now: Date): Promise<void> {
  await db.update(clientes).set({ image: url, updatedAt: now }).where(eq(clientes.id, id));
}
