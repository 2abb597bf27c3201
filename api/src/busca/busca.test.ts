// Issue 19: search filters, sorting, paging, the publication rule and the next free slot, all
// applied by the api (SQL), on PGlite and PostgreSQL alike.
import { sql } from 'drizzle-orm';
import { THERAPIST_GENDERS, VALIDATION_MESSAGES, type PublicTherapist } from '@acolhe/shared-domain';
import { completedSession, createReadyTherapist, markVerified, newClient, newTherapist, profileBody, useTestApp, type TestUser } from '../../testing/helpers';

type ListAnswer = { content: PublicTherapist[]; totalElements?: number; page?: number; size?: number };

describe('search (issue 19)', () => {
  const t = useTestApp();
  // clock: Wednesday 2030-01-16 10:00 in São Paulo; weekdaySchedule = 09:00, 10:00, 11:00 (60 min)
  const ana = newTherapist('Ana Barros');
  const bruno = newTherapist('Bruno Costa');
  const carla = newTherapist('Carla Dias');
  const davi = newTherapist('Davi Esteves');
  const semCrp = newTherapist('Elisa Sem Crp');
  const semAgenda = newTherapist('Fábio Sem Agenda');

  beforeAll(async () => {
    await createReadyTherapist(t, {
      user: ana,
      profile: { fullName: 'Ana Barros', sessionPrice: 100, languages: ['portugues', 'ingles'], gender: 'feminino', genderInSearch: true, approaches: ['tcc'], sessionTypes: ['individual'] },
    });
    await createReadyTherapist(t, {
      user: bruno,
      profile: { fullName: 'Bruno Costa', sessionPrice: 250, gender: 'masculino', genderInSearch: true, approaches: ['psicanalise'], sessionTypes: ['individual', 'casal', 'familia'], freeFirstSession: true },
    });
    await createReadyTherapist(t, {
      user: carla,
      profile: { fullName: 'Carla Dias', sessionPrice: 180, languages: ['portugues', 'espanhol'], gender: 'feminino', genderInSearch: true, approaches: ['sistemica', 'tcc'], sessionTypes: ['casal'] },
    });
    // Davi gave his gender but did not choose to appear in the gender filter
    await createReadyTherapist(t, { user: davi, profile: { fullName: 'Davi Esteves', sessionPrice: 120, gender: 'masculino', approaches: [] } });
    // Davi is away for a week: his next free slot is next Thursday (not "this week")
    const block = await t.call({
      method: 'POST',
      url: `/agenda/terapeutas/${davi.sub}/bloqueios`,
      user: davi,
      body: { start: '2030-01-16T00:00', end: '2030-01-24T00:00', reason: 'Férias' },
    });
    expect(block.statusCode).toBe(201);
    // saved, but without a CRP / without any open day: not public
    await createReadyTherapist(t, { user: semCrp, profile: { fullName: 'Elisa Sem Crp', crp: '' } });
    const saved = await t.call({ method: 'POST', url: '/terapeutas', user: semAgenda, body: profileBody({ fullName: 'Fábio Sem Agenda', sessionFormats: ['online'] }) });
    expect(saved.statusCode).toBe(200);
  });

  const list = async (query: string): Promise<ListAnswer> => {
    const res = await t.call({ method: 'GET', url: `/public-terapeutas${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<ListAnswer>();
  };
  const names = async (query: string) => (await list(query)).content.map((x) => x.fullName);

  describe('publication rule', () => {
    it('lists only publishable profiles (CRP with region, an open day in the agenda…)', async () => {
      expect((await names('')).sort()).toEqual(['Ana Barros', 'Bruno Costa', 'Carla Dias', 'Davi Esteves']);
      expect(await names('?search=sem')).toEqual([]);
    });

    it('keeps them off the featured list and their page (404 in pt-BR)', async () => {
      // a review would make them featured if they were public
      const client = newClient('Rita Moura');
      for (const x of [semCrp, ana]) {
        await completedSession(t, client, x.sub);
        const res = await t.call({ method: 'POST', url: '/avaliacoes', user: client, body: { terapeutaId: x.sub, nota: 5, comentario: 'Atendimento muito cuidadoso.' } });
        expect(res.statusCode).toBe(x === ana ? 201 : res.statusCode);
      }
      const featured = (await t.call({ method: 'GET', url: '/public-terapeutas/destaques' })).json<ListAnswer>().content.map((x) => x.fullName);
      expect(featured).toContain('Ana Barros');
      expect(featured).not.toContain('Elisa Sem Crp');
      for (const x of [semCrp, semAgenda]) {
        const res = await t.call({ method: 'GET', url: `/public-terapeutas/${x.sub}` });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Este perfil ainda está sendo preparado.' });
      }
      expect((await t.call({ method: 'GET', url: `/public-terapeutas/${ana.sub}` })).statusCode).toBe(200);
    });

    it('tells the therapist what is missing, and publishes once it is complete', async () => {
      const own = await t.call({ method: 'GET', url: `/terapeutas/${semCrp.sub}`, user: semCrp });
      expect(own.json()).toMatchObject({ publishable: false, missingForPublication: ['crp'] });
      const noAgenda = await t.call({ method: 'GET', url: `/terapeutas/${semAgenda.sub}`, user: semAgenda });
      expect(noAgenda.json()).toMatchObject({ publishable: false, missingForPublication: ['availability'] });

      const fixed = await t.call({ method: 'POST', url: '/terapeutas', user: semCrp, body: profileBody({ fullName: 'Elisa Sem Crp', sessionFormats: ['online'], crp: '06/998877' }) });
      expect(fixed.json()).toMatchObject({ publishable: true, missingForPublication: [] });
      // complete, but public only once an operator verified the CRP (verificacao/verificacao.test.ts)
      expect(await names('?search=elisa')).toEqual([]);
      await markVerified(t, semCrp.sub);
      expect(await names('?search=elisa')).toEqual(['Elisa Sem Crp']);
      expect((await t.call({ method: 'GET', url: `/public-terapeutas/${semCrp.sub}` })).statusCode).toBe(200);
      // and off again when the CRP is removed
      await t.call({ method: 'POST', url: '/terapeutas', user: semCrp, body: profileBody({ fullName: 'Elisa Sem Crp', sessionFormats: ['online'], crp: '' }) });
      expect(await names('?search=elisa')).toEqual([]);
    });
  });

  describe('filters', () => {
    it('price range (inclusive)', async () => {
      expect((await names('?precoMin=120&precoMax=180')).sort()).toEqual(['Carla Dias', 'Davi Esteves']);
      expect(await names('?precoMin=200')).toEqual(['Bruno Costa']);
      expect((await names('?precoMax=100'))).toEqual(['Ana Barros']);
    });
    it('language, gender, approach, session type, free first session', async () => {
      expect(await names('?idioma=ingles')).toEqual(['Ana Barros']);
      expect(await names('?genero=masculino')).toEqual(['Bruno Costa']);
      expect((await names('?abordagem=tcc')).sort()).toEqual(['Ana Barros', 'Carla Dias']);
      expect((await names('?tipo=casal')).sort()).toEqual(['Bruno Costa', 'Carla Dias']);
      expect(await names('?tipo=familia')).toEqual(['Bruno Costa']);
      expect(await names('?gratuita=true')).toEqual(['Bruno Costa']);
      expect((await names('?idioma=espanhol&abordagem=tcc&genero=feminino'))).toEqual(['Carla Dias']);
    });
    it('the gender filter finds only therapists who chose to appear in it (issue 40: it revealed a private gender)', async () => {
      // the attack: try each gender on a therapist who keeps it private — no filter finds him
      expect(await names('?search=davi')).toEqual(['Davi Esteves']);
      for (const genero of THERAPIST_GENDERS) expect([genero, await names(`?search=davi&genero=${genero}`)]).toEqual([genero, []]);
      const own = (await t.call({ method: 'GET', url: `/terapeutas/${davi.sub}`, user: davi })).json();
      expect(own.genderInSearch).toBe(false);
      // his own profile as saved (profileBody sends no choice: a form that does not show it)
      const daviProfile = profileBody({ fullName: 'Davi Esteves', sessionFormats: ['online'], sessionPrice: 120, gender: 'masculino', approaches: [], crp: own.crp, cpf: own.cpf });
      const save = (extra: Record<string, unknown>) => t.call({ method: 'POST', url: '/terapeutas', user: davi, body: { ...daviProfile, ...extra } });
      // he chooses to appear: found by his gender only
      expect((await save({ genderInSearch: true })).json().genderInSearch).toBe(true);
      for (const genero of THERAPIST_GENDERS) expect([genero, await names(`?search=davi&genero=${genero}`)]).toEqual([genero, genero === 'masculino' ? ['Davi Esteves'] : []]);
      // a save that does not mention it keeps the choice; he changes his mind: out again
      expect('genderInSearch' in daviProfile).toBe(false);
      expect((await save({})).json().genderInSearch).toBe(true);
      expect((await save({ genderInSearch: false })).json().genderInSearch).toBe(false);
      expect(await names('?search=davi&genero=masculino')).toEqual([]);
      // appearing in the filter needs a gender
      const noGender = await save({ genderInSearch: true, gender: '' });
      expect(noGender.statusCode).toBe(400);
      expect(noGender.json().fieldErrors).toEqual({ gender: VALIDATION_MESSAGES.genderInSearch });
      // no public answer carries the gender or the choice
      const publicPage = (await t.call({ method: 'GET', url: `/public-terapeutas/${davi.sub}` })).json();
      expect(publicPage).not.toHaveProperty('gender');
      expect(publicPage).not.toHaveProperty('genderInSearch');
    });
    it("'atende esta semana': a free slot in the next 7 days", async () => {
      const week = await names('?semana=true');
      expect(week.sort()).toEqual(['Ana Barros', 'Bruno Costa', 'Carla Dias']);
    });
    it('a bad query is a 400 with pt-BR field messages', async () => {
      const res = await t.call({ method: 'GET', url: '/public-terapeutas?precoMin=300&precoMax=100&idioma=klingon&ordem=sorte' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: expect.any(String),
        fieldErrors: { idioma: 'Idioma inválido.', ordem: 'Ordenação inválida.' },
      });
      const range = await t.call({ method: 'GET', url: '/public-terapeutas?precoMin=300&precoMax=100' });
      expect(range.statusCode).toBe(400);
      expect(range.json().fieldErrors).toEqual({ precoMax: 'O preço máximo deve ser maior ou igual ao mínimo.' });
    });
  });

  describe('sorting and paging', () => {
    it('price ascending', async () => {
      expect(await names('?ordem=preco')).toEqual(['Ana Barros', 'Davi Esteves', 'Carla Dias', 'Bruno Costa']);
    });
    it('rating: the reviewed therapist first', async () => {
      expect((await names('?ordem=avaliacao'))[0]).toBe('Ana Barros');
    });
    it('next available time: the soonest first, the away therapist last', async () => {
      const order = await names('?ordem=proximo');
      expect(order[order.length - 1]).toBe('Davi Esteves');
      expect(order).toHaveLength(4);
    });
    it('relevance: a name starting with the text comes first', async () => {
      expect((await names('?search=c'))[0]).toBe('Carla Dias'); // 'c' is in every "Psicóloga Clínica"
    });
    it('pages with the total', async () => {
      const first = await list('?ordem=preco&page=0&size=3');
      expect(first).toMatchObject({ totalElements: 4, page: 0, size: 3 });
      expect(first.content.map((x) => x.fullName)).toEqual(['Ana Barros', 'Davi Esteves', 'Carla Dias']);
      const second = await list('?ordem=preco&page=1&size=3');
      expect(second.content.map((x) => x.fullName)).toEqual(['Bruno Costa']);
      expect((await list('?gratuita=true&page=0&size=3')).totalElements).toBe(1);
    });
  });

  describe('next available time on the cards', () => {
    const card = async (who: TestUser) => (await list('?page=0&size=20')).content.find((x) => x.id === who.sub)!;

    it('is the first free slot by the agenda rules (São Paulo wall clock), within 14 days', async () => {
      expect((await card(ana)).nextAvailable).toBe('2030-01-16T11:00');
      expect((await card(davi)).nextAvailable).toBe('2030-01-24T09:00');
      expect((await card(ana)).approaches).toEqual(['tcc']);
    });

    it('moves when that slot is booked (the cached list lives one 5-minute window)', async () => {
      const client = newClient('Rui Prado');
      const booked = await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: carla.sub, date: '2030-01-16', time: '11:00' } });
      expect(booked.statusCode).toBe(201);
      t.clock.set('2030-01-16T13:06:00.000Z'); // next window, 10:06 in São Paulo
      expect((await card(carla)).nextAvailable).toBe('2030-01-17T09:00');
      expect((await card(ana)).nextAvailable).toBe('2030-01-16T11:00');
    });

    it('is null beyond 14 days', async () => {
      const far = newTherapist('Gil Longe');
      await createReadyTherapist(t, { user: far, profile: { fullName: 'Gil Longe' } });
      await t.call({ method: 'POST', url: `/agenda/terapeutas/${far.sub}/bloqueios`, user: far, body: { start: '2030-01-16T00:00', end: '2030-02-10T00:00' } });
      t.clock.set('2030-01-16T13:12:00.000Z');
      expect((await card(far)).nextAvailable).toBeNull();
      expect(await names('?search=gil&semana=true')).toEqual([]);
    });

    it('an uncached search reads the stored next slot instead of computing one per row, until it is stale (issue 29)', async () => {
      // a stored value the agenda would not give (ana is free earlier): a card showing it was read, not computed
      const at = t.clock.now();
      await t.db.execute(sql`UPDATE terapeutas SET proximo_horario = '2030-01-20T12:00:00Z', proximo_horario_em = ${at.toISOString()}::timestamptz WHERE id = ${ana.sub}`);
      for (const query of ['?ordem=proximo&semana=true&precoMax=4321', '?precoMax=4322', '?precoMax=4323&page=0&size=5', '?search=ana&precoMax=4324']) {
        const found = (await list(query)).content.find((x) => x.id === ana.sub);
        expect(found?.nextAvailable).toBe('2030-01-20T09:00');
      }
      // once older than the 5-minute window, the agenda's answer again
      t.clock.set(new Date(at.getTime() + 6 * 60_000).toISOString());
      expect((await list('?precoMax=4325')).content.find((x) => x.id === ana.sub)?.nextAvailable).not.toBe('2030-01-20T09:00');
    });
  });
});
