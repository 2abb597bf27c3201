// Issue 47 item 2: a booking on the embedded database costs its round trips (PGlite's one
// connection serialises them). POST /sessoes writes the session AND its messages (the outbox rows
// the SessaoSolicitada subscribers prepared before the write) in ONE statement,
// acolhe_reservar_sessao; this counts every statement a booking sends so that no change adds one
// silently. PGlite through the statement observer (db/query-observer.ts), PostgreSQL through
// node-postgres's client (BEGIN/COMMIT left out: PGlite's transactions are not observed either).
import { createReadyTherapist, newClient, useTestApp } from '../../testing/helpers';
import { countStatements } from '../../testing/statements';

/** Statements of a booking with an Idempotency-Key, measured before issue 43's events (on both
 * engines): the key's claim, the booking's context (acolhe_contexto_reserva), its one write, the
 * key's answer. A series' request adds the series' row, in the same transaction. */
const BOOKING_STATEMENTS = 4;
const SERIES_REQUEST_STATEMENTS = 5;

describe('the statements of a booking (POST /sessoes)', () => {
  const t = useTestApp();
  beforeEach(() => t.clock.set('2030-01-16T13:00:00.000Z')); // Wed 16/01/2030 10:00 in São Paulo

  async function statementsOf(body: Record<string, unknown>, key: string) {
    const therapist = await createReadyTherapist(t);
    const client = newClient('Rafaela Prado');
    // the client's account is seen once before (its first sight writes its records)
    expect((await t.call({ method: 'GET', url: '/sessoes/cliente', user: client })).statusCode).toBe(200);
    const counter = countStatements();
    try {
      const res = await t.call({ method: 'POST', url: '/sessoes', user: client, headers: { 'idempotency-key': key }, body: { therapistId: therapist.sub, ...body } });
      expect(res.statusCode).toBe(201);
    } finally {
      counter.stop();
    }
    const writes = counter.statements.filter((s) => /acolhe_reservar_sessao|insert into "notificacoes"|acolhe_escrever_notificacoes/i.test(s));
    return { all: counter.statements, writes };
  }

  it('writes the session and its messages in one statement, and sends no more statements than before', async () => {
    const { all, writes } = await statementsOf({ date: '2030-02-04', time: '09:00' }, 'reserva-statements-1');
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/acolhe_reservar_sessao/);
    expect(all.length).toBeLessThanOrEqual(BOOKING_STATEMENTS);
  });

  it('a series request: the series row, then the session and its messages in one statement', async () => {
    const { all, writes } = await statementsOf({ date: '2030-02-04', time: '09:00', recorrencia: 'semanal' }, 'reserva-statements-2');
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/acolhe_reservar_sessao/);
    expect(all.filter((s) => /insert into "series"/i.test(s))).toHaveLength(1);
    expect(all.length).toBeLessThanOrEqual(SERIES_REQUEST_STATEMENTS);
  });
});
