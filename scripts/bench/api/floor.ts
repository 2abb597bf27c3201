// The database's own floor for `POST /sessoes` (issue 35): a booking-shaped insert transaction —
// BEGIN; one PENDING row into sessoes (its GiST exclusion constraint, foreign keys and triggers
// checked as for a booking); COMMIT — run directly on the engine, `inFlight` at a time, through
// Drizzle as the api runs its statements. On PGlite that is the api's own in-process database
// (one connection: the transactions take turns); on PostgreSQL a pool of `inFlight` connections of
// its own. Statements go as text with literals of values this file makes (scripts has no Drizzle
// of its own): the floor pays no parameter binding, so it is if anything a little higher. The api's booking does more (its guards, validation, the slot rules, the pending
// limits, the notification): the bench states what share of this floor it reaches.
import type { Database } from '@acolhe/api/db';

/** A SQL literal of our own generated values (Drizzle's `sql` tag belongs to the api package). */
const q = (v: string) => `'${v.replace(/'/g, "''")}'`;

/** Where floor insert `i` goes: therapists in turn, each one's sessions an hour apart from
 * `baseMs` on (50-minute rows: never overlapping, so the constraint is checked and never refuses),
 * clients in turn. Pure. */
export function floorSlot(i: number, therapists: number, clients: number, baseMs: number) {
  const start = new Date(baseMs + Math.floor(i / therapists) * 3_600_000);
  const end = new Date(start.getTime() + 50 * 60_000);
  const iso = start.toISOString();
  return { therapist: i % therapists, client: i % clients, date: iso.slice(0, 10), time: iso.slice(11, 16), startsAt: start, occupiedUntil: end };
}

/** The note the floor's rows carry (removed afterwards). */
export const FLOOR_NOTE = 'piso do banco (bench)';
/** Far past any booking horizon: the floor's rows never meet the api's. */
const FLOOR_BASE_MS = Date.UTC(2031, 0, 1, 0, 0);

export interface FloorFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  inFlight: number;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1]! : Number.NaN);

/** `inFlight` loops of booking-shaped insert transactions for `seconds`, on `db`. */
export async function measureFloor(db: Database, seconds: number, inFlight: number): Promise<FloorFigures> {
  const ids = async (text: string) => ((await db.execute(text)) as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  const therapists = await ids('select id from terapeutas order by id limit 1000');
  const clients = await ids('select id from clientes order by id limit 100');
  if (!therapists.length || !clients.length) throw new Error('piso: sem terapeutas ou clientes no banco');
  let next = 0;
  let errors = 0;
  let firstError = '';
  const times: number[] = [];
  const insert = async () => {
    const i = next++;
    const s = floorSlot(i, therapists.length, clients.length, FLOOR_BASE_MS);
    const now = new Date();
    await db.transaction(async (tx) => {
      await tx.execute(
        `insert into sessoes (id, terapeuta_id, cliente_id, client_name, date, "time", status, notes, payment_method, modality, ` +
          `duration_minutes, buffer_minutes, starts_at, occupied_until, created_at, updated_at) values (` +
          [`piso-${i}-${now.getTime()}`, therapists[s.therapist]!, clients[s.client]!, 'Cliente Piso', s.date, s.time, 'PENDING', FLOOR_NOTE, 'pix', 'online']
            .map(q)
            .join(', ') +
          `, 50, 0, ${[s.startsAt, s.occupiedUntil, now, now].map((d) => q(d.toISOString())).join(', ')})`,
      );
    });
  };
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          await insert();
          times.push(performance.now() - t0);
        } catch (error) {
          errors++;
          firstError ||= String(error);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await db.execute(`delete from sessoes where notes = ${q(FLOOR_NOTE)}`);
  if (firstError) console.error(`piso: ${errors} erros, o primeiro: ${firstError}`);
  times.sort((a, b) => a - b);
  return { rps: times.length / elapsed, p50: Math.round(percentile(times, 50)), p99: Math.round(percentile(times, 99)), errors, requests: times.length, inFlight };
}
