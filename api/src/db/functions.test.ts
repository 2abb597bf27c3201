// The database functions live one current file each in ./functions (functions.ts): the migrator
// applies them after the migrations, the database then holds exactly those texts, and the column
// lists they read from JSON (jsonb_to_record) agree with schema.ts, so a column added to a table
// cannot be silently dropped by a function that writes its rows.
import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { createTestDatabase } from '../../testing/helpers';
import type { DatabaseHandle } from './client';
import { databaseFunctions, withFragments } from './functions';
import { renderFragment } from './fragments';
import { PUBLICADO } from '../perfis/publicacao';
import { avaliacoes, notificacoes, sessoes } from './schema';
import { DATABASE_FUNCTIONS, migrateDatabase } from '../database';

/** The table whose row each JSON parameter carries (a new parameter must be named here). */
const ROW_OF: Record<string, PgTable> = { p_sessao: sessoes, p_notificacoes: notificacoes, p_avaliacao: avaliacoes };

const normalise = (type: string) =>
  type
    .toLowerCase()
    .replace(/^timestamptz$/, 'timestamp with time zone')
    .replace(/^int$|^int4$/, 'integer')
    .replace(/\s+/g, ' ')
    .trim();

/** `jsonb_to_record(p_x) AS alias(col type, …)` of a function's text. */
function recordLists(text: string): { parameter: string; columns: { name: string; type: string }[] }[] {
  return [...text.matchAll(/jsonb?_to_record(?:set)?\((\w+)\)\s+AS\s+\w+\(([^()]*)\)/gi)].map((m) => ({
    parameter: m[1]!,
    columns: m[2]!
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const [, name, type] = /^"?(\w+)"?\s+(.+)$/.exec(entry)!;
        return { name: name!, type: normalise(type!) };
      }),
  }));
}

const bodyOf = (text: string) => /\$\$([\s\S]*)\$\$/.exec(text)![1]!;

describe('database functions', () => {
  const functions = databaseFunctions(DATABASE_FUNCTIONS);

  it('has one file per function, named after it, written CREATE OR REPLACE', () => {
    expect(functions.length).toBeGreaterThanOrEqual(9);
    for (const fn of functions) {
      const created = [...fn.sql.matchAll(/CREATE\s+(OR\s+REPLACE\s+)?FUNCTION\s+(\w+)\s*\(/gi)];
      expect({ file: fn.name, created: created.map((m) => [Boolean(m[1]), m[2]]) }).toEqual({ file: fn.name, created: [[true, fn.name]] });
    }
  });

  it.each(databaseFunctions(DATABASE_FUNCTIONS).flatMap((fn) => recordLists(fn.sql).map((list) => [`${fn.name}(${list.parameter})`, list] as const)))(
    '%s reads the columns of its table as schema.ts declares them',
    (_name, list) => {
      const table = ROW_OF[list.parameter];
      expect({ parameter: list.parameter, known: Boolean(table) }).toEqual({ parameter: list.parameter, known: true });
      const config = getTableConfig(table!);
      const declared = new Map(config.columns.map((c) => [c.name, normalise(c.getSQLType())]));
      for (const column of list.columns) {
        expect({ column: `${config.name}.${column.name}`, type: declared.get(column.name) }).toEqual({ column: `${config.name}.${column.name}`, type: column.type });
      }
      // every column a row cannot do without is in the list
      const listed = new Set(list.columns.map((c) => c.name));
      const required = config.columns.filter((c) => c.notNull && !c.hasDefault).map((c) => c.name);
      expect(required.filter((name) => !listed.has(name))).toEqual([]);
    },
  );

  it("writes a shared rule's SQL where a file names it, and refuses a name it does not know", () => {
    expect(withFragments('select {{A}} and {{A}}', { A: 'x > 1' })).toBe('select x > 1 and x > 1');
    expect(() => withFragments('select {{NO_SUCH_RULE}}', { A: 'x' })).toThrow('NO_SUCH_RULE');
    // the booking's context reads the publication rule itself, not a copy of it
    const contexto = functions.find((f) => f.name === 'acolhe_contexto_reserva')!.sql;
    expect(contexto).toContain(DATABASE_FUNCTIONS.fragments.PUBLICADO);
    expect(DATABASE_FUNCTIONS.fragments.PUBLICADO).toBe(renderFragment(PUBLICADO));
    expect(contexto).not.toContain('{{');
  });

  it('knows every JSON parameter of a function that reads a row', () => {
    const parameters = functions.flatMap((fn) => recordLists(fn.sql).map((l) => l.parameter));
    expect(parameters.sort()).toEqual(['p_avaliacao', 'p_notificacoes', 'p_sessao']);
  });

  describe('applied by the migrator', () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await createTestDatabase();
    });
    afterAll(async () => handle.close());

    const stored = async () => {
      const result = (await handle.db.execute(sql`SELECT proname, prosrc FROM pg_proc WHERE proname LIKE 'acolhe\\_%' ORDER BY proname`)) as unknown as
        | { rows: { proname: string; prosrc: string }[] }
        | { proname: string; prosrc: string }[];
      const rows = Array.isArray(result) ? result : result.rows;
      return new Map(rows.map((r) => [r.proname, r.prosrc]));
    };

    it('leaves the database holding exactly the files’ functions', async () => {
      const inDatabase = await stored();
      expect([...inDatabase.keys()].sort()).toEqual(functions.map((f) => f.name).sort());
      for (const fn of functions) expect({ fn: fn.name, body: inDatabase.get(fn.name) }).toEqual({ fn: fn.name, body: bodyOf(fn.sql) });
    });

    it('holds exactly the triggers the files create, each in the file of the function it calls', async () => {
      const result = (await handle.db.execute(
        sql`SELECT t.tgname, p.proname FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid WHERE NOT t.tgisinternal ORDER BY t.tgname`,
      )) as unknown as { rows: { tgname: string; proname: string }[] };
      const inDatabase = result.rows.map((r) => `${r.tgname} → ${r.proname}`).sort();
      const inFiles = functions.flatMap((fn) => [...fn.sql.matchAll(/CREATE OR REPLACE TRIGGER (\w+) /g)].map((m) => `${m[1]} → ${fn.name}`)).sort();
      expect(inFiles.length).toBeGreaterThanOrEqual(14);
      expect(inDatabase).toEqual(inFiles);
      // a trigger dropped by hand is back on the next start
      await handle.db.execute(sql`DROP TRIGGER sessoes_pagamento ON sessoes`);
      await migrateDatabase(handle);
      const back = (await handle.db.execute(sql`SELECT count(*)::int AS n FROM pg_trigger WHERE tgname = 'sessoes_pagamento'`)) as unknown as { rows: { n: number }[] };
      expect(back.rows[0]!.n).toBe(1);
    });

    it('puts a function changed in the database back to its file on the next start', async () => {
      await handle.db.execute(sql.raw(`CREATE OR REPLACE FUNCTION acolhe_pagamento_transicao() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$`));
      expect((await stored()).get('acolhe_pagamento_transicao')).toBe(' BEGIN RETURN NEW; END ');
      await migrateDatabase(handle);
      await migrateDatabase(handle); // idempotent
      expect((await stored()).get('acolhe_pagamento_transicao')).toBe(bodyOf(functions.find((f) => f.name === 'acolhe_pagamento_transicao')!.sql));
    });
  });
});
