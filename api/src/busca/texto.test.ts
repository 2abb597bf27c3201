// Issue 30: search that understands people — several words must all match (across name, title,
// specialties, approaches, description and bio), accents and case ignored, Portuguese word forms,
// small typos forgiven, synonyms (TCC ↔ Terapia Cognitivo-Comportamental), ranked. In the database
// (full text in `acolhe_pt` + unaccent + pg_trgm, migration 0016), on PGlite and PostgreSQL alike.
import { sql } from 'drizzle-orm';
import { normalizeText, type PublicTherapist } from '@acolhe/shared-domain';
import { DEMO_TERAPEUTA } from '../seed/demo-accounts';
import { seedDatabase } from '../seed/index';
import { createReadyTherapist, newTherapist, profileBody, useTestApp } from '../../testing/helpers';

type ListAnswer = { content: PublicTherapist[] };

describe('text search (issue 30)', () => {
  const t = useTestApp();
  const lia = newTherapist('Lia Quintana');

  beforeAll(async () => {
    await seedDatabase(t.db, { now: t.clock.now(), events: t.events });
    // a word only her bio holds, to follow it in and out of the typo vocabulary
    await createReadyTherapist(t, {
      user: lia,
      profile: { fullName: 'Lia Quintana', specialties: ['luto'], approaches: ['gestalt'], bio: 'Acompanho processos de luto com escuta zelosíssima e sem pressa.' },
    });
  });

  const ids = async (search: string): Promise<string[]> => {
    const res = await t.call({ method: 'GET', url: `/public-terapeutas?search=${encodeURIComponent(search)}` });
    expect(res.statusCode).toBe(200);
    return res.json<ListAnswer>().content.map((x) => x.id);
  };
  const marina = DEMO_TERAPEUTA.id;

  it("'ansiedade tcc' finds Marina Duarte: two words, each matching on its own field", async () => {
    const both = await ids('ansiedade tcc');
    expect(both).toContain(marina);
    // all words must match: fewer results than either word alone, and each result is in both
    const ansiedade = await ids('ansiedade');
    const tcc = await ids('tcc');
    expect(both.length).toBeLessThan(Math.min(ansiedade.length, tcc.length));
    for (const id of both) {
      expect(ansiedade).toContain(id);
      expect(tcc).toContain(id);
    }
  });

  it('ignores accents, case, spacing and word order', async () => {
    const reference = (await ids('ansiedade tcc')).sort();
    for (const variant of ['ANSIEDADE TCC', '  Ansiedade,   tcc ', 'tcc ansiedade', 'ansiédade TCC']) {
      expect((await ids(variant)).sort()).toEqual(reference);
    }
  });

  it('a word that is in no profile field of a therapist leaves them out', async () => {
    expect(await ids('marina')).toContain(marina);
    expect(await ids('marina luto')).not.toContain(marina);
    expect(await ids('marina zelosíssima')).toEqual([]);
  });

  it('reads the approaches, the description and the bio, in Portuguese word forms', async () => {
    expect(await ids('gestalt luto')).toEqual([lia.sub]); // approach + specialty
    expect(await ids('zelosíssima')).toEqual([lia.sub]); // bio only
    expect(await ids('Pinheiros psicoterapia adultos')).toContain(marina); // her description
    expect(await ids('psicólogas')).toContain(marina); // 'Psicóloga Clínica', another form of the word
  });

  it('forgives a small typo: ansiedadee finds Marina Duarte, and the typo with a second word too', async () => {
    expect(await ids('ansiedadee')).toContain(marina);
    expect(await ids('ansiedadee tcc')).toEqual(await ids('ansiedade tcc'));
    expect(await ids('zelosisima')).toEqual([lia.sub]);
    // a word nothing resembles finds nobody
    expect(await ids('xilofonista')).toEqual([]);
  });

  it('knows the synonyms: TCC ↔ Terapia Cognitivo-Comportamental', async () => {
    const tcc = (await ids('tcc')).sort();
    expect(tcc).toContain(marina);
    expect((await ids('terapia cognitivo-comportamental')).sort()).toEqual(tcc);
    expect((await ids('Cognitivo Comportamental')).sort()).toEqual(tcc);
    expect(await ids('esgotamento')).toEqual(expect.arrayContaining(await ids('burnout')));
  });

  it('drops stop words among other words, and matches them literally when alone', async () => {
    expect((await ids('psicóloga para ansiedade')).sort()).toEqual((await ids('psicóloga ansiedade')).sort());
    expect(await ids('sem')).toEqual([]); // no name, title or specialty holds 'sem'
  });

  it('ranks the strongest match first: the word in the specialties before the word in a bio only', async () => {
    const res = await t.call({ method: 'GET', url: '/public-terapeutas?search=luto' });
    const content = res.json<ListAnswer>().content;
    const inHeading = (x: PublicTherapist) => x.specialties.some((s) => normalizeText(s.name) === 'luto');
    const firstBioOnly = content.findIndex((x) => !inHeading(x));
    expect(content.filter(inHeading).length).toBeGreaterThan(0);
    if (firstBioOnly >= 0) expect(content.slice(firstBioOnly).every((x) => !inHeading(x))).toBe(true);
    // a name that starts with the text still comes first
    expect((await ids('lia'))[0]).toBe(lia.sub);
  });

  it('keeps the typo vocabulary in step with the profiles: an edited-out word is forgotten', async () => {
    const vocabulary = async (word: string) =>
      (await t.db.execute(sql`SELECT count(*)::int AS n FROM busca_palavras WHERE palavra = ${word}`)) as unknown as { rows: { n: number }[] };
    expect((await vocabulary('zelosissima')).rows[0]!.n).toBe(1);
    const saved = await t.call({
      method: 'POST',
      url: '/terapeutas',
      user: lia,
      body: profileBody({ fullName: 'Lia Quintana', sessionFormats: ['online'], specialties: ['luto'], approaches: ['gestalt'], bio: 'Acompanho processos de luto com escuta atenta e sem pressa.' }),
    });
    expect(saved.statusCode).toBe(200);
    expect((await vocabulary('zelosissima')).rows[0]!.n).toBe(0);
    expect(await ids('zelosisima')).toEqual([]);
    // words other profiles still hold stay
    expect((await vocabulary('ansiedade')).rows[0]!.n).toBe(1);
  });

  it('answers a 400, never a 500, for a search over 100 characters; any text within it is fine', async () => {
    expect((await t.call({ method: 'GET', url: `/public-terapeutas?search=${'a'.repeat(101)}` })).statusCode).toBe(400);
    for (const text of ["o'brien", 'a & b | !c', '(((', ':*', 'e', '"tcc"', 'ansiedade '.repeat(9)]) {
      expect((await t.call({ method: 'GET', url: `/public-terapeutas?search=${encodeURIComponent(text)}` })).statusCode).toBe(200);
    }
  });
});
