import { and, eq, sql } from 'drizzle-orm';
import { avaliacoes } from '../db/schema';
import { CITY_LABELS, normalizeText, searchTermsOf, THERAPIST_PRIVATE_FIELDS, THERAPY_APPROACH_LABELS, type PublicTherapist, type Review } from '@acolhe/shared-domain';
import { DEMO_CLIENTE, DEMO_TERAPEUTA } from '../seed/demo-accounts';
import { SEED_THERAPIST_COUNT, seedClientId, seedDatabase } from '../seed/index';
import { createReadyTherapist, newClient, newTherapist, useTestApp } from '../../testing/helpers';

type ListAnswer = { content: PublicTherapist[]; totalElements?: number; page?: number; size?: number };

describe('public therapist reads', () => {
  const t = useTestApp();
  let all: PublicTherapist[];
  const joao = newTherapist('João Araújo');

  beforeAll(async () => {
    await seedDatabase(t.db, { now: t.clock.now(), events: t.events });
    await createReadyTherapist(t, {
      user: joao,
      profile: { fullName: 'João Araújo', city: 'Salvador', state: 'BA', specialties: ['luto'], sessionFormats: ['presencial'], specialty: '', title: 'Psicólogo', crp: '06/123456' },
    });
    // A therapist who never completed the profile: not listed, still readable by id.
    await t.call({ method: 'GET', url: '/sessoes', user: newTherapist('Perfil Incompleto') });
    all = (await t.call({ method: 'GET', url: '/public-terapeutas' })).json<ListAnswer>().content;
  });

  const list = async (query: string) => {
    const res = await t.call({ method: 'GET', url: `/public-terapeutas${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<ListAnswer>();
  };

  describe('GET /public-terapeutas', () => {
    it('without page answers the whole list in `content` only', async () => {
      const body = await list('');
      expect(Object.keys(body)).toEqual(['content']);
      expect(body.content).toHaveLength(SEED_THERAPIST_COUNT + 2); // seed + demo + João
      expect(body.content.map((x) => x.fullName)).not.toContain('Perfil Incompleto');
    });

    it('answers the card shape without private fields', () => {
      const demo = all.find((x) => x.id === DEMO_TERAPEUTA.id)!;
      expect(demo).toMatchObject({
        fullName: 'Marina Duarte',
        title: 'Psicóloga Clínica',
        price: 180,
        sessionPrice: 180,
        sessionDuration: 50,
        sessionFormats: ['online', 'presencial'],
        city: 'São Paulo',
        state: 'SP',
        location: 'Pinheiros, São Paulo - SP',
        specialties: [
          { id: 'ansiedade', name: 'Ansiedade' },
          { id: 'tcc', name: 'TCC (Terapia Cognitivo-Comportamental)' },
          { id: 'depressao', name: 'Depressão' },
        ],
      });
      expect(demo.reviewCount).toBe(6);
      expect(demo.rating).toBeCloseTo(4.67, 2);
      for (const therapist of all) {
        for (const field of [...THERAPIST_PRIVATE_FIELDS, 'email']) expect(therapist).not.toHaveProperty(field);
        expect(therapist).not.toHaveProperty('reviews');
      }
    });

    it('orders best rated first', () => {
      for (let i = 1; i < all.length; i++) expect(all[i - 1]!.rating).toBeGreaterThanOrEqual(all[i]!.rating);
    });

    it.each([
      ['ansiedade', 'Ansiedade'],
      ['ANSIEDADE', 'Ansiedade'],
      ['depressao', 'Depressão'],
      ['DEPRESSÃO', 'Depressão'],
      ['cognitivo', 'TCC (Terapia Cognitivo-Comportamental)'],
    ])('search %s finds the specialty %s (case- and accent-insensitive)', async (term, specialtyName) => {
      const { content } = await list(`?search=${encodeURIComponent(term)}`);
      expect(content.length).toBeGreaterThan(0);
      const withSpecialty = all.filter((x) => x.specialties.some((s) => s.name === specialtyName));
      expect(content.map((x) => x.id).sort()).toEqual(
        expect.arrayContaining(withSpecialty.map((x) => x.id).sort()),
      );
      // every result holds the word (in a Portuguese form: its stem) or a synonym, in the fields the
      // search reads: name, title, specialties, approaches, description, bio
      const [typed] = searchTermsOf(term);
      for (const x of content) {
        const haystack = normalizeText(
          [x.fullName, x.title, x.specialty, ...x.specialties.map((s) => s.name), ...(x.approaches ?? []).map((a) => THERAPY_APPROACH_LABELS[a]), x.description, x.bio].join(' '),
        );
        expect(typed!.alternatives.some((a) => haystack.includes(a.slice(0, Math.max(4, a.length - 2))))).toBe(true);
      }
    });

    it.each(['joao', 'João', 'JOAO', 'araujo', 'joão araújo'])('search %s finds João Araújo by name', async (term) => {
      const { content } = await list(`?search=${encodeURIComponent(term)}`);
      expect(content.map((x) => x.id)).toContain(joao.sub);
    });

    it('search treats % and _ literally', async () => {
      expect((await list('?search=%25')).content).toEqual([]);
      expect((await list('?search=_')).content).toEqual([]);
    });

    it('filters by modalidade (ambos = no restriction)', async () => {
      const online = (await list('?modalidade=online')).content;
      const presencial = (await list('?modalidade=presencial')).content;
      const ambos = (await list('?modalidade=ambos')).content;
      expect(online.length).toBeGreaterThan(0);
      expect(presencial.length).toBeGreaterThan(0);
      expect(online.every((x) => x.sessionFormats.includes('online'))).toBe(true);
      expect(presencial.every((x) => x.sessionFormats.includes('presencial'))).toBe(true);
      expect(online.length + presencial.length).toBeGreaterThan(all.length - 1);
      expect(ambos).toHaveLength(all.length);
    });

    it.each(['sao-paulo', 'rio-de-janeiro', 'belo-horizonte', 'salvador', 'brasilia'] as const)('filters by cidade %s', async (slug) => {
      const { content } = await list(`?cidade=${slug}`);
      expect(content.length).toBeGreaterThanOrEqual(9);
      expect(content.every((x) => x.city === CITY_LABELS[slug])).toBe(true);
    });

    it('combines the filters', async () => {
      const { content } = await list('?search=luto&modalidade=presencial&cidade=salvador');
      expect(content.map((x) => x.id)).toContain(joao.sub);
      for (const x of content) {
        expect(x.city).toBe('Salvador');
        expect(x.sessionFormats).toContain('presencial');
      }
    });

    it('paginates with page (0-based) and size', async () => {
      const first = await list('?page=0&size=10');
      expect(Object.keys(first).sort()).toEqual(['content', 'page', 'size', 'totalElements']);
      expect(first).toMatchObject({ page: 0, size: 10, totalElements: all.length });
      expect(first.content).toHaveLength(10);
      const seen: string[] = [];
      for (let page = 0; page * 10 < all.length; page++) seen.push(...(await list(`?page=${page}&size=10`)).content.map((x) => x.id));
      expect(seen).toEqual(all.map((x) => x.id));
      expect((await list('?page=999&size=10')).content).toEqual([]);
      const defaultSize = await list('?page=1');
      expect(defaultSize.size).toBe(20);
      const filtered = await list('?cidade=salvador&page=0&size=3');
      expect(filtered.totalElements).toBe(all.filter((x) => x.city === 'Salvador').length);
      expect(filtered.content).toHaveLength(3);
      expect((await list('?page=0&size=100')).content).toHaveLength(Math.min(100, all.length));
    });

    it.each([
      ['?size=101&page=0', 'size', 'O tamanho da página deve ser entre 1 e 100.'],
      ['?size=0&page=0', 'size', 'O tamanho da página deve ser entre 1 e 100.'],
      ['?page=-1', 'page', 'Página inválida.'],
      ['?page=abc', 'page', 'Página inválida.'],
      ['?modalidade=hibrido', 'modalidade', 'Modalidade inválida.'],
      ['?cidade=curitiba', 'cidade', 'Cidade inválida.'],
      [`?search=${'a'.repeat(101)}`, 'search', 'A busca deve ter no máximo 100 caracteres.'],
      ['?page=1&page=2', 'page', 'Página inválida.'],
    ])('400 with a pt-BR message for %s', async (query, field, message) => {
      const res = await t.call({ method: 'GET', url: `/public-terapeutas${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, fieldErrors: { [field]: message } });
    });
  });

  describe('GET /public-terapeutas/destaques', () => {
    it('answers at most 4 reviewed, complete profiles, best rated first', async () => {
      const res = await t.call({ method: 'GET', url: '/public-terapeutas/destaques' });
      expect(res.statusCode).toBe(200);
      const { content } = res.json<ListAnswer>();
      expect(Object.keys(res.json())).toEqual(['content']);
      expect(content).toHaveLength(4);
      for (const x of content) {
        expect(x.reviewCount).toBeGreaterThan(0);
        expect(x.rating).toBeGreaterThanOrEqual(4);
      }
    });
  });

  describe('GET /public-terapeutas/:id', () => {
    it('answers the therapist with reviews, newest first, canEdit false for guests', async () => {
      const res = await t.call({ method: 'GET', url: `/public-terapeutas/${DEMO_TERAPEUTA.id}` });
      expect(res.statusCode).toBe(200);
      const body = res.json<PublicTherapist & { reviews: Review[] }>();
      expect(body).toMatchObject({ id: DEMO_TERAPEUTA.id, fullName: 'Marina Duarte', reviewCount: 6 });
      expect(body).not.toHaveProperty('cpf');
      expect(body.reviews).toHaveLength(6);
      expect(body.reviews[0]).toEqual({
        id: expect.any(String),
        terapeutaId: DEMO_TERAPEUTA.id,
        // first name + initial of the last name: never the full name, never the client's id
        clientName: expect.stringMatching(/^\S+( \p{Lu}\.)?$/u),
        nota: expect.any(Number),
        comentario: expect.any(String),
        dataAvaliacao: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        canEdit: false,
        verified: expect.any(Boolean),
        resposta: null,
      });
      const dates = body.reviews.map((r) => r.dataAvaliacao);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(body.reviews.every((r) => r.canEdit === false)).toBe(true);
    });

    // Issue 29: product.md called CRP and gender owner-only while every public answer carried
    // both. What is public is what docs/product.md says: the CRP (CFP's code of ethics requires it
    // in advertising); gender is only the search's filter, never sent (least data).
    it('carries the CRP and never the gender, on the profile, the list and the featured (the gender filter still works)', async () => {
      const profile = (await t.call({ method: 'GET', url: `/public-terapeutas/${joao.sub}` })).json<PublicTherapist>();
      expect(profile.crp).toBe('06/123456');
      expect(profile).not.toHaveProperty('gender');
      const signedIn = (await t.call({ method: 'GET', url: `/public-terapeutas/${joao.sub}`, user: newClient() })).json<PublicTherapist>();
      expect(signedIn).not.toHaveProperty('gender');
      for (const query of ['', '?page=0&size=100', '/destaques', '?genero=masculino']) {
        const content = (await t.call({ method: 'GET', url: `/public-terapeutas${query}` })).json<ListAnswer>().content;
        expect(content.length).toBeGreaterThan(0);
        for (const therapist of content) {
          expect(therapist).not.toHaveProperty('gender');
          expect(typeof therapist.crp).toBe('string');
        }
      }
      // the owner still reads and edits it
      expect((await t.call({ method: 'GET', url: `/terapeutas/${joao.sub}`, user: joao })).json()).toMatchObject({ gender: 'feminino', crp: '06/123456' });
    });

    it('marks canEdit only on the calling client’s own review', async () => {
      const author = { sub: seedClientId(1), email: 'autor@exemplo.com.br', name: 'Autor', tipo: 'cliente' };
      const mine = await t.call({ method: 'GET', url: `/public-terapeutas/${DEMO_TERAPEUTA.id}`, user: author });
      const reviews = mine.json<{ reviews: Review[] }>().reviews;
      const [own] = await t.db
        .select({ id: avaliacoes.id })
        .from(avaliacoes)
        .where(and(eq(avaliacoes.clienteId, seedClientId(1)), eq(avaliacoes.terapeutaId, DEMO_TERAPEUTA.id)));
      const ownId = own!.id;
      expect(reviews.filter((r) => r.canEdit).map((r) => r.id)).toEqual([ownId]);
      const other = await t.call({ method: 'GET', url: `/public-terapeutas/${DEMO_TERAPEUTA.id}`, user: newClient() });
      expect(other.json<{ reviews: Review[] }>().reviews.some((r) => r.canEdit)).toBe(false);
      // A therapist token whose sub equals a client's id never gets canEdit.
      const therapistSameSub = { ...author, tipo: 'terapeuta' };
      const asTherapist = await t.call({ method: 'GET', url: `/public-terapeutas/${DEMO_TERAPEUTA.id}`, user: therapistSameSub });
      expect(asTherapist.json<{ reviews: Review[] }>().reviews.some((r) => r.canEdit)).toBe(false);
    });

    it('answers 404 "em preparação" for a profile that is not complete yet (issue 19)', async () => {
      const incomplete = newTherapist('Sem Perfil');
      await t.call({ method: 'GET', url: '/sessoes', user: incomplete });
      const res = await t.call({ method: 'GET', url: `/public-terapeutas/${incomplete.sub}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Este perfil ainda está sendo preparado.' });
    });

    it('404 in pt-BR for an unknown id (and for a client id)', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nao-existe', DEMO_CLIENTE.id, 'x'.repeat(190)]) {
        const res = await t.call({ method: 'GET', url: `/public-terapeutas/${id}` });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Terapeuta não encontrado.' });
      }
    });
  });

  describe('listing reads', () => {
    it('select only the public columns (no cpf, e-mail, phone or payment link leaves the database)', async () => {
      const select = jest.spyOn(t.db, 'select');
      try {
        await t.call({ method: 'GET', url: '/public-terapeutas?search=zz-nada-em-cache&page=0&size=5' });
        await t.call({ method: 'GET', url: '/public-terapeutas?search=zz-nada-em-cache-2' });
        expect(select).toHaveBeenCalled();
        for (const [fields] of select.mock.calls) {
          expect(fields).toBeDefined(); // never SELECT *
          for (const column of ['cpf', 'email', 'phone', 'paymentLink', 'birthDate', 'searchText']) expect(fields).not.toHaveProperty(column);
        }
      } finally {
        select.mockRestore();
      }
    });

    it('read a page in the listing index order, without sorting every listed therapist', async () => {
      const plan = await t.db.transaction(async (tx) => {
        // the seeded table is small: make the planner show what it can do with the index
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
        const result = await tx.execute(sql`EXPLAIN SELECT id FROM terapeutas WHERE profile_complete = true AND publicavel = true
          ORDER BY rating DESC, review_count DESC, full_name ASC, id ASC LIMIT 20 OFFSET 20`);
        return (result as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
      });
      expect(plan).toContain('terapeutas_listing_idx');
      expect(plan).not.toMatch(/Sort/);
    });
  });
});
