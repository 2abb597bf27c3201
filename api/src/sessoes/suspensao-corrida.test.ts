// A suspension committed while a booking waits to be written (issue 32's gap): the booking read
// the therapist as public, the operator's transaction holds the therapist's row (FOR UPDATE, as
// operacao/suspensao.ts does) and commits; the booking's reservation then must refuse, not leave
// a new pending request with a suspended therapist. acolhe_reservar_sessao re-reads the operators'
// switches under a share lock of the row. Without that re-read this test gets 201.
//
// Only in the PostgreSQL run (api/jest.config.cjs leaves it out without DATABASE_URL): PGlite runs
// one statement at a time on one connection, where no write waits for another transaction.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Slot } from '@acolhe/shared-domain';
import { MODERACAO_MSG } from '@acolhe/shared-domain';
import { createReadyTherapist, json, newClient, startTestApp, type TestContext } from '../../testing/helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a suspension committed while a booking waits for the therapist’s row', () => {
  let t: TestContext;
  let operator: pg.Client;
  beforeAll(async () => {
    t = await startTestApp();
    operator = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await operator.connect();
  });
  afterAll(async () => {
    await operator.query('ROLLBACK').catch(() => undefined);
    await operator.end();
    await t.close();
  });

  it('the booking answers 409 "suspenso" and no pending request is left', async () => {
    t.clock.set('2030-01-16T13:00:00.000Z');
    const therapist = await createReadyTherapist(t);
    const client = newClient('Cliente Apressado');
    expect((await t.call({ method: 'GET', url: '/sessoes/cliente', user: client })).statusCode).toBe(200);
    const slot = json<Slot[]>(await t.call({ method: 'GET', url: `/agenda/terapeutas/${therapist.sub}/slots-mes?year=2030&month=2` })).find((s) => s.available)!;

    await operator.query('BEGIN');
    await operator.query('SELECT id FROM terapeutas WHERE id = $1 FOR UPDATE', [therapist.sub]);
    await operator.query('UPDATE terapeutas SET suspenso_em = now() WHERE id = $1', [therapist.sub]);
    const booking = t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: therapist.sub, date: slot.date, time: slot.time } });
    // the booking has read the therapist (still public for it) and now waits for the row (the
    // only thing of this database that can wait for a lock here)
    for (let waited = 0; ; waited += 50) {
      const { rows } = await operator.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
      );
      if (rows[0]!.n > 0) break;
      if (waited > 15_000) {
        const all = await operator.query(`SELECT state, wait_event_type, wait_event, left(query, 120) AS q FROM pg_stat_activity WHERE datname = current_database()`);
        const early = await Promise.race([booking.then((a) => `${a.statusCode} ${a.body}`), sleep(10).then(() => 'pendente')]);
        throw new Error(`a reserva não chegou a esperar pela linha do terapeuta: ${early} ${JSON.stringify(all.rows)}`);
      }
      await sleep(50);
    }
    await operator.query('COMMIT');

    const answer = await booking;
    expect({ status: answer.statusCode, body: json(answer) }).toEqual({ status: 409, body: { message: MODERACAO_MSG.suspensoIndisponivel } });
    const left = (await t.db.execute(sql`SELECT count(*)::int AS n FROM sessoes WHERE terapeuta_id = ${therapist.sub}`)) as unknown as { rows: { n: number }[] };
    expect(left.rows[0]!.n).toBe(0);
  });
});
