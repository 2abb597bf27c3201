// The waiting list through the api (issue 46), on PGlite and PostgreSQL: joining (its messages, the
// 5-entry limit under concurrency, a therapist cannot), freed time offered to the first fitting entry
// and held (slots-mes, POST /sessoes 409), declined or expired → the next in line, nobody → public
// again, accepted → a request (or a confirmed session) in one step, the offer's history, the
// therapist's view (first names only) and pause, and who may answer an offer.
import { and, eq } from 'drizzle-orm';
import { ESPERA_MESSAGES, VALIDATION_MESSAGES } from '@acolhe/shared-domain';
import { esperaEntradas, esperaOfertas, notificacoes, sessoes } from '../db/schema';
import { createReadyTherapist, newClient, newTherapist, useTestApp, type TestUser } from '../../testing/helpers';
import { nextSlotsFor } from '../busca/next-slot';
import { ESPERA_EVENTS } from './events';
import { sweepWaitingList } from './ofertas';

const NOW = '2030-01-16T13:00:00.000Z'; // Wed 16/01/2030 10:00 in São Paulo
// Monday 21/01/2030: the therapist works 09:00–12:00, sessions of 60 minutes

type Entry = { id: string; posicao: number; oferta: { id: string; date: string; time: string; expiraEm: string } | null };

describe('the waiting list', () => {
  const t = useTestApp();
  beforeEach(() => t.clock.set(NOW));

  const join = (client: TestUser, therapist: TestUser, body: Record<string, unknown> = { diasDaSemana: [1], inicio: '09:00', fim: '12:00' }) =>
    t.call({ method: 'POST', url: `/terapeutas/${therapist.sub}/lista-de-espera`, user: client, body });
  const mine = async (client: TestUser): Promise<Entry[]> => {
    const res = await t.call({ method: 'GET', url: '/me/lista-de-espera', user: client });
    expect(res.statusCode).toBe(200);
    return res.json<Entry[]>();
  };
  const book = (client: TestUser, therapist: TestUser, date = '2030-01-21', time = '10:00') =>
    t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: therapist.sub, date, time } });
  const cancel = (id: string, user: TestUser) => t.call({ method: 'PATCH', url: `/sessoes/${id}`, user, body: { status: 'CANCELLED' } });
  /** a session of someone else at Mon 21/01 `time`, confirmed, then cancelled by its client: the freed time */
  const freeTime = async (therapist: TestUser, time = '10:00') => {
    const other = newClient('Quem Cancela');
    const booked = await book(other, therapist, '2030-01-21', time);
    expect(booked.statusCode).toBe(201);
    expect((await t.call({ method: 'PATCH', url: `/sessoes/${booked.json().id}`, user: therapist, body: { status: 'CONFIRMED' } })).statusCode).toBe(200);
    return async () => expect((await cancel(booked.json().id, other)).statusCode).toBe(200);
  };
  const slotAvailable = async (therapist: TestUser, time = '10:00') => {
    const res = await t.call({ method: 'GET', url: `/agenda/terapeutas/${therapist.sub}/slots-mes?year=2030&month=1` });
    return (res.json() as { date: string; time: string; available: boolean }[]).find((s) => s.date === '2030-01-21' && s.time === time)?.available;
  };

  describe('joining', () => {
    it('answers 201 with the entry, its place in line and no offer; the next one is second', async () => {
      const therapist = await createReadyTherapist(t);
      const res = await join(newClient('Bia Lima'), therapist, { diasDaSemana: [3, 1], inicio: '18:00', fim: '21:00', modalidade: 'online', observacao: 'À noite.' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ therapistId: therapist.sub, diasDaSemana: [1, 3], inicio: '18:00', fim: '21:00', modalidade: 'online', observacao: 'À noite.', posicao: 1, oferta: null });
      expect(new Date(res.json().expiraEm).getTime() - new Date(NOW).getTime()).toBe(60 * 86_400_000);
      const second = await join(newClient(), therapist);
      expect(second.json().posicao).toBe(2);
    });

    it('refuses bad input with pt-BR messages per field', async () => {
      const therapist = await createReadyTherapist(t);
      const client = newClient();
      const empty = await join(client, therapist, { diasDaSemana: [], inicio: '18:00', fim: '21:00' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fieldErrors).toEqual({ diasDaSemana: ESPERA_MESSAGES.weekdays });
      const order = await join(client, therapist, { diasDaSemana: [1], inicio: '21:00', fim: '18:00' });
      expect(order.statusCode).toBe(400);
      expect(order.json().fieldErrors).toEqual({ fim: ESPERA_MESSAGES.order });
      const bad = await join(client, therapist, { diasDaSemana: [7], inicio: '25:00', fim: 'x', modalidade: 'telefone' });
      expect(bad.json().fieldErrors).toMatchObject({ 'diasDaSemana.0': ESPERA_MESSAGES.weekdays, inicio: ESPERA_MESSAGES.start, fim: ESPERA_MESSAGES.end, modalidade: VALIDATION_MESSAGES.modality });
      // a format the therapist does not offer (online only)
      const presencial = await join(client, therapist, { diasDaSemana: [1], inicio: '09:00', fim: '12:00', modalidade: 'presencial' });
      expect(presencial.statusCode).toBe(400);
      expect(presencial.json().fieldErrors).toEqual({ modalidade: 'Este terapeuta não atende nesta modalidade.' });
      expect(await mine(client)).toEqual([]);
    });

    it('a therapist cannot join (403); an unknown therapist is 404; twice the same list is 409', async () => {
      const therapist = await createReadyTherapist(t);
      const asTherapist = await join(await createReadyTherapist(t, { user: newTherapist('Outra') }), therapist);
      expect(asTherapist.statusCode).toBe(403);
      expect(asTherapist.json().message).toBe(ESPERA_MESSAGES.onlyClientsJoin);
      const client = newClient();
      expect((await join(client, newTherapist())).statusCode).toBe(404);
      expect((await join(client, therapist)).statusCode).toBe(201);
      const again = await join(client, therapist);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(ESPERA_MESSAGES.alreadyWaiting);
    });

    it('at most 5 lists per client, decided by the database under concurrency', async () => {
      const therapists: TestUser[] = [];
      for (let i = 0; i < 7; i++) therapists.push(await createReadyTherapist(t, { user: newTherapist(`Lista ${i}`) }));
      const client = newClient();
      const results = await Promise.all(therapists.slice(0, 6).map((th) => join(client, th)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(ESPERA_MESSAGES.tooMany);
      expect(await mine(client)).toHaveLength(5);
      // leaving one makes room
      const [first] = await mine(client);
      expect((await t.call({ method: 'DELETE', url: `/lista-de-espera/${first!.id}`, user: client })).statusCode).toBe(204);
      expect((await join(client, therapists[6]!)).statusCode).toBe(201);
    });

    it('only its client leaves an entry (another client: 404)', async () => {
      const therapist = await createReadyTherapist(t);
      const client = newClient();
      const entry = (await join(client, therapist)).json<Entry>();
      expect((await t.call({ method: 'DELETE', url: `/lista-de-espera/${entry.id}`, user: newClient() })).statusCode).toBe(404);
      expect(await mine(client)).toHaveLength(1);
      expect((await t.call({ method: 'DELETE', url: `/lista-de-espera/${entry.id}`, user: client })).statusCode).toBe(204);
      expect(await mine(client)).toEqual([]);
    });
  });

  describe('a freed time', () => {
    it('is offered to the first entry that fits, held for them, passed on when declined or expired, public when nobody is left', async () => {
      const therapist = await createReadyTherapist(t);
      const tuesdays = newClient('Tereza Terça');
      const first = newClient('Maria Primeira');
      const second = newClient('João Segundo');
      const release = await freeTime(therapist);
      expect((await join(tuesdays, therapist, { diasDaSemana: [2], inicio: '09:00', fim: '12:00' })).statusCode).toBe(201); // not Mondays
      expect((await join(first, therapist)).statusCode).toBe(201);
      expect((await join(second, therapist)).statusCode).toBe(201);

      await release();
      const [offered] = await mine(first);
      expect(offered!.oferta).toMatchObject({ date: '2030-01-21', time: '10:00' });
      // held 30 minutes (the default)
      expect(new Date(offered!.oferta!.expiraEm).getTime() - new Date(NOW).getTime()).toBe(30 * 60_000);
      expect((await mine(tuesdays))[0]!.oferta).toBeNull();
      expect((await mine(second))[0]!.oferta).toBeNull();
      // the in-app message and e-mail name the date and time, nothing else of anybody
      const [message] = await t.db.select().from(notificacoes).where(and(eq(notificacoes.contaId, first.sub), eq(notificacoes.tipo, 'espera-oferta')));
      expect(message!.mensagem).toContain('21/01/2030');
      expect(message!.mensagem).toContain('10:00');
      expect(message!.emailTo).toBe(first.email);

      // held: not free to anybody else
      expect(await slotAvailable(therapist)).toBe(false);
      const taken = await book(second, therapist);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('Este horário não está mais disponível.');

      // declined → the next in line
      expect((await t.call({ method: 'POST', url: `/ofertas/${offered!.oferta!.id}/recusar`, user: first })).statusCode).toBe(204);
      expect((await mine(first))[0]!.oferta).toBeNull(); // still in line
      const passed = (await mine(second))[0]!.oferta;
      expect(passed).toMatchObject({ date: '2030-01-21', time: '10:00' });
      // answered twice: gone
      expect((await t.call({ method: 'POST', url: `/ofertas/${offered!.oferta!.id}/recusar`, user: first })).statusCode).toBe(409);

      // the hold runs out: the sweep expires it; nobody else fits → the time is public again
      t.clock.set(new Date(new Date(passed!.expiraEm).getTime() + 1000).toISOString());
      await sweepWaitingList(t.db, t.app.bus, t.clock.now());
      expect((await mine(second))[0]!.oferta).toBeNull();
      expect((await t.call({ method: 'POST', url: `/ofertas/${passed!.id}/aceitar`, user: second })).statusCode).toBe(409);
      expect(await slotAvailable(therapist)).toBe(true);
      expect((await book(newClient(), therapist)).statusCode).toBe(201);

      // the offers' history: made, declined, expired
      const history = await t.db.select().from(esperaOfertas).where(eq(esperaOfertas.terapeutaId, therapist.sub));
      expect(history.map((o) => [o.clienteId, o.estado]).sort()).toEqual([[first.sub, 'recusada'], [second.sub, 'expirada']].sort());
    });

    it('a hold that runs out passes to the next in line (the sweep, whichever replica runs it)', async () => {
      const therapist = await createReadyTherapist(t);
      const [late, next] = [newClient('Lenta'), newClient('Próxima')];
      const release = await freeTime(therapist);
      await join(late, therapist);
      await join(next, therapist);
      await release();
      const held = (await mine(late))[0]!.oferta!;
      // not yet: the sweep before the end leaves it held
      await sweepWaitingList(t.db, t.app.bus, t.clock.now());
      expect((await mine(late))[0]!.oferta).toMatchObject({ id: held.id });
      t.clock.set(new Date(new Date(held.expiraEm).getTime() + 1000).toISOString());
      // two sweeps at once (two replicas): the hold ends once, the next in line gets one offer
      await Promise.all([sweepWaitingList(t.db, t.app.bus, t.clock.now()), sweepWaitingList(t.db, t.app.bus, t.clock.now())]);
      expect((await mine(late))[0]!.oferta).toBeNull();
      expect((await mine(next))[0]!.oferta).toMatchObject({ date: '2030-01-21', time: '10:00' });
      const offers = await t.db.select().from(esperaOfertas).where(eq(esperaOfertas.terapeutaId, therapist.sub));
      expect(offers.map((o) => [o.clienteId, o.estado]).sort()).toEqual([[late.sub, 'expirada'], [next.sub, 'viva']].sort());
      const messages = await t.db.select().from(notificacoes).where(and(eq(notificacoes.contaId, next.sub), eq(notificacoes.tipo, 'espera-oferta')));
      expect(messages).toHaveLength(1);
    });

    it('other freed time: a block removed, a session moved away, a declined request', async () => {
      const therapist = await createReadyTherapist(t);
      const waiting = [newClient('Um'), newClient('Dois'), newClient('Três')];
      // Monday: 09:00 blocked, 10:00 booked (to be moved to 11:00 — then 11:00 is taken), and Tuesday's 09:00 requested
      const block = await t.call({ method: 'POST', url: `/agenda/terapeutas/${therapist.sub}/bloqueios`, user: therapist, body: { start: '2030-01-21T09:00', end: '2030-01-21T10:00' } });
      expect(block.statusCode).toBe(201);
      const moving = newClient('Quem Muda');
      const moved = await book(moving, therapist, '2030-01-21', '10:00');
      const declined = await book(newClient('Recusado'), therapist, '2030-01-22', '09:00');
      for (const c of waiting) await join(c, therapist, { diasDaSemana: [1, 2], inicio: '09:00', fim: '12:00' });
      expect((await mine(waiting[0]!))[0]!.oferta).toBeNull();

      expect((await t.call({ method: 'DELETE', url: `/agenda/terapeutas/${therapist.sub}/bloqueios/${block.json().id}`, user: therapist })).statusCode).toBe(204);
      expect((await mine(waiting[0]!))[0]!.oferta).toMatchObject({ date: '2030-01-21', time: '09:00' });

      const remarcada = await t.call({ method: 'POST', url: `/sessoes/${moved.json().id}/remarcar`, user: moving, body: { date: '2030-01-21', time: '11:00' } });
      expect(remarcada.statusCode).toBe(200);
      expect((await mine(waiting[1]!))[0]!.oferta).toMatchObject({ date: '2030-01-21', time: '10:00' });

      expect((await t.call({ method: 'PATCH', url: `/sessoes/${declined.json().id}`, user: therapist, body: { status: 'REJECTED' } })).statusCode).toBe(200);
      expect((await mine(waiting[2]!))[0]!.oferta).toMatchObject({ date: '2030-01-22', time: '09:00' });
    });

    it('skips a client who has a session (with anyone) at that time', async () => {
      const therapist = await createReadyTherapist(t);
      const elsewhere = await createReadyTherapist(t, { user: newTherapist('Outro Consultório') });
      const [busy, free] = [newClient('Ocupada'), newClient('Livre')];
      expect((await book(busy, elsewhere, '2030-01-21', '10:00')).statusCode).toBe(201);
      const release = await freeTime(therapist);
      await join(busy, therapist);
      await join(free, therapist);
      await release();
      expect((await mine(busy)).find((e) => e.oferta)).toBeUndefined();
      expect((await mine(free))[0]!.oferta).toMatchObject({ date: '2030-01-21', time: '10:00' });
    });

    it("the search's next free slot leaves a held time out too", async () => {
      const therapist = await createReadyTherapist(t);
      const head = { id: therapist.sub, sessionDuration: 60, bufferMinutes: 0, minNoticeHours: 12 };
      // the first bookable slot: Thursday 17/01 09:00 (12 h of notice from Wednesday 10:00)
      const other = newClient('Quinta');
      const booked = await book(other, therapist, '2030-01-17', '09:00');
      expect((await nextSlotsFor(t.db, [head], t.clock.now())).get(therapist.sub)).toBe('2030-01-17T10:00');
      await join(newClient('Espera Quinta'), therapist, { diasDaSemana: [4], inicio: '09:00', fim: '12:00' });
      expect((await cancel(booked.json().id, other)).statusCode).toBe(200);
      expect((await nextSlotsFor(t.db, [head], t.clock.now())).get(therapist.sub)).toBe('2030-01-17T10:00');
    });

    it('leaving the list with an offer held passes the time to the next in line', async () => {
      const therapist = await createReadyTherapist(t);
      const [leaving, next] = [newClient('Desiste'), newClient('Fica')];
      const release = await freeTime(therapist);
      await join(leaving, therapist);
      await join(next, therapist);
      await release();
      const [entry] = await mine(leaving);
      expect(entry!.oferta).not.toBeNull();
      expect((await t.call({ method: 'DELETE', url: `/lista-de-espera/${entry!.id}`, user: leaving })).statusCode).toBe(204);
      expect((await mine(next))[0]!.oferta).toMatchObject({ date: '2030-01-21', time: '10:00' });
      const [withdrawn] = await t.db.select().from(esperaOfertas).where(eq(esperaOfertas.id, entry!.oferta!.id));
      expect(withdrawn!.estado).toBe('retirada');
    });

    it("a block over a held time withdraws the offer: its client is told and keeps their place; the time is not offered on", async () => {
      const therapist = await createReadyTherapist(t);
      const [holder, next] = [newClient('Segura'), newClient('Depois')];
      const release = await freeTime(therapist);
      await join(holder, therapist);
      await join(next, therapist);
      await release();
      const [entry] = await mine(holder);
      expect(entry!.oferta).toMatchObject({ date: '2030-01-21', time: '10:00' });

      const block = await t.call({ method: 'POST', url: `/agenda/terapeutas/${therapist.sub}/bloqueios`, user: therapist, body: { start: '2030-01-21T10:00', end: '2030-01-21T11:00' } });
      expect(block.statusCode).toBe(201);
      const [withdrawn] = await t.db.select().from(esperaOfertas).where(eq(esperaOfertas.id, entry!.oferta!.id));
      expect(withdrawn!.estado).toBe('retirada');
      // the holder keeps their place, with no offer; the next one is offered nothing (the time is closed)
      expect(await mine(holder)).toMatchObject([{ id: entry!.id, posicao: 1, oferta: null }]);
      expect((await mine(next))[0]!.oferta).toBeNull();
      expect((await t.call({ method: 'POST', url: `/ofertas/${entry!.oferta!.id}/aceitar`, user: holder })).statusCode).toBe(409);
      // told in-app and by e-mail, naming the date and time
      const [message] = await t.db.select().from(notificacoes).where(and(eq(notificacoes.contaId, holder.sub), eq(notificacoes.tipo, 'espera-oferta-retirada')));
      expect(message!.mensagem).toContain('21/01/2030');
      expect(message!.mensagem).toContain('10:00');
      expect(message!.mensagem).toContain('Você continua na lista de espera');
      expect(message!.emailTo).toBe(holder.email);

      // opened again: it goes down the line (the holder was offered this time once); a block
      // elsewhere withdraws nothing; an offer its client declined says nothing
      const removed = await t.call({ method: 'DELETE', url: `/agenda/terapeutas/${therapist.sub}/bloqueios/${block.json().id}`, user: therapist });
      expect(removed.statusCode).toBe(204);
      const [again] = await mine(next);
      expect(again!.oferta).toMatchObject({ date: '2030-01-21', time: '10:00' });
      expect((await t.call({ method: 'POST', url: `/agenda/terapeutas/${therapist.sub}/bloqueios`, user: therapist, body: { start: '2030-01-21T11:00', end: '2030-01-21T12:00' } })).statusCode).toBe(201);
      expect((await mine(next))[0]!.oferta).toMatchObject({ id: again!.oferta!.id });
      expect((await t.call({ method: 'POST', url: `/ofertas/${again!.oferta!.id}/recusar`, user: next })).statusCode).toBe(204);
      const told = await t.db.select().from(notificacoes).where(eq(notificacoes.tipo, 'espera-oferta-retirada'));
      expect(told.map((n) => n.contaId)).toEqual([holder.sub]);
    });

    it("an erased client's cancelled sessions are offered to the list", async () => {
      const therapist = await createReadyTherapist(t);
      const leaving = newClient('Vai Embora');
      const waiting = newClient('Espera');
      const booked = await book(leaving, therapist, '2030-01-21', '10:00');
      expect(booked.statusCode).toBe(201);
      expect((await t.call({ method: 'PATCH', url: `/sessoes/${booked.json().id}`, user: therapist, body: { status: 'CONFIRMED' } })).statusCode).toBe(200);
      await join(waiting, therapist);
      expect((await mine(waiting))[0]!.oferta).toBeNull();
      expect((await t.call({ method: 'DELETE', url: '/me', user: leaving })).statusCode).toBe(204);
      expect((await mine(waiting))[0]!.oferta).toMatchObject({ date: '2030-01-21', time: '10:00' });
    });

    it('accepted: a request in one step, the entry leaves the line, the offer keeps the session', async () => {
      const therapist = await createReadyTherapist(t);
      const client = newClient('Carla Aceita');
      const behind = newClient('Depois Dela');
      const release = await freeTime(therapist);
      await join(client, therapist, { diasDaSemana: [1], inicio: '09:00', fim: '12:00', observacao: 'Primeira consulta.' });
      await join(behind, therapist);
      await release();
      const [entry] = await mine(client);
      expect((await mine(behind))[0]!.posicao).toBe(2);
      // only its client answers it
      expect((await t.call({ method: 'POST', url: `/ofertas/${entry!.oferta!.id}/aceitar`, user: behind })).statusCode).toBe(404);
      expect((await t.call({ method: 'POST', url: `/ofertas/${entry!.oferta!.id}/aceitar`, user: therapist })).statusCode).toBe(404);
      const accepted = await t.call({ method: 'POST', url: `/ofertas/${entry!.oferta!.id}/aceitar`, user: client });
      expect(accepted.statusCode).toBe(201);
      expect(accepted.json()).toMatchObject({ therapistId: therapist.sub, date: '2030-01-21', time: '10:00', status: 'PENDING', notes: 'Primeira consulta.' });
      expect(await mine(client)).toEqual([]);
      expect((await mine(behind))[0]!.posicao).toBe(1);
      const [offer] = await t.db.select().from(esperaOfertas).where(eq(esperaOfertas.id, entry!.oferta!.id));
      expect(offer).toMatchObject({ estado: 'aceita', sessaoId: accepted.json().id });
      const [closed] = await t.db.select().from(esperaEntradas).where(eq(esperaEntradas.id, entry!.id));
      expect(closed!.estado).toBe('atendida');
    });

    it("the session tells its history on both sides' reads: offered, held until, accepted, offers before (issue 46 item 4)", async () => {
      const therapist = await createReadyTherapist(t);
      const [declines, takes] = [newClient('Recusa Antes'), newClient('Aceita Depois')];
      const release = await freeTime(therapist);
      await join(declines, therapist);
      await join(takes, therapist);
      t.clock.set('2030-01-16T13:05:00.000Z');
      await release();
      const first = (await mine(declines))[0]!.oferta!;
      t.clock.set('2030-01-16T13:10:00.000Z');
      expect((await t.call({ method: 'POST', url: `/ofertas/${first.id}/recusar`, user: declines })).statusCode).toBe(204);
      const offer = (await mine(takes))[0]!.oferta!;
      t.clock.set('2030-01-16T13:20:00.000Z');
      const accepted = await t.call({ method: 'POST', url: `/ofertas/${offer.id}/aceitar`, user: takes });
      expect(accepted.statusCode).toBe(201);
      const id = accepted.json().id as string;
      // an ordinary booking of another time by somebody else: null
      const ordinary = await book(newClient('Reserva Comum'), therapist, '2030-01-21', '11:00');
      expect(ordinary.statusCode).toBe(201);

      const expected = {
        ofertadaEm: '2030-01-16T13:10:00.000Z',
        reservadaAte: offer.expiraEm,
        aceitaEm: '2030-01-16T13:20:00.000Z',
        ofertasAntes: 1,
      };
      const theirs = (await t.call({ method: 'GET', url: '/sessoes', user: therapist })).json<{ id: string; listaDeEspera: unknown }[]>();
      expect(theirs.find((a) => a.id === id)!.listaDeEspera).toEqual(expected);
      expect(theirs.find((a) => a.id === ordinary.json().id)!.listaDeEspera).toBeNull();
      const clients = (await t.call({ method: 'GET', url: '/sessoes/cliente', user: takes })).json<{ id: string; listaDeEspera: unknown }[]>();
      expect(clients.find((a) => a.id === id)!.listaDeEspera).toEqual(expected);
      expect((await t.call({ method: 'GET', url: `/sessoes/${id}`, user: takes })).json().listaDeEspera).toEqual(expected);
      // one row per session: the join adds none
      expect(theirs.filter((a) => a.id === id)).toHaveLength(1);
    });

    it("confirmed at once when the therapist chose 'aceitar automaticamente'", async () => {
      const therapist = await createReadyTherapist(t);
      const settings = await t.call({ method: 'PATCH', url: `/agenda/terapeutas/${therapist.sub}/lista-de-espera`, user: therapist, body: { aceitarAutomaticamente: true } });
      expect(settings.statusCode).toBe(200);
      expect(settings.json()).toMatchObject({ pausada: false, aceitarAutomaticamente: true, duracaoOfertaMin: 30 });
      const client = newClient();
      const release = await freeTime(therapist);
      await join(client, therapist);
      await release();
      const [entry] = await mine(client);
      const accepted = await t.call({ method: 'POST', url: `/ofertas/${entry!.oferta!.id}/aceitar`, user: client });
      expect(accepted.statusCode).toBe(201);
      expect(accepted.json().status).toBe('CONFIRMED');
    });

    it('a paused list offers nothing; on again, the hold follows the setting', async () => {
      const therapist = await createReadyTherapist(t);
      expect((await t.call({ method: 'PATCH', url: `/agenda/terapeutas/${therapist.sub}/lista-de-espera`, user: therapist, body: { pausada: true } })).statusCode).toBe(200);
      const client = newClient();
      const release = await freeTime(therapist);
      await join(client, therapist);
      await release();
      expect((await mine(client))[0]!.oferta).toBeNull();
      expect(await slotAvailable(therapist)).toBe(true);
      // on again: the next freed time is offered (held for the therapist's 90 minutes)
      await t.call({ method: 'PATCH', url: `/agenda/terapeutas/${therapist.sub}/lista-de-espera`, user: therapist, body: { pausada: false, duracaoOfertaMin: 90 } });
      const releaseAgain = await freeTime(therapist, '11:00');
      await releaseAgain();
      const [entry] = await mine(client);
      expect(entry!.oferta).toMatchObject({ date: '2030-01-21', time: '11:00' });
      expect(new Date(entry!.oferta!.expiraEm).getTime() - new Date(NOW).getTime()).toBe(90 * 60_000);
    });
  });

  describe("the therapist's view", () => {
    it('shows first names only, in line order, and only to its therapist', async () => {
      const therapist = await createReadyTherapist(t);
      await join(newClient('Helena Cardoso Prado'), therapist, { diasDaSemana: [2, 4], inicio: '18:00', fim: '20:00', observacao: 'Ansiedade no trabalho.' });
      await join(newClient('Rafael Nunes'), therapist);
      const res = await t.call({ method: 'GET', url: `/agenda/terapeutas/${therapist.sub}/lista-de-espera`, user: therapist });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        pausada: false,
        aceitarAutomaticamente: false,
        duracaoOfertaMin: 30,
        entradas: [
          { primeiroNome: 'Helena', diasDaSemana: [2, 4], inicio: '18:00', fim: '20:00', modalidade: null },
          { primeiroNome: 'Rafael', diasDaSemana: [1], inicio: '09:00', fim: '12:00', modalidade: null },
        ],
      });
      expect(res.body).not.toMatch(/Cardoso|Prado|Nunes|Ansiedade|@/);
      expect((await t.call({ method: 'GET', url: `/agenda/terapeutas/${therapist.sub}/lista-de-espera`, user: newClient() })).statusCode).toBe(403);
      const other = await createReadyTherapist(t, { user: newTherapist('Outra') });
      expect((await t.call({ method: 'PATCH', url: `/agenda/terapeutas/${therapist.sub}/lista-de-espera`, user: other, body: { pausada: true } })).statusCode).toBe(403);
      const bad = await t.call({ method: 'PATCH', url: `/agenda/terapeutas/${therapist.sub}/lista-de-espera`, user: therapist, body: { duracaoOfertaMin: 1 } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors).toEqual({ duracaoOfertaMin: ESPERA_MESSAGES.holdMinutes });
    });
  });

  describe('race: one freed time', () => {
    it('50 concurrent accepts and bookings of a held time → exactly one session, the holder’s', async () => {
      const therapist = await createReadyTherapist(t);
      const holder = newClient('Quem Espera');
      const release = await freeTime(therapist);
      await join(holder, therapist);
      await release();
      const [entry] = await mine(holder);
      const others = Array.from({ length: 25 }, (_, i) => newClient(`Concorrente ${i}`));
      const results = await Promise.all([
        ...others.map((c) => book(c, therapist)),
        ...Array.from({ length: 25 }, () => t.call({ method: 'POST', url: `/ofertas/${entry!.oferta!.id}/aceitar`, user: holder })),
      ]);
      expect(results.every((r) => r.statusCode < 500)).toBe(true);
      const active = await t.db
        .select()
        .from(sessoes)
        .where(and(eq(sessoes.terapeutaId, therapist.sub), eq(sessoes.date, '2030-01-21'), eq(sessoes.time, '10:00'), eq(sessoes.status, 'PENDING')));
      expect(active).toHaveLength(1);
      expect(active[0]!.clienteId).toBe(holder.sub);
      expect(results.slice(0, 25).every((r) => r.statusCode === 409)).toBe(true);
    });

    it('50 concurrent bookings and accepts of a time whose hold expired → exactly one session', async () => {
      const therapist = await createReadyTherapist(t);
      const holder = newClient('Atrasada');
      const release = await freeTime(therapist);
      await join(holder, therapist);
      await release();
      const [entry] = await mine(holder);
      t.clock.set(new Date(new Date(entry!.oferta!.expiraEm).getTime() + 1000).toISOString());
      const others = Array.from({ length: 25 }, (_, i) => newClient(`Concorrente ${i}`));
      const results = await Promise.all([
        sweepWaitingList(t.db, t.app.bus, t.clock.now()).then(() => ({ statusCode: 0 })),
        ...others.map((c) => book(c, therapist)),
        ...Array.from({ length: 24 }, () => t.call({ method: 'POST', url: `/ofertas/${entry!.oferta!.id}/aceitar`, user: holder })),
      ]);
      expect(results.every((r) => r.statusCode < 500)).toBe(true);
      const active = await t.db.select().from(sessoes).where(and(eq(sessoes.terapeutaId, therapist.sub), eq(sessoes.date, '2030-01-21'), eq(sessoes.time, '10:00'), eq(sessoes.status, 'PENDING')));
      expect(active).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    });
  });

  it("the client's export carries their lists; erasing the account takes their entries and offers", async () => {
    const therapist = await createReadyTherapist(t);
    const client = newClient('Some Depois');
    await join(client, therapist, { diasDaSemana: [1], inicio: '09:00', fim: '12:00', observacao: 'Só de manhã.' });
    const exported = await t.call({ method: 'GET', url: '/me/export', user: client });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().listaDeEspera).toMatchObject([{ therapistId: therapist.sub, observacao: 'Só de manhã.' }]);
    expect((await t.call({ method: 'DELETE', url: '/me', user: client })).statusCode).toBe(204);
    expect(await t.db.select().from(esperaEntradas).where(eq(esperaEntradas.clienteId, client.sub))).toEqual([]);
  });

  it('each of its events is heard by some subscriber of the built app', () => {
    expect(ESPERA_EVENTS).toEqual(['OfertaFeita', 'OfertaEncerrada']);
    expect(ESPERA_EVENTS.filter((name) => !t.app.bus.hears(name))).toEqual([]);
  });

  it("a therapist's role is refused on the client's rows", async () => {
    const therapist = await createReadyTherapist(t);
    const res = await t.call({ method: 'GET', url: '/me/lista-de-espera', user: therapist });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ESPERA_MESSAGES.onlyClientsList);
  });
});
