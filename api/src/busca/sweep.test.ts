// The busca slice's sweep (refresh_next_slots, registered by its plugin) keeps the stored next free
// slot of public profiles fresh, so the search request finds little or nothing to compute (it still
// refreshes what the sweep has not reached).
import { eq } from 'drizzle-orm';
import { createLocalJWKSet } from 'jose';
import { buildApp } from '../app';
import { terapeutas } from '../db/schema';
import { createReadyTherapist, useTestApp } from '../../testing/helpers';

const t = useTestApp();

const stored = async (id: string) =>
  (await t.db.select({ at: terapeutas.proximoHorarioEm, next: terapeutas.proximoHorario }).from(terapeutas).where(eq(terapeutas.id, id)))[0];

it('the start-up sweep computes the next free slot of a public profile nobody searched for', async () => {
  const therapist = await createReadyTherapist(t);
  await t.db.update(terapeutas).set({ proximoHorario: null, proximoHorarioEm: null }).where(eq(terapeutas.id, therapist.sub));
  expect((await stored(therapist.sub))?.at).toBeNull();

  const withJobs = await buildApp({
    db: t.db,
    config: { ...t.config, jobs: { enabled: true, intervalMs: 60_000 } },
    logger: false,
    auth: { jwks: createLocalJWKSet({ keys: [t.keys.publicJwk] }) },
    now: () => t.clock.now(),
    storage: t.storage,
  });
  await withJobs.ready();
  await withJobs.close();

  const after = await stored(therapist.sub);
  expect(after?.at?.getTime()).toBe(t.clock.now().getTime());
  expect(after?.next).toBeInstanceOf(Date);
});
