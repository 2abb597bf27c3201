import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { appointmentStartsAt, dayTimes, type Prontuario, type Appointment, type PaymentSettings, type SessionPayment, type SessionPix, type PublicTherapist, type Slot } from '@acolhe/shared-domain';
import { disponibilidades, terapeutas } from '../db/schema';
import { useTestApp } from '../../testing/helpers';
import { DEMO_CLIENTE, DEMO_TERAPEUTA } from './demo-accounts';
import { benchTherapistId, seedManyTherapists } from '../../testing/bench-seed';
import { MemoryStorage } from '../../testing/memory-storage';
import { inspecionarDocumento } from '../verificacao/documento';
import type { Keyring } from '../prontuario/crypto';
import { buildSeedData, isDatabaseEmpty, SEED_CLIENT_COUNT, SEED_EM_ANALISE, SEED_THERAPIST_COUNT, seedDatabase, seedTherapistId } from './index';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describe('seed', () => {
  const keyring = { current: 'k1', keys: new Map([['k1', randomBytes(32)]]) };
  const t = useTestApp({ prontuarioKeys: keyring as Keyring });
  beforeAll(async () => {
    t.clock.set('2030-01-18T20:00:00.000Z'); // Friday 17:00 in São Paulo
    expect(await isDatabaseEmpty(t.db)).toBe(true);
    const summary = await seedDatabase(t.db, { now: t.clock.now(), events: t.events });
    // 11 demo sessions, and one completed session behind each review (issue 32)
    expect(summary).toEqual({ therapists: SEED_THERAPIST_COUNT + SEED_EM_ANALISE + 1, clients: SEED_CLIENT_COUNT + 1, reviews: expect.any(Number), sessions: 11 + summary.reviews });
  });

  it('is deterministic (same ids, names and reviews on every run) and idempotent', async () => {
    const a = buildSeedData(new Date('2030-01-18T20:00:00.000Z'));
    const b = buildSeedData(new Date('2030-01-18T20:00:00.000Z'));
    expect(a).toEqual(b);
    expect(a.therapists[1]!.row.id).toBe(seedTherapistId(1));
    // Another "now" moves only dates.
    const later = buildSeedData(new Date('2031-06-02T12:00:00.000Z'));
    expect(later.therapists.map((x) => x.row.fullName)).toEqual(a.therapists.map((x) => x.row.fullName));
    expect(later.reviews.map((r) => [r.id, r.nota, r.clienteId])).toEqual(a.reviews.map((r) => [r.id, r.nota, r.clienteId]));
    await seedDatabase(t.db, { now: t.clock.now(), events: t.events });
    const [count] = rowsOf<{ n: string | number }>(await t.db.execute(sql`SELECT COUNT(*) AS n FROM terapeutas`));
    expect(Number(count!.n)).toBe(SEED_THERAPIST_COUNT + SEED_EM_ANALISE + 1);
    expect(await isDatabaseEmpty(t.db)).toBe(false);
  });

  it('verifies the demo and catalogue therapists, leaves SEED_EM_ANALISE in analysis with a sample document each, all CRPs/CPFs distinct (issue 32)', async () => {
    const rows = rowsOf<{ id: string; verificacao_estado: string; verificacao_documento_chave: string | null; crp: string; cpf: string }>(
      await t.db.execute(sql`SELECT id, verificacao_estado, verificacao_documento_chave, crp, cpf FROM terapeutas`),
    );
    const waiting = rows.filter((r) => r.verificacao_estado === 'em_analise');
    expect(waiting).toHaveLength(SEED_EM_ANALISE);
    expect(waiting.every((r) => r.verificacao_documento_chave?.startsWith(`verificacoes/${r.id}/`))).toBe(true);
    expect(rows.filter((r) => r.verificacao_estado === 'verificado')).toHaveLength(rows.length - SEED_EM_ANALISE);
    expect(rows.find((r) => r.id === DEMO_TERAPEUTA.id)?.verificacao_estado).toBe('verificado');
    expect(new Set(rows.map((r) => r.crp)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.cpf)).size).toBe(rows.length);
    // with a storage, the documents are stored (idempotent: the same keys again) and each passes the content check
    const storage = new MemoryStorage();
    await seedDatabase(t.db, { now: t.clock.now(), events: t.events, storage });
    await seedDatabase(t.db, { now: t.clock.now(), events: t.events, storage });
    expect([...storage.files.keys()].sort()).toEqual(waiting.map((r) => r.verificacao_documento_chave).sort());
    for (const file of storage.files.values()) expect(inspecionarDocumento(file.bytes)?.contentType).toBe(file.contentType);
    expect(rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM terapeutas WHERE verificacao_estado = 'em_analise'`))[0]!.n).toBe(SEED_EM_ANALISE);
  });

  it('writes the demo prontuário entry through the sealed path (issue 40 item 4): Marina reads it, the database holds no plaintext of it, once however often seeded', async () => {
    const text = 'Primeira sessão: levantamento da queixa e objetivos.';
    const marina = { sub: DEMO_TERAPEUTA.id, email: DEMO_TERAPEUTA.email, name: DEMO_TERAPEUTA.name, tipo: 'terapeuta' };
    // without the keys (the tests' and the benchmark's seed), no entry and no record at all
    expect(rowsOf(await t.db.execute(sql`SELECT id FROM prontuarios`))).toEqual([]);
    for (let i = 0; i < 2; i++) await seedDatabase(t.db, { now: t.clock.now(), events: t.events, prontuarioKeys: keyring as Keyring });
    const record = (await t.call({ method: 'GET', url: `/prontuario/${DEMO_CLIENTE.id}`, user: marina })).json<Prontuario>();
    expect(record.registros).toEqual([expect.objectContaining({ texto: text, versaoAtual: 1 })]);
    expect(record.sessoes.find((s) => s.id === record.registros[0]!.sessaoId)).toMatchObject({ status: 'COMPLETED', realizada: true });
    const everything = rowsOf<{ row: string }>(
      await t.db.execute(sql`SELECT to_jsonb(x)::text AS row FROM (SELECT * FROM prontuarios) x UNION ALL SELECT to_jsonb(v)::text FROM prontuario_versoes v UNION ALL SELECT to_jsonb(s)::text FROM sessoes s`),
    );
    expect(everything.some((r) => r.row.includes('levantamento da queixa'))).toBe(false);
  });

  it('writes review texts that agree in gender with the therapist and with the client (issue 19)', () => {
    const data = buildSeedData(new Date('2030-01-18T20:00:00.000Z'));
    const therapistFemale = new Map(data.therapists.map((x) => [x.row.id!, x.row.gender === 'feminino']));
    const clientFemale = new Map(data.clients.map((c) => [c.id!, c.gender === 'female']));
    const about = { fem: /\b(atenciosa|educada)\b/, masc: /\b(atencioso|educado)\b/ };
    const self = { fem: /\b(acolhida|grata|tranquila)\b/, masc: /\b(acolhido|grato|tranquilo)\b/ };
    let checked = 0;
    for (const r of data.reviews) {
      expect(r.comentario).not.toMatch(/[{}|]/);
      const tf = therapistFemale.get(r.terapeutaId!)!;
      const cf = clientFemale.get(r.clienteId!)!;
      if ((tf ? about.masc : about.fem).test(r.comentario!)) throw new Error(`therapist gender: ${r.comentario}`);
      if ((cf ? self.masc : self.fem).test(r.comentario!)) throw new Error(`client gender (${r.clientName}): ${r.comentario}`);
      if (about.fem.test(r.comentario!) || about.masc.test(r.comentario!) || self.fem.test(r.comentario!) || self.masc.test(r.comentario!)) checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('gives every seeded therapist the search fields and makes them all publishable', () => {
    const data = buildSeedData(new Date('2030-01-18T20:00:00.000Z'));
    for (const x of data.therapists) {
      expect(x.row.publicavel).toBe(true);
      expect(x.row.languages!.length).toBeGreaterThan(0);
      expect(x.row.approaches!.length).toBeGreaterThan(0);
      expect(['feminino', 'masculino']).toContain(x.row.gender);
    }
    expect(data.therapists.some((x) => x.row.sessionTypes!.includes('familia'))).toBe(true);
    expect(data.therapists.some((x) => x.row.freeFirstSession)).toBe(true);
  });

  it('has at least 40 realistic therapists across the five cities', async () => {
    const list = (await t.call({ method: 'GET', url: '/public-terapeutas' })).json().content as PublicTherapist[];
    expect(list.length).toBeGreaterThanOrEqual(41);
    const byCity = new Map<string, number>();
    for (const x of list) byCity.set(x.city, (byCity.get(x.city) ?? 0) + 1);
    expect([...byCity.keys()].sort()).toEqual(['Belo Horizonte', 'Brasília', 'Rio de Janeiro', 'Salvador', 'São Paulo']);
    for (const n of byCity.values()) expect(n).toBeGreaterThanOrEqual(8);
    for (const x of list) {
      expect(x.fullName).toMatch(/^\p{Lu}\p{L}+( \p{Lu}\p{L}+)+$/u);
      expect(x.crp).toMatch(/^\d{2}\/\d{6}$/);
      expect(x.price).toBeGreaterThanOrEqual(90);
      expect(x.price).toBeLessThanOrEqual(350);
      expect([50, 60]).toContain(x.sessionDuration);
      expect(x.location).toMatch(/^[^,]+, .+ - [A-Z]{2}$/);
      expect(x.title).toMatch(/Psic|Neuro/);
      const sentences = x.bio.split(/(?<=[.!?])\s+/).filter(Boolean).length;
      expect(sentences).toBeGreaterThanOrEqual(2);
      expect(sentences).toBeLessThanOrEqual(4);
      expect(x.approach.length).toBeGreaterThan(40);
      expect(x.education.length).toBeGreaterThanOrEqual(1);
      expect(x.languages).toContain('portugues');
      expect(x.sessionFormats.length).toBeGreaterThan(0);
      expect(x.specialties.length).toBeGreaterThanOrEqual(2);
    }
    const withReviews = list.filter((x) => x.reviewCount > 0);
    expect(withReviews.length).toBeGreaterThan(35);
    const [avail] = rowsOf<{ n: string | number }>(await t.db.execute(sql`SELECT COUNT(*) AS n FROM ${disponibilidades}`));
    expect(Number(avail!.n)).toBe(SEED_THERAPIST_COUNT + SEED_EM_ANALISE + 1);
  });

  it('every review comes from a completed session with its therapist, paid and with its receipt (no reminder goes out about it)', async () => {
    const orphans = rowsOf<{ id: string }>(
      await t.db.execute(sql`SELECT a.id FROM avaliacoes a WHERE NOT EXISTS (SELECT 1 FROM sessoes s WHERE s.cliente_id = a.cliente_id AND s.terapeuta_id = a.terapeuta_id AND s.status = 'COMPLETED' AND s.date <= a.data_avaliacao)`),
    );
    expect(orphans).toEqual([]);
    const behind = buildSeedData(t.clock.now()).reviewSessions.map((x) => x.id!);
    expect(behind.length).toBeGreaterThan(100);
    const unpaid = rowsOf<{ n: number }>(
      await t.db.execute(sql`SELECT count(*)::int AS n FROM pagamentos p
        WHERE p.sessao_id IN (${sql.join(behind.map((id) => sql`${id}`), sql`, `)}) AND NOT p.gratuita AND (p.estado <> 'confirmado' OR p.recibo_emitido_em IS NULL)`),
    );
    expect(unpaid[0]!.n).toBe(0);
  });

  it('has one reported review waiting for an operator', async () => {
    const pending = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM denuncias_avaliacao WHERE decidida_em IS NULL`));
    expect(pending[0]!.n).toBe(1);
  });

  it('keeps every rating equal to the aggregate of its reviews', async () => {
    const rows = rowsOf<{ id: string; rating: string | number; review_count: number; avg: string | number | null; n: string | number }>(
      await t.db.execute(sql`
        SELECT t.id, t.rating, t.review_count, ROUND(AVG(a.nota)::numeric, 2) AS avg, COUNT(a.id) AS n
        FROM ${terapeutas} t LEFT JOIN avaliacoes a ON a.terapeuta_id = t.id GROUP BY t.id`),
    );
    expect(rows.length).toBe(SEED_THERAPIST_COUNT + SEED_EM_ANALISE + 1);
    for (const r of rows) {
      expect(Number(r.review_count)).toBe(Number(r.n));
      expect(Number(r.rating)).toBeCloseTo(r.avg === null ? 0 : Number(r.avg), 2);
    }
  });

  it('seeds the demo therapist complete, with reviews and free future slots every week', async () => {
    const demo = (await t.call({ method: 'GET', url: `/public-terapeutas/${DEMO_TERAPEUTA.id}` })).json();
    expect(demo).toMatchObject({
      fullName: 'Marina Duarte',
      city: 'São Paulo',
      state: 'SP',
      sessionFormats: ['online', 'presencial'],
      price: 180,
      sessionDuration: 50,
    });
    expect(demo.specialties.map((s: { id: string }) => s.id)).toEqual(['ansiedade', 'tcc', 'depressao']);
    expect(demo.reviews.length).toBeGreaterThanOrEqual(3);
    const therapistToken = { sub: DEMO_TERAPEUTA.id, email: DEMO_TERAPEUTA.email, name: DEMO_TERAPEUTA.name, tipo: 'terapeuta' };
    const priv = (await t.call({ method: 'GET', url: `/terapeutas/${DEMO_TERAPEUTA.id}`, user: therapistToken })).json();
    expect(priv).toMatchObject({ profileComplete: true, email: DEMO_TERAPEUTA.email });
    const slots: Slot[] = [];
    for (const [year, month] of [
      [2030, 1],
      [2030, 2],
    ]) {
      slots.push(...(await t.call({ method: 'GET', url: `/agenda/terapeutas/${DEMO_TERAPEUTA.id}/slots-mes?year=${year}&month=${month}` })).json());
    }
    const free = slots.filter((s) => s.available);
    for (const monday of ['2030-01-21', '2030-01-28', '2030-02-04', '2030-02-11']) {
      const week = free.filter((s) => s.date >= monday && s.date < new Date(Date.parse(monday) + 5 * 86400_000).toISOString().slice(0, 10));
      expect(week.length).toBeGreaterThan(20);
    }
  });

  it('gives the demo client sessions in every status, relative to now', async () => {
    const clientToken = { sub: DEMO_CLIENTE.id, email: DEMO_CLIENTE.email, name: DEMO_CLIENTE.name, tipo: 'cliente' };
    const mine = (await t.call({ method: 'GET', url: '/sessoes/cliente', user: clientToken })).json<Appointment[]>();
    const now = t.clock.now().getTime();
    const future = (a: Appointment) => appointmentStartsAt(a.date, a.time).getTime() > now;
    const byStatus = (s: string) => mine.filter((a) => a.status === s);
    expect(byStatus('CONFIRMED').some((a) => future(a) && a.meetingLink.startsWith('https://'))).toBe(true);
    expect(byStatus('PENDING').some(future)).toBe(true);
    expect(byStatus('COMPLETED').some((a) => !future(a))).toBe(true);
    expect(byStatus('REJECTED')).toHaveLength(1);
    expect(byStatus('CANCELLED')).toHaveLength(1);
    expect(mine.every((a) => a.therapistId === DEMO_TERAPEUTA.id && a.therapistName === 'Marina Duarte')).toBe(true);
    const profile = (await t.call({ method: 'GET', url: `/clientes/${DEMO_CLIENTE.id}`, user: clientToken })).json();
    expect(profile).toMatchObject({ name: 'Rafael Lima', email: DEMO_CLIENTE.email, city: 'São Paulo', state: 'SP', zipCode: '01310100' });

    // Every seeded session sits on a generated slot of the demo schedule.
    const therapistToken = { sub: DEMO_TERAPEUTA.id, email: DEMO_TERAPEUTA.email, name: DEMO_TERAPEUTA.name, tipo: 'terapeuta' };
    const agenda = (await t.call({ method: 'GET', url: `/agenda/terapeutas/${DEMO_TERAPEUTA.id}/disponibilidade`, user: therapistToken })).json();
    const theirs = (await t.call({ method: 'GET', url: '/sessoes', user: therapistToken })).json<Appointment[]>();
    // 11 demo sessions and the 6 completed sessions behind the demo therapist's reviews
    expect(theirs.length).toBe(17);
    // One confirmed session already took place, for the therapist to mark completed.
    expect(theirs.some((a) => a.status === 'CONFIRMED' && !future(a))).toBe(true);
    expect(new Set(theirs.map((a) => a.clientId)).size).toBeGreaterThan(1);
    for (const a of theirs) expect(dayTimes({ schedule: agenda.schedule, sessionDuration: agenda.sessionDuration, bufferMinutes: agenda.bufferMinutes, extras: [], closedDates: new Set() }, a.date)).toContain(a.time);
  });

  it('gives the demo therapist a Pix key: the demo client pays the confirmed session by Pix; the oldest one was paid', async () => {
    const clientToken = { sub: DEMO_CLIENTE.id, email: DEMO_CLIENTE.email, name: DEMO_CLIENTE.name, tipo: 'cliente' };
    const therapistToken = { sub: DEMO_TERAPEUTA.id, email: DEMO_TERAPEUTA.email, name: DEMO_TERAPEUTA.name, tipo: 'terapeuta' };
    const settings = (await t.call({ method: 'GET', url: `/terapeutas/${DEMO_TERAPEUTA.id}/pagamento`, user: therapistToken })).json<PaymentSettings>();
    expect(settings).toMatchObject({ forma: 'pix', chaveTipo: 'aleatoria', nome: 'Marina Duarte', cidade: 'São Paulo' });
    const mine = (await t.call({ method: 'GET', url: '/sessoes/cliente', user: clientToken })).json<Appointment[]>();
    const payments = (await t.call({ method: 'GET', url: '/pagamentos', user: clientToken })).json<SessionPayment[]>();
    const confirmed = mine.find((a) => a.status === 'CONFIRMED')!;
    expect(payments.find((p) => p.sessaoId === confirmed.id)).toMatchObject({ estado: 'pendente', valor: 180, gratuita: false, pixDisponivel: true });
    const pix = await t.call({ method: 'GET', url: `/sessoes/${confirmed.id}/pix`, user: clientToken });
    expect(pix.statusCode).toBe(200);
    expect(pix.json<SessionPix>().brCode).toContain('5406180.00');
    const completed = mine.filter((a) => a.status === 'COMPLETED').sort((a, b) => `${a.date}${a.time}`.localeCompare(`${b.date}${b.time}`));
    expect(payments.find((p) => p.sessaoId === completed[0]!.id)!.estado).toBe('confirmado');
    expect(payments.find((p) => p.sessaoId === completed[1]!.id)!.estado).toBe('pendente');
  });

  it('seeds the demo data on any weekday (dates stay on weekdays, the future stays in the future)', () => {
    for (let d = 0; d < 7; d++) {
      const now = new Date(Date.UTC(2030, 5, 2 + d, 23, 30));
      const data = buildSeedData(now);
      for (const s of data.sessions) {
        const dow = new Date(`${s.date}T12:00:00Z`).getUTCDay();
        expect(dow).toBeGreaterThanOrEqual(1);
        expect(dow).toBeLessThanOrEqual(5);
        const starts = appointmentStartsAt(s.date, s.time).getTime();
        const pastConfirmed = s.status === 'CONFIRMED' && s.meetingLink === 'https://meet.jit.si/acolhe-marina-3';
        if (s.status === 'PENDING' || (s.status === 'CONFIRMED' && !pastConfirmed)) expect(starts).toBeGreaterThan(now.getTime());
        if (pastConfirmed) expect(starts).toBeLessThan(now.getTime());
      }
    }
  });

  it('seedManyTherapists adds complete therapists fast, and search/pages stay fast', async () => {
    const n = 1000;
    const t0 = Date.now();
    await seedManyTherapists(t.db, n, { now: t.clock.now(), events: t.events });
    const seedMs = Date.now() - t0;
    expect(seedMs).toBeLessThan(45_000); // seconds even on a loaded 2-core CI box
    const page = (await t.call({ method: 'GET', url: '/public-terapeutas?page=0&size=20' })).json();
    expect(page.totalElements).toBe(SEED_THERAPIST_COUNT + 1 + n);
    const t1 = Date.now();
    const search = await t.call({ method: 'GET', url: '/public-terapeutas?search=ansiedade&cidade=sao-paulo&modalidade=online&page=0&size=20' });
    expect(search.statusCode).toBe(200);
    expect(search.json().totalElements).toBeGreaterThan(10);
    expect(Date.now() - t1).toBeLessThan(3000);
    const one = (await t.call({ method: 'GET', url: `/public-terapeutas/${benchTherapistId(1)}` })).json();
    expect(one.fullName.length).toBeGreaterThan(3);
  });
});
