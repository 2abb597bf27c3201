// Client profile: the owner's read and partial update (fields absent from the body are kept).
import { eq } from 'drizzle-orm';
import type { Client, ClientGender, ClientProfileInput, UfCode } from '@acolhe/shared-domain';
import type { AuthUser } from '../auth/verifier';
import type { Database, Executor } from '../db/client';
import type { EventBus } from '../eventos/bus';
import { clientes, sessoes, avaliacoes, type ClienteRow } from '../db/schema';
import { forbidden, notFound } from '../lib/errors';
import { MSG } from '../lib/messages';
import { ensureUserRecord } from './registros';
import './events'; // the slice's events (declared there) for the bus

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

/** Saves the caller's profile; publishes PerfilDoClienteSalvo with it (the therapists' public
 * profiles that show the client's name on a review hear it after the commit). */
export async function updateClient(bus: EventBus, db: Database, caller: AuthUser, input: ClientProfileInput, now: Date): Promise<Client> {
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
  await bus.transaction(db, now, async (tx, publish) => {
    await ensureUserRecord(tx, publish, caller);
    await tx.update(clientes).set(set).where(eq(clientes.id, caller.sub));
    // The name shown on the client's appointments and reviews follows the profile.
    const reviewed = input.name ? await renameEverywhere(tx, caller.sub, input.name) : [];
    // the review author's name on the public profiles of the therapists they reviewed (not on the lists)
    await publish('PerfilDoClienteSalvo', { clienteId: caller.sub, terapeutasAvaliados: reviewed });
  });
  return getClient(db, caller.sub);
}

/** The client's name on their sessions and reviews; the therapists of those reviews. */
async function renameEverywhere(tx: Executor, clienteId: string, name: string): Promise<string[]> {
  await tx.update(sessoes).set({ clientName: name }).where(eq(sessoes.clienteId, clienteId));
  const reviewed = await tx.update(avaliacoes).set({ clientName: name }).where(eq(avaliacoes.clienteId, clienteId)).returning({ terapeutaId: avaliacoes.terapeutaId });
  return reviewed.map((r) => r.terapeutaId);
}

export async function setClientImage(db: Executor, id: string, url: string, now: Date): Promise<void> {
  await db.update(clientes).set({ image: url, updatedAt: now }).where(eq(clientes.id, id));
}
