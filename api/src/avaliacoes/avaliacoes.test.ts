import { eq, sql } from 'drizzle-orm';
import { MODERACAO_MSG } from '@acolhe/shared-domain';
import { terapeutas } from '../db/schema';
import { completedSession, createReadyTherapist, json, newClient, newTherapist, useTestApp, type TestUser } from '../../testing/helpers';

const comentario = 'Ótima profissional, me ajudou muito.';

describe('reviews (avaliacoes)', () => {
  const t = useTestApp();
  let therapist: TestUser;
  beforeAll(async () => {
    therapist = await createReadyTherapist(t);
  });

  /** POST /avaliacoes; a client first gets a completed session with the therapist (reviews come
   * from sessions, issue 32) unless `session: false`. */
  const create = async (user: TestUser | undefined, body: Record<string, unknown>, { session = true } = {}) => {
    if (session && user?.tipo === 'cliente' && typeof body.terapeutaId === 'string') await completedSession(t, user, body.terapeutaId);
    return t.call({ method: 'POST', url: '/avaliacoes', user, body });
  };
  const ratingOf = async (id: string) => {
    const res = await t.call({ method: 'GET', url: `/public-terapeutas/${id}` });
    const body = res.json();
    return { rating: body.rating as number, reviewCount: body.reviewCount as number };
  };
  /** The stored columns equal the aggregate of the reviews. */
  const expectAggregateConsistent = async (id: string) => {
    const rows = await t.db.execute<{ avg: string | number | null; n: string | number }>(
      sql`SELECT ROUND(AVG(nota)::numeric, 2) AS avg, COUNT(*) AS n FROM avaliacoes WHERE terapeuta_id = ${id}`,
    );
    const agg = (rows as unknown as { rows: { avg: string | number | null; n: string | number }[] }).rows[0]!;
    const [row] = await t.db.select({ rating: terapeutas.rating, reviewCount: terapeutas.reviewCount }).from(terapeutas).where(eq(terapeutas.id, id));
    expect(row!.reviewCount).toBe(Number(agg.n));
    expect(row!.rating).toBeCloseTo(agg.avg === null ? 0 : Number(agg.avg), 2);
  };

  it('POST creates a review with author and date from the token and the clock (201)', async () => {
    const client = newClient('Carla Menezes');
    const res = await create(client, {
      id: 'ignorado',
      terapeutaId: therapist.sub,
      clienteId: 'outro-cliente',
      clientName: 'Nome Falso',
      nota: 5,
      comentario: `  ${comentario}  `,
      dataAvaliacao: '1999-01-01',
      canEdit: false,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      terapeutaId: therapist.sub,
      clientName: 'Carla M.',
      nota: 5,
      comentario,
      dataAvaliacao: '2030-01-16',
      canEdit: true,
      verified: true,
      resposta: null,
    });
  });

  it('keeps rating and reviewCount equal to the aggregate after create, update and delete', async () => {
    const target = await createReadyTherapist(t);
    const [a, b] = [newClient('Cliente A'), newClient('Cliente B')];
    expect(await ratingOf(target.sub)).toEqual({ rating: 0, reviewCount: 0 });
    const ra = (await create(a, { terapeutaId: target.sub, nota: 5, comentario })).json();
    expect(await ratingOf(target.sub)).toEqual({ rating: 5, reviewCount: 1 });
    const rb = (await create(b, { terapeutaId: target.sub, nota: 2, comentario })).json();
    expect(await ratingOf(target.sub)).toEqual({ rating: 3.5, reviewCount: 2 });
    const c = newClient('Cliente C');
    await create(c, { terapeutaId: target.sub, nota: 4, comentario });
    expect(await ratingOf(target.sub)).toEqual({ rating: 3.67, reviewCount: 3 });

    const updated = await t.call({ method: 'PUT', url: `/avaliacoes/${ra.id}`, user: a, body: { nota: 3, comentario: 'Mudei de ideia depois de um tempo.' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: ra.id, nota: 3, comentario: 'Mudei de ideia depois de um tempo.', canEdit: true });
    expect(await ratingOf(target.sub)).toEqual({ rating: 3, reviewCount: 3 });

    const deleted = await t.call({ method: 'DELETE', url: `/avaliacoes/${rb.id}`, user: b });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await ratingOf(target.sub)).toEqual({ rating: 3.5, reviewCount: 2 });
    await expectAggregateConsistent(target.sub);

    await t.call({ method: 'DELETE', url: `/avaliacoes/${ra.id}`, user: a });
    const rc = (await t.call({ method: 'GET', url: `/public-terapeutas/${target.sub}` })).json().reviews[0];
    await t.call({ method: 'DELETE', url: `/avaliacoes/${rc.id}`, user: c });
    expect(await ratingOf(target.sub)).toEqual({ rating: 0, reviewCount: 0 });
    await expectAggregateConsistent(target.sub);
  });

  it('DELETE accepts the empty JSON body the product client sends (Content-Type: application/json)', async () => {
    const client = newClient();
    const review = (await create(client, { terapeutaId: therapist.sub, nota: 4, comentario })).json();
    const deleted = await t.call({
      method: 'DELETE',
      url: `/avaliacoes/${review.id}`,
      user: client,
      headers: { 'content-type': 'application/json' },
    });
    expect(deleted.statusCode).toBe(204);
  });

  it('PUT /avaliacoes takes the review id in the body (api/README.md shape)', async () => {
    const client = newClient();
    const review = (await create(client, { terapeutaId: therapist.sub, nota: 4, comentario })).json();
    const res = await t.call({
      method: 'PUT',
      url: '/avaliacoes',
      user: client,
      body: { ...review, nota: 5, comentario: 'Atualizando com mais detalhes.', clienteId: 'hack' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: review.id, clientName: 'Cliente T.', nota: 5 });
    expect(res.json()).not.toHaveProperty('clienteId');
    const missing = await t.call({ method: 'PUT', url: '/avaliacoes', user: client, body: { nota: 5, comentario } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Avaliação não informada.', fieldErrors: { id: 'Avaliação não informada.' } });
  });

  it('one review per client per therapist → 409 in pt-BR', async () => {
    const client = newClient();
    expect((await create(client, { terapeutaId: therapist.sub, nota: 5, comentario })).statusCode).toBe(201);
    const again = await create(client, { terapeutaId: therapist.sub, nota: 1, comentario });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Você já avaliou este terapeuta.' });
  });

  it('two concurrent reviews by one client → exactly one 201 and one 409', async () => {
    const target = await createReadyTherapist(t);
    const client = newClient();
    await t.call({ method: 'GET', url: `/clientes/${client.sub}`, user: client }); // record exists
    const results = await Promise.all([
      create(client, { terapeutaId: target.sub, nota: 5, comentario }),
      create(client, { terapeutaId: target.sub, nota: 3, comentario }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({ message: 'Você já avaliou este terapeuta.' });
    expect((await ratingOf(target.sub)).reviewCount).toBe(1);
    await expectAggregateConsistent(target.sub);
  });

  it('concurrent reviews by many clients keep the aggregate exact', async () => {
    const target = await createReadyTherapist(t);
    const clients = Array.from({ length: 12 }, (_, i) => newClient(`Paralelo ${i}`));
    const notas = clients.map((_, i) => (i % 5) + 1);
    const results = await Promise.all(clients.map((c, i) => create(c, { terapeutaId: target.sub, nota: notas[i], comentario })));
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const expected = Math.round((notas.reduce((s, n) => s + n, 0) / notas.length) * 100) / 100;
    expect(await ratingOf(target.sub)).toEqual({ rating: expected, reviewCount: 12 });
    await expectAggregateConsistent(target.sub);
  });

  describe('permissions (product.md#who-uses-it messages) and ownership', () => {
    let author: TestUser;
    let reviewId: string;
    beforeAll(async () => {
      author = newClient('Autora');
      reviewId = (await create(author, { terapeutaId: therapist.sub, nota: 4, comentario })).json().id;
    });

    it.each([
      ['POST', '/avaliacoes', 'Only clients can create reviews'],
      ['PUT', '/avaliacoes', 'Only clients can update reviews'],
      ['PUT', '/avaliacoes/:id', 'Only clients can update reviews'],
      ['DELETE', '/avaliacoes/:id', 'Only clients can delete reviews'],
    ] as const)('%s %s by a therapist → 403 "%s"', async (method, url, message) => {
      const res = await t.call({
        method,
        url: url.replace(':id', reviewId),
        user: newTherapist(),
        body: method === 'DELETE' ? undefined : { id: reviewId, terapeutaId: therapist.sub, nota: 5, comentario },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message });
    });

    it('another client cannot update or delete the review → 403 Acesso negado.', async () => {
      const intruder = newClient();
      const put = await t.call({ method: 'PUT', url: `/avaliacoes/${reviewId}`, user: intruder, body: { nota: 1, comentario } });
      expect(put.statusCode).toBe(403);
      expect(put.json()).toEqual({ message: 'Acesso negado.' });
      const putBody = await t.call({ method: 'PUT', url: '/avaliacoes', user: intruder, body: { id: reviewId, nota: 1, comentario } });
      expect(putBody.statusCode).toBe(403);
      const del = await t.call({ method: 'DELETE', url: `/avaliacoes/${reviewId}`, user: intruder });
      expect(del.statusCode).toBe(403);
      const still = (await t.call({ method: 'GET', url: `/public-terapeutas/${therapist.sub}` })).json().reviews;
      expect(still.find((r: { id: string }) => r.id === reviewId)).toMatchObject({ nota: 4 });
    });

    it('unknown review → 404, unknown therapist → 404, no token → 401', async () => {
      const put = await t.call({ method: 'PUT', url: '/avaliacoes/nao-existe', user: author, body: { nota: 1, comentario } });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({ message: 'Avaliação não encontrada.' });
      const del = await t.call({ method: 'DELETE', url: '/avaliacoes/nao-existe', user: author });
      expect(del.statusCode).toBe(404);
      const post = await create(newClient(), { terapeutaId: 'nao-existe', nota: 5, comentario }, { session: false });
      expect(post.statusCode).toBe(404);
      expect(post.json()).toEqual({ message: 'Terapeuta não encontrado.' });
      expect((await create(undefined, { terapeutaId: therapist.sub, nota: 5, comentario })).statusCode).toBe(401);
    });
  });

  it.each(([
    [{ nota: 6, comentario }, 'nota', 'Por favor, selecione uma avaliação com estrelas.'],
    [{ nota: 0, comentario }, 'nota', 'Por favor, selecione uma avaliação com estrelas.'],
    [{ nota: 4.5, comentario }, 'nota', 'Por favor, selecione uma avaliação com estrelas.'],
    [{ nota: '5', comentario }, 'nota', 'Por favor, selecione uma avaliação com estrelas.'],
    [{ comentario }, 'nota', 'Por favor, selecione uma avaliação com estrelas.'],
    [{ nota: 5, comentario: '   curto    ' }, 'comentario', 'Por favor, escreva um comentário com pelo menos 10 caracteres.'],
    [{ nota: 5 }, 'comentario', 'Por favor, escreva um comentário com pelo menos 10 caracteres.'],
    [{ nota: 5, comentario: 'x'.repeat(2001) }, 'comentario', 'O comentário deve ter no máximo 2000 caracteres.'],
  ] as [Record<string, unknown>, string, string][]).map(([body, field, message]) => [JSON.stringify(body).slice(0, 60), body, field, message] as const))('400 for %s', async (_label, partial, field, message) => {
    const res = await create(newClient(), { terapeutaId: therapist.sub, ...partial });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
  });

  describe('reviews come from sessions (issue 32)', () => {
    it('the issue’s example: declined and cancelled sessions do not count (403, the rating stays 4,67 (6)); after a completed one, 201 and 4,57 (7)', async () => {
      const target = await createReadyTherapist(t);
      for (const [i, nota] of [5, 5, 4, 5, 5, 4].entries()) {
        expect((await create(newClient(`Cliente ${i}`), { terapeutaId: target.sub, nota, comentario })).statusCode).toBe(201);
      }
      expect(await ratingOf(target.sub)).toEqual({ rating: 4.67, reviewCount: 6 });
      const newcomer = newClient('Recém Chegada');
      for (const status of ['REJECTED', 'CANCELLED', 'PENDING', 'CONFIRMED']) await completedSession(t, newcomer, target.sub, status);
      const refused = await create(newcomer, { terapeutaId: target.sub, nota: 4, comentario }, { session: false });
      expect(refused.statusCode).toBe(403);
      expect(json(refused)).toEqual({ message: MODERACAO_MSG.avaliarSoAposSessao });
      expect(await ratingOf(target.sub)).toEqual({ rating: 4.67, reviewCount: 6 });
      await expectAggregateConsistent(target.sub);
      // the profile does not invite a review from someone who cannot write one
      const before = json<{ canReview?: boolean }>(await t.call({ method: 'GET', url: `/public-terapeutas/${target.sub}`, user: newcomer }));
      expect(before).not.toHaveProperty('canReview');

      await completedSession(t, newcomer, target.sub);
      const invited = json<{ canReview?: boolean }>(await t.call({ method: 'GET', url: `/public-terapeutas/${target.sub}`, user: newcomer }));
      expect(invited.canReview).toBe(true);
      // nobody else sees the invitation (the shared, cached answer never carries it)
      expect(json(await t.call({ method: 'GET', url: `/public-terapeutas/${target.sub}` }))).not.toHaveProperty('canReview');
      const accepted = await create(newcomer, { terapeutaId: target.sub, nota: 4, comentario }, { session: false });
      expect(accepted.statusCode).toBe(201);
      expect(json(accepted)).toMatchObject({ verified: true });
      expect(await ratingOf(target.sub)).toEqual({ rating: 4.57, reviewCount: 7 });
      const after = json<{ canReview?: boolean }>(await t.call({ method: 'GET', url: `/public-terapeutas/${target.sub}`, user: newcomer }));
      expect(after).not.toHaveProperty('canReview');
    });

    it('a client with a completed session with ANOTHER therapist still gets 403', async () => {
      const other = await createReadyTherapist(t);
      const client = newClient();
      await completedSession(t, client, other.sub);
      const res = await create(client, { terapeutaId: therapist.sub, nota: 5, comentario }, { session: false });
      expect(res.statusCode).toBe(403);
    });

    it('existing reviews without a completed session stay, and stay unverified', async () => {
      const client = newClient('Cliente Antiga');
      const review = (await create(client, { terapeutaId: therapist.sub, nota: 3, comentario })).json();
      // as a review written before the rule: no completed session behind it
      await t.db.execute(sql`DELETE FROM sessoes WHERE cliente_id = ${client.sub}`);
      const shown = json<{ reviews: { id: string; verified: boolean }[] }>(await t.call({ method: 'GET', url: `/public-terapeutas/${therapist.sub}` }));
      expect(shown.reviews.find((r) => r.id === review.id)).toMatchObject({ verified: false });
      const edited = await t.call({ method: 'PUT', url: `/avaliacoes/${review.id}`, user: client, body: { nota: 4, comentario } });
      expect(edited.statusCode).toBe(200);
    });
  });
});
