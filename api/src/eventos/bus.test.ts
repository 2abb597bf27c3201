// The bus's promises, on the real database (PGlite, and PostgreSQL with DATABASE_URL): an
// in-transaction subscriber's writes commit or roll back with the command's; after-commit
// subscribers hear only committed events, and their failure never fails the command.
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../testing/helpers';
import type { DatabaseHandle } from '../db/client';
import { EventBus } from './bus';

declare module './bus' {
  interface DomainEvents {
    TesteAconteceu: { id: string };
    TesteReagiu: { id: string };
    TesteNumaInstrucao: { id: string };
  }
  interface EventContexts {
    TesteNumaInstrucao: { nome: string };
  }
}

describe('EventBus', () => {
  let handle: DatabaseHandle;
  const now = new Date('2030-01-16T13:00:00Z');

  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db.execute(sql`create table if not exists teste_eventos (id text primary key, origem text not null)`);
  });
  beforeEach(async () => handle.db.execute(sql`delete from teste_eventos`));
  afterAll(async () => {
    await handle.db.execute(sql`drop table if exists teste_eventos`);
    await handle.close();
  });

  type Row = { id: string; origem: string };
  const rows = async () => ((await handle.db.execute(sql`select id, origem from teste_eventos order by id`)) as unknown as { rows: Row[] }).rows;

  function busWithProjection(heard: string[], errors: unknown[] = []) {
    const bus = new EventBus({ error: (o) => errors.push(o) });
    bus.withinTransaction('TesteAconteceu', async (tx, event) => {
      await tx.execute(sql`insert into teste_eventos (id, origem) values (${`${event.payload.id}-projecao`}, 'assinante')`);
    });
    bus.afterCommit('TesteAconteceu', (event) => void heard.push(event.payload.id));
    return bus;
  }

  it('commits the subscriber’s writes with the command’s, then tells the after-commit subscribers', async () => {
    const heard: string[] = [];
    const bus = busWithProjection(heard);
    await bus.transaction(handle.db, now, async (tx, publish) => {
      await tx.execute(sql`insert into teste_eventos (id, origem) values ('a', 'comando')`);
      await publish('TesteAconteceu', { id: 'a' });
      expect(heard).toEqual([]); // not before the commit
    });
    expect(await rows()).toEqual([{ id: 'a', origem: 'comando' }, { id: 'a-projecao', origem: 'assinante' }]);
    expect(heard).toEqual(['a']);
    expect(bus.hears('TesteAconteceu')).toBe(true);
  });

  it('rolls the subscriber’s writes back with a command that fails, and tells nobody after', async () => {
    const heard: string[] = [];
    const bus = busWithProjection(heard);
    await expect(
      bus.transaction(handle.db, now, async (tx, publish) => {
        await tx.execute(sql`insert into teste_eventos (id, origem) values ('b', 'comando')`);
        await publish('TesteAconteceu', { id: 'b' });
        throw new Error('regra recusou');
      }),
    ).rejects.toThrow('regra recusou');
    expect(await rows()).toEqual([]);
    expect(heard).toEqual([]);
  });

  it('rolls the command back when an in-transaction subscriber fails', async () => {
    const bus = new EventBus();
    bus.withinTransaction('TesteAconteceu', async () => {
      throw new Error('projeção falhou');
    });
    await expect(
      bus.transaction(handle.db, now, async (tx, publish) => {
        await tx.execute(sql`insert into teste_eventos (id, origem) values ('c', 'comando')`);
        await publish('TesteAconteceu', { id: 'c' });
      }),
    ).rejects.toThrow('projeção falhou');
    expect(await rows()).toEqual([]);
  });

  it('logs a failing after-commit reaction without failing the committed command', async () => {
    const errors: unknown[] = [];
    const bus = new EventBus({ error: (o) => errors.push(o) });
    bus.afterCommit('TesteAconteceu', () => {
      throw new Error('cache fora');
    });
    await expect(
      bus.transaction(handle.db, now, async (tx, publish) => {
        await tx.execute(sql`insert into teste_eventos (id, origem) values ('d', 'comando')`);
        await publish('TesteAconteceu', { id: 'd' });
        return 'ok';
      }),
    ).resolves.toBe('ok');
    expect(await rows()).toEqual([{ id: 'd', origem: 'comando' }]);
    expect(errors).toEqual([expect.objectContaining({ event: 'TesteAconteceu' })]);
  });

  it('a reaction publishes what it did in the same transaction: its subscribers run in it, and after the commit', async () => {
    const heard: string[] = [];
    const bus = new EventBus();
    bus.withinTransaction('TesteAconteceu', async (tx, event, publish) => {
      await tx.execute(sql`insert into teste_eventos (id, origem) values (${`${event.payload.id}-reacao`}, 'reacao')`);
      await publish('TesteReagiu', { id: event.payload.id });
    });
    bus.withinTransaction('TesteReagiu', async (tx, event) => {
      await tx.execute(sql`insert into teste_eventos (id, origem) values (${`${event.payload.id}-cascata`}, 'cascata')`);
    });
    bus.afterCommit('TesteReagiu', (event) => void heard.push(event.payload.id));
    await bus.transaction(handle.db, now, async (_tx, publish) => publish('TesteAconteceu', { id: 'e' }));
    expect((await rows()).map((r) => r.id)).toEqual(['e-cascata', 'e-reacao']);
    expect(heard).toEqual(['e']);
    // rolled back with the command: the cascade too, and nobody hears it
    await expect(
      bus.transaction(handle.db, now, async (_tx, publish) => {
        await publish('TesteAconteceu', { id: 'f' });
        throw new Error('regra recusou');
      }),
    ).rejects.toThrow('regra recusou');
    expect((await rows()).map((r) => r.id)).toEqual(['e-cascata', 'e-reacao']);
    expect(heard).toEqual(['e']);
  });

  it('prepares the rows of a one-statement command from its event and context, and refuses what would be lost', async () => {
    const heard: string[] = [];
    const bus = new EventBus();
    bus.prepare('TesteNumaInstrucao', (event, context) => [{ id: event.payload.id, nome: context.nome }]);
    bus.prepare('TesteNumaInstrucao', (event) => [{ id: `${event.payload.id}-2` }]);
    bus.afterCommit('TesteNumaInstrucao', (event) => void heard.push(event.payload.id));
    const { event, rows: prepared } = bus.prepared('TesteNumaInstrucao', { id: 'g' }, { nome: 'Ana' }, now);
    expect(prepared).toEqual([{ id: 'g', nome: 'Ana' }, { id: 'g-2' }]);
    expect(event).toEqual({ name: 'TesteNumaInstrucao', payload: { id: 'g' }, at: now });
    expect(heard).toEqual([]); // the command's statement has not run yet
    await bus.afterCommitOf([event]);
    expect(heard).toEqual(['g']);
    expect(bus.hears('TesteNumaInstrucao')).toBe(true);
    // published inside a transaction, its prepared rows would never be written
    await expect(bus.transaction(handle.db, now, async (_tx, publish) => publish('TesteNumaInstrucao', { id: 'h' }))).rejects.toThrow(/prepared/);
    // an in-transaction subscriber could not run inside one statement
    bus.withinTransaction('TesteNumaInstrucao', async () => {});
    expect(() => bus.prepared('TesteNumaInstrucao', { id: 'i' }, { nome: 'Ana' }, now)).toThrow(/dentro da transação/);
  });
});
