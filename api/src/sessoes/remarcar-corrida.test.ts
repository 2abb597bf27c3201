// A move (POST /sessoes/{id}/remarcar) reads the therapist's slots before its transaction: an
// external calendar's busy interval or a waiting-list hold written by a sync or an offer right after
// that read (both under the therapist's turn) must still refuse it, as it refuses a booking. The
// race is made exact: the slot read (agenda/service rulesForDate) runs for real, then the row is
// written before the move's transaction starts — only the check under the turn can see it.
import { sql } from 'drizzle-orm';
import type { Appointment } from '@acolhe/shared-domain';
import { MSG } from '../lib/messages';
import { createReadyTherapist, newClient, useTestApp, type TestUser } from '../../testing/helpers';

type AgendaService = typeof import('../agenda/service');
const afterSlotRead: { write?: () => Promise<unknown> } = {};
jest.mock('../agenda/service', () => {
  const actual = jest.requireActual<AgendaService>('../agenda/service');
  return {
    ...actual,
    rulesForDate: async (...args: Parameters<AgendaService['rulesForDate']>) => {
      const rules = await actual.rulesForDate(...args);
      const write = afterSlotRead.write;
      afterSlotRead.write = undefined;
      if (write) await write();
      return rules;
    },
  };
});

describe('a move onto a time taken after its slot read (sessoes/mudancas reschedule)', () => {
  const t = useTestApp();
  let therapist: TestUser; // Mon–Fri 09:00, 10:00, 11:00
  beforeAll(async () => {
    therapist = await createReadyTherapist(t, { profile: { fullName: 'Helena Prado' } });
  });
  beforeEach(() => {
    t.clock.set('2030-01-16T13:00:00.000Z'); // Wed 16/01/2030 10:00 in São Paulo
  });

  const book = async (user: TestUser, date: string, time: string): Promise<Appointment> => {
    const res = await t.call({ method: 'POST', url: '/sessoes', user, body: { therapistId: therapist.sub, date, time } });
    expect(res.statusCode).toBe(201);
    return res.json<Appointment>();
  };
  const move = (user: TestUser, id: string, date: string, time: string) => t.call({ method: 'POST', url: `/sessoes/${id}/remarcar`, user, body: { date, time } });
  const stillAt = async (user: TestUser, id: string, time: string) => {
    const res = await t.call({ method: 'GET', url: `/sessoes/${id}`, user });
    expect(res.json<Appointment>().time).toBe(time);
  };

  it.each([
    ['the client', 'cliente'],
    ['the therapist', 'terapeuta'],
  ] as const)('%s: busy in an external calendar synced in between → 409, as a booking is told, nothing moved', async (_who, by) => {
    const client = newClient('Rafael Cliente');
    const date = by === 'cliente' ? '2030-02-04' : '2030-02-05';
    const session = await book(client, date, '09:00');
    const calendarId = `cal-${by}`;
    afterSlotRead.write = async () => {
      await t.db.execute(
        sql`INSERT INTO calendarios_externos (id, terapeuta_id, tipo, rotulo, segredo, chave_id, chave_dados, estado) VALUES (${calendarId}, ${therapist.sub}, 'ics', 'Consultório', 'x', 'x', 'x', 'ok')`,
      );
      // 10:00–10:30 in São Paulo (UTC−3): inside the 10:00 session
      await t.db.execute(
        sql`INSERT INTO ocupacoes_externas (terapeuta_id, calendario_id, inicio, fim) VALUES (${therapist.sub}, ${calendarId}, ${`${date}T13:00:00Z`}::timestamptz, ${`${date}T13:30:00Z`}::timestamptz)`,
      );
    };
    const res = await move(by === 'cliente' ? client : therapist, session.id, date, '10:00');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MSG.slotBlocked });
    await stillAt(client, session.id, '09:00');
  });

  it.each([
    ['the client', 'cliente'],
    ['the therapist', 'terapeuta'],
  ] as const)("%s: held for another client's waiting-list offer made in between → 409, as a booking is told, nothing moved", async (_who, by) => {
    const client = newClient('Rafael Cliente');
    const holder = newClient('Bruna Espera');
    const date = by === 'cliente' ? '2030-02-06' : '2030-02-07';
    await book(holder, by === 'cliente' ? '2030-02-11' : '2030-02-12', '11:00'); // the holder is a client of the marketplace (its row)
    const session = await book(client, date, '09:00');
    afterSlotRead.write = async () => {
      const entry = `entrada-${by}`;
      await t.db.execute(
        sql`INSERT INTO espera_entradas (id, cliente_id, terapeuta_id, dias_semana, inicio, fim, expira_em) VALUES (${entry}, ${holder.sub}, ${therapist.sub}, ARRAY[1,2,3,4,5], '09:00', '12:00', '2030-03-01T00:00:00Z')`,
      );
      await t.db.execute(
        sql`INSERT INTO espera_ofertas (id, entrada_id, terapeuta_id, cliente_id, date, "time", starts_at, occupied_until, estado, expira_em) VALUES (${`oferta-${by}`}, ${entry}, ${therapist.sub}, ${holder.sub}, ${date}, '10:00', ${`${date}T13:00:00Z`}::timestamptz, ${`${date}T14:00:00Z`}::timestamptz, 'viva', '2030-01-16T15:00:00Z')`,
      );
    };
    const res = await move(by === 'cliente' ? client : therapist, session.id, date, '10:00');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MSG.slotUnavailable });
    await stillAt(client, session.id, '09:00');
  });

  it("the holder's own offer is no obstacle to moving their session onto it (the booking's rule)", async () => {
    const holder = newClient('Carla Espera');
    const date = '2030-02-08';
    const session = await book(holder, date, '09:00');
    afterSlotRead.write = async () => {
      await t.db.execute(
        sql`INSERT INTO espera_entradas (id, cliente_id, terapeuta_id, dias_semana, inicio, fim, expira_em) VALUES ('entrada-propria', ${holder.sub}, ${therapist.sub}, ARRAY[5], '09:00', '12:00', '2030-03-01T00:00:00Z')`,
      );
      await t.db.execute(
        sql`INSERT INTO espera_ofertas (id, entrada_id, terapeuta_id, cliente_id, date, "time", starts_at, occupied_until, estado, expira_em) VALUES ('oferta-propria', 'entrada-propria', ${therapist.sub}, ${holder.sub}, ${date}, '11:00', ${`${date}T14:00:00Z`}::timestamptz, ${`${date}T15:00:00Z`}::timestamptz, 'viva', '2030-01-16T15:00:00Z')`,
      );
    };
    const res = await move(therapist, session.id, date, '11:00');
    expect(res.statusCode).toBe(200);
    await stillAt(holder, session.id, '11:00');
  });
});
