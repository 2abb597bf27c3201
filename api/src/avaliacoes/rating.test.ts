// The rating aggregate has one owner (acolhe_recalcular_nota, migration 0012, called through
// rating.ts and by acolhe_avaliar): the review writes and the seed all use it.
import { sql } from 'drizzle-orm';
import { avaliacoes, terapeutas } from '../db/schema';
import { seedDatabase } from '../seed/index';
import { DEMO_TERAPEUTA } from '../seed/demo-accounts';
import { useTestApp } from '../../testing/helpers';
import { recomputeAllRatings, recomputeRating } from './rating';

describe('rating aggregate', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await seedDatabase(t.db, { now: t.clock.now(), events: t.events });
  });

  /** What every therapist's columns must hold, computed here from the reviews themselves. */
  const expected = async () => {
    const reviews = await t.db.select({ terapeutaId: avaliacoes.terapeutaId, nota: avaliacoes.nota }).from(avaliacoes);
    const ids = await t.db.select({ id: terapeutas.id }).from(terapeutas);
    return new Map(
      ids.map(({ id }) => {
        const notas = reviews.filter((r) => r.terapeutaId === id).map((r) => r.nota);
        const rating = notas.length ? Math.round((notas.reduce((a, b) => a + b, 0) / notas.length) * 100) / 100 : 0;
        return [id, { rating, reviewCount: notas.length }];
      }),
    );
  };
  const stored = async () =>
    new Map((await t.db.select({ id: terapeutas.id, rating: terapeutas.rating, reviewCount: terapeutas.reviewCount }).from(terapeutas)).map((r) => [r.id, { rating: Number(r.rating), reviewCount: r.reviewCount }]));
  const corruptAll = () => t.db.execute(sql`UPDATE ${terapeutas} SET rating = 1.11, review_count = 99`);

  it('the seed leaves every therapist with the aggregate of their reviews (some with none: 0 and 0)', async () => {
    const want = await expected();
    expect([...want.values()].some((v) => v.reviewCount === 0)).toBe(true);
    expect(await stored()).toEqual(want);
  });

  it('recomputeRating fixes one therapist and touches no other', async () => {
    const want = await expected();
    await corruptAll();
    await recomputeRating(t.db, DEMO_TERAPEUTA.id);
    const now = await stored();
    expect(now.get(DEMO_TERAPEUTA.id)).toEqual({ rating: 4.67, reviewCount: 6 });
    expect(now.get(DEMO_TERAPEUTA.id)).toEqual(want.get(DEMO_TERAPEUTA.id));
    const others = [...now.entries()].filter(([id]) => id !== DEMO_TERAPEUTA.id);
    expect(others.length).toBeGreaterThan(0);
    for (const [, value] of others) expect(value).toEqual({ rating: 1.11, reviewCount: 99 });
  });

  it('recomputeAllRatings fixes every therapist', async () => {
    await corruptAll();
    await recomputeAllRatings(t.db);
    expect(await stored()).toEqual(await expected());
  });
});
