// A subscriber written as ./README.md says, over the real writers and the real database (PGlite,
// and PostgreSQL with DATABASE_URL): what a command publishes reaches the inbox in the command's
// transaction, a command that fails leaves no message, and `subscribeNotifications` hands every
// slice's subscriber the app's bus and dependencies.
import { sql } from 'drizzle-orm';
import { newTherapist, useTestApp } from '../../../testing/helpers';
import type { EventBus } from '../../eventos/bus';
import { accountPayload, outboxRow, writeOutbox } from '../outbox';
import { inAppText } from '../templates';
import { subscribeNotifications, type SubscriberDeps } from '.';

declare module '../../eventos/bus' {
  interface DomainEvents {
    TesteVerificacaoAprovada: { terapeutaId: string; nome: string; email: string };
  }
}

describe('notification subscribers', () => {
  const t = useTestApp();
  const therapist = newTherapist('Renata Alves');
  const heard: SubscriberDeps[] = [];
  let written = 0;

  /** The example of the README: one event → one message, rendered by the outbox's one write path. */
  function subscribeTeste(bus: EventBus, deps: SubscriberDeps): void {
    heard.push(deps);
    bus.withinTransaction('TesteVerificacaoAprovada', async (tx, { payload, at }) => {
      await writeOutbox(tx, [
        outboxRow({
          tipo: 'verificacao-aprovada',
          contaId: payload.terapeutaId,
          payload: accountPayload('terapeuta', payload.nome),
          link: '/terapeuta/perfil',
          sessaoId: null,
          emailTo: payload.email,
          now: at,
        }),
      ]);
      written++;
    });
  }

  beforeAll(() => subscribeNotifications(t.app, [subscribeTeste]));

  const inbox = async () => (await t.call({ method: 'GET', url: '/notificacoes', user: therapist })).json() as { content: { tipo: string; titulo: string }[] };
  const event = { terapeutaId: therapist.sub, nome: 'Renata Alves', email: therapist.email };

  it('subscribes each slice’s subscriber on the app’s bus, with the app’s dependencies', () => {
    expect(heard).toEqual([t.app]);
    expect(t.app.bus.hears('TesteVerificacaoAprovada')).toBe(true);
  });

  it('writes the message in the command’s transaction: in the inbox once the command commits', async () => {
    await t.app.bus.transaction(t.db, t.clock.now(), async (_tx, publish) => publish('TesteVerificacaoAprovada', event));
    const { content } = await inbox();
    expect(content.map((n) => n.tipo)).toEqual(['verificacao-aprovada']);
    // the text is the templates' own (built once, by the write path)
    expect(content[0]!.titulo).toBe(inAppText('verificacao-aprovada', accountPayload('terapeuta', 'Renata Alves')).titulo);
  });

  it('leaves no message when the command fails after publishing', async () => {
    const before = Number(((await t.db.execute(sql`SELECT count(*)::int AS n FROM notificacoes`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    await expect(
      t.app.bus.transaction(t.db, t.clock.now(), async (_tx, publish) => {
        await publish('TesteVerificacaoAprovada', event);
        throw new Error('o comando falhou');
      }),
    ).rejects.toThrow('o comando falhou');
    expect(written).toBe(2); // the subscriber did write, in the transaction that rolled back
    const after = Number(((await t.db.execute(sql`SELECT count(*)::int AS n FROM notificacoes`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    expect(after).toBe(before);
  });
});
