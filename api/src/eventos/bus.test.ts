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
});
