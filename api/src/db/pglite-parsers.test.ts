// Issue 35: PGlite reads drizzle's text types as text itself, so drizzle's queries go without the
// per-query parser set PGlite would copy (~320 parsers) on every call — and nothing else changes:
// drizzle still gets text, SQL that is not drizzle's (pg-boss, metrics) still gets Dates.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { createDatabase, type DatabaseHandle } from './client';
import { DRIZZLE_TEXT_TYPES, forDrizzle, readDrizzleTypesAsText, withoutDrizzleParsers } from './pglite-parsers';

const SAMPLE = sql`select '2030-01-16 13:00:00+00'::timestamptz as instante, '2030-01-16'::date as dia,
  '2030-01-16 13:00'::timestamp as local, array['2030-01-16'::date] as dias, interval '50 minutes' as duracao`;

describe('PGlite parsers set once for drizzle', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(async () => client.close());

  it("drizzle's queries reach PGlite without their own parser set, and still read text", async () => {
    const own = readDrizzleTypesAsText(client);
    expect(own[1184]!('2030-01-16 13:00:00+00')).toBeInstanceOf(Date); // PGlite's own, kept for raw SQL
    const seen: (object | undefined)[] = [];
    const query = client.query.bind(client);
    const spy = jest.spyOn(client, 'query').mockImplementation((text, params, options) => {
      seen.push(options);
      return query(text, params, options);
    });
    try {
      const db = drizzle(forDrizzle(client));
      const { rows } = await db.execute(SAMPLE);
      expect(rows[0]).toEqual({ instante: '2030-01-16 13:00:00+00', dia: '2030-01-16', local: '2030-01-16 13:00:00', dias: '{2030-01-16}', duracao: '00:50:00' });
      await db.transaction(async (tx) => {
        const inside = await tx.execute(sql`select '2030-01-16'::date as dia`);
        expect(inside.rows[0]).toEqual({ dia: '2030-01-16' });
      });
      expect(seen.length).toBeGreaterThan(0);
      for (const options of seen) expect(options).not.toHaveProperty('parsers');
    } finally {
      spy.mockRestore();
    }
  });

  it('leaves a parser set that is not drizzle’s as it is', () => {
    const mine = { parsers: { 1184: (value: string) => new Date(value) } };
    expect(withoutDrizzleParsers(mine)).toBe(mine);
    const drizzles = { rowMode: 'array' as const, parsers: Object.fromEntries(DRIZZLE_TEXT_TYPES.map((t) => [t, (v: string) => v])) };
    expect(withoutDrizzleParsers(drizzles)).toEqual({ rowMode: 'array' });
    expect(withoutDrizzleParsers(undefined)).toBeUndefined();
  });
});

describe('the PGlite handle', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createDatabase({});
  });
  afterAll(async () => handle.close());

  it('answers drizzle text and raw SQL Dates, as before', async () => {
    const { rows } = (await handle.db.execute(SAMPLE)) as unknown as { rows: Record<string, unknown>[] };
    expect(rows[0]).toMatchObject({ instante: '2030-01-16 13:00:00+00', dia: '2030-01-16' });
    const text = "select '2030-01-16 13:00:00+00'::timestamptz as instante, '2030-01-16'::date as dia";
    const withValues = (await handle.raw.executeSql(`${text}, $1::int as n`, [1])).rows[0] as Record<string, unknown>;
    const plain = (await handle.raw.executeSql(text)).rows[0] as Record<string, unknown>;
    for (const row of [withValues, plain]) {
      expect(row.instante).toEqual(new Date('2030-01-16T13:00:00Z'));
      expect(row.dia).toBeInstanceOf(Date);
    }
  });
});
