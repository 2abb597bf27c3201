// Row locks that never wait on each other in a cycle. A booking serialises its client's bookings
// on the client's row; a review serialises the therapist's rating on the therapist's row; each
// insert's foreign keys then ask for a KEY SHARE lock on the other row. With FOR UPDATE (which
// conflicts with KEY SHARE) one client booking and reviewing one therapist at once deadlocked on
// PostgreSQL and one of the two answered 409 (seen in the two-replica load test); FOR NO KEY
// UPDATE serialises the same writers and lets the foreign-key checks through.
//
// Only in the PostgreSQL run (api/jest.config.cjs leaves it out without DATABASE_URL): PGlite runs
// one statement at a time on one connection, where no two transactions ever wait on each other.
// With FOR UPDATE in acolhe_reservar_sessao and acolhe_avaliar this test fails on PostgreSQL.
import type { Slot } from '@acolhe/shared-domain';
import { completedSession, createReadyTherapist, newClient, useTestApp } from '../../testing/helpers';

describe('booking and reviewing at once', () => {
  const t = useTestApp();

  it('each client books and reviews one therapist in the same instant: every request answered 201', async () => {
    t.clock.set('2030-01-16T13:00:00.000Z');
    const therapist = await createReadyTherapist(t);
    const free = (await t.call({ method: 'GET', url: `/agenda/terapeutas/${therapist.sub}/slots-mes?year=2030&month=2` })).json<Slot[]>().filter((s) => s.available);
    const clients = Array.from({ length: 30 }, (_, i) => newClient(`Cliente Simultâneo ${i}`));
    // each client's record exists before the race (the first authenticated request creates it)
    for (const c of clients) expect((await t.call({ method: 'GET', url: '/sessoes/cliente', user: c })).statusCode).toBe(200);
    // and a completed session with the therapist each, which a review needs (issue 32)
    for (const c of clients) await completedSession(t, c, therapist.sub);
    const answers = await Promise.all(
      clients.flatMap((c, i) => [
        t.call({ method: 'POST', url: '/sessoes', user: c, body: { therapistId: therapist.sub, date: free[i]!.date, time: free[i]!.time } }),
        t.call({ method: 'POST', url: '/avaliacoes', user: c, body: { terapeutaId: therapist.sub, nota: 5, comentario: 'Muito atenciosa e pontual.' } }),
      ]),
    );
    expect(answers.map((a) => (a.statusCode === 201 ? 201 : `${a.statusCode} ${a.body}`))).toEqual(answers.map(() => 201));
  });
});
