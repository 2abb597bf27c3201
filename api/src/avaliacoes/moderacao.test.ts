// Review reports and their moderation (issue 32, item 6): anyone signed in reports a review once;
// an operator keeps it (the reports close) or hides it (it leaves the profile, its list entry and
// the rating at once; the author is told why; the audit line commits with the decision or nothing
// does). On PGlite and, with DATABASE_URL, on PostgreSQL.
import { sql } from 'drizzle-orm';
import { MODERACAO_MSG, OPERACAO_MSG, type NotificationInbox } from '@acolhe/shared-domain';
import { completedSession, createReadyTherapist, json, newClient, newOperador, newTherapist, useTestApp, type TestUser } from '../../testing/helpers';

const comentario = 'Atendimento atencioso, recomendo muito.';
const operador = newOperador();

interface Fila {
  content: { avaliacaoId: string; oculta: boolean; terapeutaNome: string; autorNome: string; denuncias: { motivo: string; texto: string }[] }[];
  totalElements: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('review reports and moderation', () => {
  // the lists' ratings exact (no lag), so a hidden review's list entry is checked at once too
  const t = useTestApp({ configOverrides: { publicCache: { ttlMs: 0, maxEntries: 1000, maxBytes: 64 * 1024 * 1024, ratingsLagMs: 0 } } });

  /** A therapist with reviews by `notas.length` clients (each after a completed session). */
  async function reviewed(name: string, notas: number[]) {
    const therapist = await createReadyTherapist(t, { user: newTherapist(name), profile: { fullName: name } });
    const authors: TestUser[] = [];
    const ids: string[] = [];
    for (const [i, nota] of notas.entries()) {
      const author = newClient(`Autora ${i} Silva`);
      await completedSession(t, author, therapist.sub);
      const res = await t.call({ method: 'POST', url: '/avaliacoes', user: author, body: { terapeutaId: therapist.sub, nota, comentario } });
      expect(res.statusCode).toBe(201);
      authors.push(author);
      ids.push(json<{ id: string }>(res).id);
    }
    return { therapist, authors, ids };
  }
  const report = (user: TestUser | undefined, id: string, body: unknown = { motivo: 'ofensiva', texto: 'Linguagem ofensiva.' }) =>
    t.call({ method: 'POST', url: `/avaliacoes/${id}/denuncias`, user, body });
  const decide = (id: string, body: unknown, user: TestUser = operador) => t.call({ method: 'POST', url: `/operacao/avaliacoes/${id}`, user, body });
  const fila = async (estado = 'pendentes') => json<Fila>(await t.call({ method: 'GET', url: `/operacao/denuncias?estado=${estado}`, user: operador }));
  const profile = async (id: string) =>
    json<{ rating: number; reviewCount: number; reviews: { id: string; resposta: unknown }[] }>(await t.call({ method: 'GET', url: `/public-terapeutas/${id}` }));

  describe('POST /avaliacoes/{id}/denuncias', () => {
    it('anyone signed in reports once: 201 with the message, the second time 409', async () => {
      const { therapist, ids } = await reviewed('Lia Report', [5]);
      const reporter = newClient('Quem Denuncia');
      const first = await report(reporter, ids[0]!);
      expect(first.statusCode).toBe(201);
      expect(json(first)).toEqual({ message: MODERACAO_MSG.denunciaRecebida });
      const again = await report(reporter, ids[0]!, { motivo: 'falsa' });
      expect(again.statusCode).toBe(409);
      expect(json(again)).toEqual({ message: MODERACAO_MSG.jaDenunciada });
      // the reviewed therapist may report it too
      expect((await report(therapist, ids[0]!, { motivo: 'dados_pessoais' })).statusCode).toBe(201);
      const rows = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM denuncias_avaliacao WHERE avaliacao_id = ${ids[0]!}`));
      expect(rows[0]!.n).toBe(2);
    });

    it('two reports at once by one person: one 201, one 409 (the unique index)', async () => {
      const { ids } = await reviewed('Lia Concorrente', [4]);
      const reporter = newClient();
      const results = await Promise.all([report(reporter, ids[0]!), report(reporter, ids[0]!)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    });

    it('the author cannot report their own review (409); a missing review is 404; no token 401; bad input 400', async () => {
      const { authors, ids } = await reviewed('Lia Propria', [3]);
      const own = await report(authors[0], ids[0]!);
      expect(own.statusCode).toBe(409);
      expect(json(own)).toEqual({ message: MODERACAO_MSG.propriaAvaliacao });
      expect((await report(newClient(), 'nao-existe')).statusCode).toBe(404);
      expect((await report(undefined, ids[0]!)).statusCode).toBe(401);
      const noText = await report(newClient(), ids[0]!, { motivo: 'outro', texto: '   ' });
      expect(noText.statusCode).toBe(400);
      expect(json(noText)).toMatchObject({ fieldErrors: { texto: MODERACAO_MSG.textoObrigatorio } });
      const badReason = await report(newClient(), ids[0]!, { motivo: 'chata' });
      expect(badReason.statusCode).toBe(400);
      expect(json(badReason)).toMatchObject({ fieldErrors: { motivo: 'Escolha o motivo.' } });
      const rows = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM denuncias_avaliacao WHERE avaliacao_id = ${ids[0]!}`));
      expect(rows[0]!.n).toBe(0);
    });
  });

  describe('the operators’ queue and decisions', () => {
    it('non-operators get 403 on both routes, whatever they are', async () => {
      const { ids } = await reviewed('Lia Guard', [5]);
      for (const user of [newClient(), newTherapist()]) {
        expect((await t.call({ method: 'GET', url: '/operacao/denuncias', user })).statusCode).toBe(403);
        const res = await decide(ids[0]!, { decisao: 'ocultar', motivo: 'Tentativa' }, user);
        expect(res.statusCode).toBe(403);
        expect(json(res)).toEqual({ message: OPERACAO_MSG.somenteOperadores });
      }
      expect((await profile((await t.db.execute(sql`SELECT terapeuta_id FROM avaliacoes WHERE id = ${ids[0]!}`).then((r) => rowsOf<{ terapeuta_id: string }>(r)[0]!.terapeuta_id)))).reviews).toHaveLength(1);
    });

    it('hide: gone from the profile and its list entry, the rating recomputed exactly, the reply with it, the author told why, the audit line written', async () => {
      const { therapist, authors, ids } = await reviewed('Lia Oculta Pereira', [5, 5, 4, 1]);
      const hiddenId = ids[3]!;
      // the therapist's reply goes with the review
      expect((await t.call({ method: 'POST', url: `/avaliacoes/${hiddenId}/resposta`, user: therapist, body: { texto: 'Sinto muito pela experiência.' } })).statusCode).toBe(200);
      expect((await report(newClient(), hiddenId, { motivo: 'dados_pessoais', texto: 'Cita o endereço dela.' })).statusCode).toBe(201);
      expect(await profile(therapist.sub)).toMatchObject({ rating: 3.75, reviewCount: 4 });
      const listed = async () =>
        json<{ content: { id: string; rating: number; reviewCount: number }[] }>(
          await t.call({ method: 'GET', url: `/public-terapeutas?search=${encodeURIComponent('Lia Oculta Pereira')}&page=0&size=5` }),
        ).content.find((x) => x.id === therapist.sub);
      expect(await listed()).toMatchObject({ rating: 3.75, reviewCount: 4 });

      const queue = await fila();
      expect(queue.content.find((x) => x.avaliacaoId === hiddenId)).toMatchObject({
        terapeutaNome: 'Lia Oculta Pereira',
        oculta: false,
        denuncias: [{ motivo: 'dados_pessoais', texto: 'Cita o endereço dela.' }],
      });

      t.clock.set('2030-01-20T15:00:00Z');
      const res = await decide(hiddenId, { decisao: 'ocultar', motivo: 'Expõe dados pessoais da terapeuta.' });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toMatchObject({ avaliacaoId: hiddenId, oculta: true });

      const after = await profile(therapist.sub);
      expect(after.reviews.map((r) => r.id)).not.toContain(hiddenId);
      expect(after).toMatchObject({ rating: 4.67, reviewCount: 3 });
      expect(await listed()).toMatchObject({ rating: 4.67, reviewCount: 3 });
      const stored = rowsOf<{ rating: string | number; review_count: number }>(await t.db.execute(sql`SELECT rating, review_count FROM terapeutas WHERE id = ${therapist.sub}`));
      expect(Number(stored[0]!.rating)).toBe(4.67);
      expect((await fila()).content.map((x) => x.avaliacaoId)).not.toContain(hiddenId);
      expect((await fila('todas')).content.find((x) => x.avaliacaoId === hiddenId)).toMatchObject({ oculta: true });

      // the author is told why, in the app and by e-mail (the outbox row)
      const inbox = json<NotificationInbox>(await t.call({ method: 'GET', url: '/notificacoes', user: authors[3] }));
      expect(inbox.content[0]).toMatchObject({ tipo: 'avaliacao-ocultada', titulo: 'Sua avaliação foi ocultada', link: `/terapeuta/${therapist.sub}` });
      const outbox = rowsOf<{ email_to: string; payload: { motivoOcultacao: string } }>(
        await t.db.execute(sql`SELECT email_to, payload FROM notificacoes WHERE conta_id = ${authors[3]!.sub} AND tipo = 'avaliacao-ocultada'`),
      );
      expect(outbox).toHaveLength(1);
      expect(outbox[0]).toMatchObject({ email_to: authors[3]!.email, payload: { motivoOcultacao: 'Expõe dados pessoais da terapeuta.' } });

      const audit = rowsOf<{ acao: string; motivo: string; operador_sub: string }>(
        await t.db.execute(sql`SELECT acao, motivo, operador_sub FROM auditoria_operacao WHERE alvo_tipo = 'avaliacao' AND alvo_id = ${hiddenId}`),
      );
      expect(audit).toEqual([{ acao: 'avaliacao.ocultar', motivo: 'Expõe dados pessoais da terapeuta.', operador_sub: operador.sub }]);
      // the console's log names the review by its author and therapist, not by its id alone (issue 44)
      const logged = json<{ content: { alvoNome: string | null }[] }>(await t.call({ method: 'GET', url: `/operacao/auditoria?alvoId=${hiddenId}`, user: operador }));
      expect(logged.content.map((e) => e.alvoNome)).toEqual([expect.stringMatching(/^Avaliação de Autora 3 .+ sobre Lia Oculta Pereira$/)]);

      // decided: a second decision is a 409; nobody reports, edits or answers it any more
      for (const decisao of ['ocultar', 'manter']) {
        const again = await decide(hiddenId, { decisao, motivo: 'De novo' });
        expect(again.statusCode).toBe(409);
        expect(json(again)).toEqual({ message: MODERACAO_MSG.jaDecidida });
      }
      expect((await report(newClient(), hiddenId)).statusCode).toBe(404);
      // a report that raced the hide and landed after it: nothing left to decide, not pending
      await t.db.execute(sql`INSERT INTO denuncias_avaliacao (id, avaliacao_id, autor_id, motivo) VALUES (${`tardia-${hiddenId}`}, ${hiddenId}, 'alguem', 'falsa')`);
      expect((await fila()).content.map((x) => x.avaliacaoId)).not.toContain(hiddenId);
      expect((await t.call({ method: 'PUT', url: `/avaliacoes/${hiddenId}`, user: authors[3], body: { nota: 5, comentario } })).statusCode).toBe(404);
      // its author may still delete it; the rating stays the visible reviews'
      expect((await t.call({ method: 'DELETE', url: `/avaliacoes/${hiddenId}`, user: authors[3] })).statusCode).toBe(204);
      expect(await profile(therapist.sub)).toMatchObject({ rating: 4.67, reviewCount: 3 });
    });

    it('keep: the reports close, the review stays; deciding again is a 409', async () => {
      const { therapist, ids } = await reviewed('Lia Mantida', [2]);
      await report(newClient(), ids[0]!, { motivo: 'falsa' });
      await report(newClient(), ids[0]!, { motivo: 'outro', texto: 'Não acredito nisso.' });
      expect((await fila()).content.find((x) => x.avaliacaoId === ids[0])?.denuncias).toHaveLength(2);
      const kept = await decide(ids[0]!, { decisao: 'manter', motivo: 'Opinião do cliente, sem ofensa.' });
      expect(kept.statusCode).toBe(200);
      expect(json(kept)).toMatchObject({ oculta: false });
      expect((await fila()).content.map((x) => x.avaliacaoId)).not.toContain(ids[0]);
      const closed = rowsOf<{ decisao: string }>(await t.db.execute(sql`SELECT decisao FROM denuncias_avaliacao WHERE avaliacao_id = ${ids[0]!}`));
      expect(closed.map((r) => r.decisao)).toEqual(['manter', 'manter']);
      expect(await profile(therapist.sub)).toMatchObject({ rating: 2, reviewCount: 1 });
      const again = await decide(ids[0]!, { decisao: 'manter', motivo: 'De novo' });
      expect(again.statusCode).toBe(409);
      // a new report reopens it for the queue
      expect((await report(newClient(), ids[0]!)).statusCode).toBe(201);
      expect((await fila()).content.map((x) => x.avaliacaoId)).toContain(ids[0]);
    });

    it('a failing audit insert rolls the hide back: the review, the rating, the reports and the outbox as before', async () => {
      const { therapist, authors, ids } = await reviewed('Lia Auditada', [5, 1]);
      await report(newClient(), ids[1]!);
      // the database refuses this one audit line (the append-only guard's own function, on INSERT)
      await t.db.execute(sql.raw(`CREATE TRIGGER teste_auditoria_falha BEFORE INSERT ON auditoria_operacao FOR EACH ROW WHEN (NEW.alvo_id = '${ids[1]!}') EXECUTE FUNCTION acolhe_auditoria_somente_insercao()`));
      try {
        const res = await decide(ids[1]!, { decisao: 'ocultar', motivo: 'Ofensiva.' });
        expect(res.statusCode).toBe(500);
      } finally {
        await t.db.execute(sql`DROP TRIGGER teste_auditoria_falha ON auditoria_operacao`);
      }
      const after = await profile(therapist.sub);
      expect(after.reviews.map((r) => r.id)).toContain(ids[1]);
      expect(after).toMatchObject({ rating: 3, reviewCount: 2 });
      expect((await fila()).content.map((x) => x.avaliacaoId)).toContain(ids[1]);
      const notices = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM notificacoes WHERE conta_id = ${authors[1]!.sub}`));
      expect(notices[0]!.n).toBe(0);
      // and it goes through once the database accepts the line
      expect((await decide(ids[1]!, { decisao: 'ocultar', motivo: 'Ofensiva.' })).statusCode).toBe(200);
      expect(await profile(therapist.sub)).toMatchObject({ rating: 5, reviewCount: 1 });
    });

    it('bad input: 400 with the pt-BR message (decision, reason, filter); an unknown review 404', async () => {
      const { ids } = await reviewed('Lia Entrada', [4]);
      const noReason = await decide(ids[0]!, { decisao: 'ocultar', motivo: '  ' });
      expect(noReason.statusCode).toBe(400);
      expect(json(noReason)).toMatchObject({ fieldErrors: { motivo: 'Informe o motivo.' } });
      expect((await decide(ids[0]!, { decisao: 'apagar', motivo: 'x' })).statusCode).toBe(400);
      const filter = await t.call({ method: 'GET', url: '/operacao/denuncias?estado=abertas', user: operador });
      expect(filter.statusCode).toBe(400);
      expect(json(filter)).toMatchObject({ message: OPERACAO_MSG.filtroInvalido });
      expect((await decide('nao-existe', { decisao: 'ocultar', motivo: 'x' })).statusCode).toBe(404);
    });
  });
});

describe('reports are rate-limited like every write', () => {
  const t = useTestApp({ configOverrides: { rateLimit: { enabled: true, timeWindow: 60_000, writeMax: 3, authMax: 1000, publicMax: 1000 } } });

  it('the 4th report in the window: 429 with the pt-BR message (each counter is per route)', async () => {
    const therapist = await createReadyTherapist(t);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const author = newClient();
      await completedSession(t, author, therapist.sub);
      const res = await t.call({ method: 'POST', url: '/avaliacoes', user: author, body: { terapeutaId: therapist.sub, nota: 5, comentario } });
      expect(res.statusCode).toBe(201);
      ids.push(json<{ id: string }>(res).id);
    }
    for (const id of ids) expect((await t.call({ method: 'POST', url: `/avaliacoes/${id}/denuncias`, user: newClient(), body: { motivo: 'falsa' } })).statusCode).toBe(201);
    const limited = await t.call({ method: 'POST', url: `/avaliacoes/${ids[0]!}/denuncias`, user: newClient(), body: { motivo: 'falsa' } });
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual({ message: 'Muitas requisições. Tente novamente em instantes.' });
    const rows = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM denuncias_avaliacao`));
    expect(rows[0]!.n).toBe(3);
  });
});
