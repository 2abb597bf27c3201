// Who is public has one definition (publicacao.ts, issue 43): the public reads use it, and so does
// the booking's own write — acolhe_reservar_sessao renders PUBLICADO — so a profile that stops being
// public for ANY of its reasons between the service's read and the write is refused by the write
// itself (AC004 → the same 409 as the service's), not only a suspension or a verification taken back
// (operacao/suspensao.test.ts).
import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { terapeutas } from '../db/schema';
import { pgErrorCode } from '../lib/errors';
import { NOT_TAKING_REQUESTS_SQLSTATE, reserveSession, type NewSession } from '../sessoes/reserva';
import { createReadyTherapist, newClient, newTherapist, useTestApp } from '../../testing/helpers';
import { publicadoColumn } from './publicacao';

describe('the booking writes only for a public profile (PUBLICADO)', () => {
  const t = useTestApp();

  it.each<[string, (id: string) => SQL]>([
    ['saved incomplete again', (id) => sql`UPDATE terapeutas SET profile_complete = false WHERE id = ${id}`],
    ['no longer publishable by its own fields', (id) => sql`UPDATE terapeutas SET publicavel = false WHERE id = ${id}`],
    ['left without an open weekly day', (id) => sql`UPDATE disponibilidades SET schedule = '[]'::jsonb WHERE terapeuta_id = ${id}`],
  ])('refuses a therapist whose profile was %s after the service read it', async (_why, change) => {
    t.clock.set('2030-01-16T13:00:00.000Z');
    const therapist = await createReadyTherapist(t, { user: newTherapist('Corrida da Publicação') });
    const client = newClient('Cliente da Corrida');
    expect((await t.call({ method: 'GET', url: '/sessoes/cliente', user: client })).statusCode).toBe(200);
    const startsAt = new Date('2030-01-21T09:00:00-03:00');
    const session: NewSession = {
      id: randomUUID(), terapeutaId: therapist.sub, clienteId: client.sub, clientName: 'Cliente da Corrida', date: '2030-01-21', time: '09:00', status: 'PENDING',
      notes: '', paymentMethod: null, modality: 'online', durationMinutes: 50, bufferMinutes: 0, startsAt,
      occupiedUntil: new Date(startsAt.getTime() + 50 * 60_000), createdAt: t.clock.now(), updatedAt: t.clock.now(),
    };
    const isPublic = async () => (await t.db.select({ publico: publicadoColumn() }).from(terapeutas).where(eq(terapeutas.id, therapist.sub)))[0]?.publico;
    expect(await isPublic()).toBe(true);
    await t.db.execute(change(therapist.sub));
    expect(await isPublic()).toBe(false);
    const refused = await reserveSession(t.db, session, [], { perTherapist: 3, overall: 6 }).then(() => null, (e: unknown) => e);
    expect(pgErrorCode(refused)).toBe(NOT_TAKING_REQUESTS_SQLSTATE);
  });
});
