import type { Appointment } from '@acolhe/shared-domain';
import { and, eq } from 'drizzle-orm';
import { notificacoes } from '../db/schema';
import { renderEmail, type NotificationPayload } from '../notificacoes/templates';
import { createReadyTherapist, newClient, newTherapist, useTestApp, type TestUser } from '../../testing/helpers';

const SLOT_TAKEN = { message: 'Este horário não está mais disponível.' };

describe('appointments (sessoes)', () => {
  const t = useTestApp();
  let therapist: TestUser; // Mon–Fri 09:00, 10:00, 11:00
  let client: TestUser;
  beforeAll(async () => {
    therapist = await createReadyTherapist(t, { profile: { fullName: 'Helena Prado' } });
    client = newClient('Rafael Cliente');
  });
  beforeEach(() => {
    t.clock.set('2030-01-16T13:00:00.000Z'); // Wed 16/01/2030 10:00 in São Paulo
    // A client per test: one client holds at most 3 pending requests with one therapist.
    client = newClient('Rafael Cliente');
  });

  let day = 0;
  /** A fresh future weekday of February 2030 for each booking that needs its own slot. */
  const nextDate = () => {
    const weekdays = ['04', '05', '06', '07', '08', '11', '12', '13', '14', '15', '18', '19', '20', '21', '22', '25', '26', '27', '28'];
    return `2030-02-${weekdays[day++ % weekdays.length]}`;
  };
  const book = (user: TestUser | undefined, body: Record<string, unknown>) => t.call({ method: 'POST', url: '/sessoes', user, body });
  const patch = (user: TestUser, body: Record<string, unknown>) => t.call({ method: 'PATCH', url: '/sessoes', user, body });
  const bookOk = async (user = client, time = '10:00', date = nextDate()): Promise<Appointment> => {
    const res = await book(user, { therapistId: therapist.sub, date, time });
    expect(res.statusCode).toBe(201);
    return res.json<Appointment>();
  };

  describe('POST /sessoes', () => {
    it('creates a PENDING request (201) with client data from the token, never from the body', async () => {
      const date = nextDate();
      const res = await book(client, {
        id: 'meu-id',
        therapistId: therapist.sub,
        clientId: 'outro',
        clientName: 'Nome Falso',
        cliente: { name: 'Nome Falso' },
        status: 'CONFIRMED',
        createdAt: '1999-01-01',
        date,
        time: '09:00',
        notes: '  Prefiro online.  ',
        paymentMethod: 'pix',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        therapistId: therapist.sub,
        therapistName: 'Helena Prado',
        clientId: client.sub,
        clientName: 'Rafael Cliente',
        cliente: { name: 'Rafael Cliente' },
        date,
        time: '09:00',
        endTime: '10:00',
        durationMinutes: 60,
        modality: 'online',
        status: 'PENDING',
        notes: 'Prefiro online.',
        createdAt: '2030-01-16T13:00:00.000Z',
        meetingLink: '',
        salaUrl: `/sessao/${res.json().id}/sala`,
        paymentMethod: 'pix',
        lateCancellation: false,
        serieId: null,
      });
    });

    it.each([
      ['a time that is not a generated slot', '2030-02-04', '09:30'],
      ['a time outside working hours', '2030-02-04', '12:00'],
      ['a weekend day', '2030-02-02', '09:00'],
      ['a past slot', '2030-01-15', '09:00'],
      ['the slot that starts now', '2030-01-16', '10:00'],
    ])('409 for %s', async (_name, date, time) => {
      const res = await book(client, { therapistId: therapist.sub, date, time });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(SLOT_TAKEN);
    });

    it('409 for a slot already requested by somebody else; free again after a rejection', async () => {
      const first = await bookOk(newClient(), '11:00');
      const second = await book(client, { therapistId: therapist.sub, date: first.date, time: '11:00' });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual(SLOT_TAKEN);
      expect((await patch(therapist, { id: first.id, status: 'REJECTED' })).statusCode).toBe(200);
      expect((await book(client, { therapistId: therapist.sub, date: first.date, time: '11:00' })).statusCode).toBe(201);
    });

    it('20 concurrent requests for one slot → exactly one 201, the rest 409', async () => {
      const date = nextDate();
      const clients = Array.from({ length: 20 }, (_, i) => newClient(`Concorrente ${i}`));
      const results = await Promise.all(clients.map((c) => book(c, { therapistId: therapist.sub, date, time: '09:00' })));
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(19);
      for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json()).toEqual(SLOT_TAKEN);
      const list = (await t.call({ method: 'GET', url: '/sessoes', user: therapist })).json<Appointment[]>();
      expect(list.filter((a) => a.date === date && a.time === '09:00')).toHaveLength(1);
    });

    it('409 for a therapist without saved availability, 404 for an unknown therapist', async () => {
      const bare = newTherapist();
      await t.call({ method: 'GET', url: '/sessoes', user: bare });
      expect((await book(client, { therapistId: bare.sub, date: '2030-02-04', time: '09:00' })).statusCode).toBe(409);
      const unknown = await book(client, { therapistId: 'nao-existe', date: '2030-02-04', time: '09:00' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Terapeuta não encontrado.' });
    });

    it('403 "Only clients can create appointments" for a therapist; 401 without a token', async () => {
      const res = await book(newTherapist(), { therapistId: therapist.sub, date: '2030-02-04', time: '09:00' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Only clients can create appointments' });
      expect((await book(undefined, { therapistId: therapist.sub, date: '2030-02-04', time: '09:00' })).statusCode).toBe(401);
    });

    it.each(([
      [{ therapistId: 'x', time: '09:00' }, 'date', 'Por favor, selecione uma data e horário.'],
      [{ therapistId: 'x', date: '2030-02-04' }, 'time', 'Por favor, selecione uma data e horário.'],
      [{ therapistId: 'x', date: '2030-02-30', time: '09:00' }, 'date', 'Por favor, selecione uma data e horário.'],
      [{ therapistId: 'x', date: '04/02/2030', time: '09:00' }, 'date', 'Por favor, selecione uma data e horário.'],
      [{ therapistId: 'x', date: '2030-02-04', time: '25:00' }, 'time', 'Por favor, selecione uma data e horário.'],
      [{ date: '2030-02-04', time: '09:00' }, 'therapistId', 'Terapeuta não informado.'],
      [{ therapistId: 'x', date: '2030-02-04', time: '09:00', notes: 'n'.repeat(1001) }, 'notes', 'As observações devem ter no máximo 1000 caracteres.'],
      [{ therapistId: 'x', date: '2030-02-04', time: '09:00', paymentMethod: 'boleto' }, 'paymentMethod', 'Por favor, selecione um método de pagamento'],
    ] as [Record<string, unknown>, string, string][]).map(([body, field, message]) => [JSON.stringify(body).slice(0, 70), body, field, message] as const))(
      '400 for %s',
      async (_label, body, field, message) => {
      const res = await book(client, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[field]).toBe(message);
      },
    );
  });

  describe('PATCH /sessoes (status)', () => {
    it('the therapist confirms or rejects a PENDING request', async () => {
      const a = await bookOk();
      const confirmed = await patch(therapist, { id: a.id, status: 'CONFIRMED', therapistId: 'filler', clientName: 'filler' });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ id: a.id, status: 'CONFIRMED' });
      const b = await bookOk();
      const rejected = await t.call({ method: 'PATCH', url: `/sessoes/${b.id}`, user: therapist, body: { status: 'REJECTED' } });
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json().status).toBe('REJECTED');
    });

    it('a decline may carry a reason (at most 500 characters) that the client reads in their sessions and the e-mail (issue 30)', async () => {
      const a = await bookOk();
      const tooLong = await patch(therapist, { id: a.id, status: 'REJECTED', declineReason: 'x'.repeat(501) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toEqual({ message: 'O motivo deve ter no máximo 500 caracteres.', fieldErrors: { declineReason: 'O motivo deve ter no máximo 500 caracteres.' } });
      // a reason belongs to a decline only
      const withConfirm = await patch(therapist, { id: a.id, status: 'CONFIRMED', declineReason: 'Não faz sentido' });
      expect(withConfirm.statusCode).toBe(400);
      expect(withConfirm.json()).toMatchObject({ message: 'O motivo só acompanha uma recusa.' });

      const declined = await patch(therapist, { id: a.id, status: 'REJECTED', declineReason: '  Estarei em congresso nesta data.  ' });
      expect(declined.statusCode).toBe(200);
      expect(declined.json()).toMatchObject({ status: 'REJECTED', declineReason: 'Estarei em congresso nesta data.' });
      const mine = (await t.call({ method: 'GET', url: '/sessoes/cliente', user: client })).json<Appointment[]>();
      expect(mine.find((s) => s.id === a.id)?.declineReason).toBe('Estarei em congresso nesta data.');
      const [mail] = await t.db.select().from(notificacoes).where(and(eq(notificacoes.sessaoId, a.id), eq(notificacoes.tipo, 'sessao-recusada')));
      expect(mail!.contaId).toBe(client.sub);
      const email = renderEmail('sessao-recusada', mail!.payload as unknown as NotificationPayload, { siteUrl: 'http://acolhe.test', link: mail!.link, para: mail!.emailTo });
      expect(email.text).toContain('Motivo informado: Estarei em congresso nesta data.');

      // without a reason: nothing said, nothing stored
      const b = await bookOk();
      const plain = await patch(therapist, { id: b.id, status: 'REJECTED' });
      expect(plain.json()).not.toHaveProperty('declineReason');
    });

    it("a client's reschedule is a request the therapist sees as one, with the slot it moves from (issue 30)", async () => {
      const date = nextDate();
      const a = await bookOk(client, '09:00', date);
      await patch(therapist, { id: a.id, status: 'CONFIRMED' });
      const moved = await t.call({ method: 'POST', url: `/sessoes/${a.id}/remarcar`, user: client, body: { date, time: '11:00' } });
      expect(moved.statusCode).toBe(200);
      const seen = (await t.call({ method: 'GET', url: '/sessoes', user: therapist })).json<Appointment[]>().find((s) => s.id === a.id);
      expect(seen).toMatchObject({ status: 'PENDING', time: '11:00', rescheduledFrom: { date, time: '09:00' } });
      // answered: no longer a request
      const confirmed = (await patch(therapist, { id: a.id, status: 'CONFIRMED' })).json<Appointment>();
      expect(confirmed).not.toHaveProperty('rescheduledFrom');
      // a first booking is no reschedule
      expect((await bookOk()).rescheduledFrom).toBeUndefined();
    });

    it('client or therapist cancel before the start; not after', async () => {
      const a = await bookOk();
      expect((await patch(client, { id: a.id, status: 'CANCELLED' })).json().status).toBe('CANCELLED');
      const b = await bookOk();
      await patch(therapist, { id: b.id, status: 'CONFIRMED' });
      expect((await patch(therapist, { id: b.id, status: 'CANCELLED' })).json().status).toBe('CANCELLED');
      const c = await bookOk(client, '09:00');
      await patch(therapist, { id: c.id, status: 'CONFIRMED' });
      t.clock.set(`${c.date}T12:30:00.000Z`); // 09:30 in São Paulo: started
      const late = await patch(client, { id: c.id, status: 'CANCELLED' });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ message: 'A consulta já começou e não pode mais ser cancelada.' });
    });

    it('the therapist completes a CONFIRMED session only after it starts', async () => {
      const a = await bookOk(client, '10:00');
      await patch(therapist, { id: a.id, status: 'CONFIRMED' });
      const early = await patch(therapist, { id: a.id, status: 'COMPLETED' });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ message: 'A consulta só pode ser concluída depois do horário de início.' });
      t.clock.set(`${a.date}T13:00:00.000Z`); // 10:00 in São Paulo
      const done = await patch(therapist, { id: a.id, status: 'COMPLETED' });
      expect(done.statusCode).toBe(200);
      expect(done.json().status).toBe('COMPLETED');
    });

    it.each([
      ['REJECTED', 'CONFIRMED', 'Não é possível alterar a consulta de "Recusada" para "Confirmada".'],
      ['CANCELLED', 'CONFIRMED', 'Não é possível alterar a consulta de "Cancelada" para "Confirmada".'],
      ['PENDING', 'COMPLETED', 'Não é possível alterar a consulta de "Pendente" para "Concluída".'],
      ['PENDING', 'PENDING', 'A consulta já está com o status "Pendente".'],
      ['CONFIRMED', 'REJECTED', 'Não é possível alterar a consulta de "Confirmada" para "Recusada".'],
      ['CONFIRMED', 'PENDING', 'Não é possível alterar a consulta de "Confirmada" para "Pendente".'],
    ])('409 for %s → %s', async (from, to, message) => {
      const a = await bookOk();
      if (from !== 'PENDING') await patch(from === 'CANCELLED' ? client : therapist, { id: a.id, status: from });
      const res = await patch(therapist, { id: a.id, status: to });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message });
    });

    it('403 "Only therapists can update appointment status" when a client confirms/rejects/completes', async () => {
      const a = await bookOk();
      for (const status of ['CONFIRMED', 'REJECTED', 'COMPLETED', 'PENDING']) {
        const res = await patch(client, { id: a.id, status });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'Only therapists can update appointment status' });
      }
    });

    it('404 for another therapist’s or another client’s appointment and for unknown ids', async () => {
      const a = await bookOk();
      for (const [user, status] of [
        [newTherapist(), 'CONFIRMED'],
        [newClient(), 'CANCELLED'],
        [therapist, 'CONFIRMED'],
      ] as const) {
        const res = await patch(user, { id: user === therapist ? 'nao-existe' : a.id, status });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Consulta não encontrada.' });
      }
    });

    it('400 for an unknown status or a missing id', async () => {
      const bad = await patch(therapist, { id: 'x', status: 'APPROVED' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors).toEqual({ status: 'Status inválido.' });
      const noId = await patch(therapist, { status: 'CONFIRMED' });
      expect(noId.json().fieldErrors).toEqual({ id: 'Consulta não informada.' });
    });
  });

  describe('lists and details', () => {
    let mine: Appointment;
    let owner: TestUser;
    let otherTherapist: TestUser;
    beforeAll(async () => {
      t.clock.set('2030-01-16T13:00:00.000Z');
      otherTherapist = await createReadyTherapist(t, { profile: { fullName: 'Outro Terapeuta' } });
      owner = newClient('Rafael Cliente');
      mine = await bookOk(owner, '11:00');
      await bookOk(owner, '09:00');
      await bookOk(owner, '10:00');
      await book(newClient(), { therapistId: otherTherapist.sub, date: '2030-02-04', time: '09:00' });
    });

    it('GET /sessoes answers the calling therapist’s appointments with the owner name', async () => {
      const res = await t.call({ method: 'GET', url: '/sessoes', user: therapist });
      expect(res.statusCode).toBe(200);
      const list = res.json<Appointment[]>();
      expect(list.every((a) => a.therapistId === therapist.sub)).toBe(true);
      expect(list.find((a) => a.id === mine.id)).toMatchObject({ clientName: 'Rafael Cliente', cliente: { name: 'Rafael Cliente' } });
      const sorted = [...list].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
      expect(list.map((a) => a.id)).toEqual(sorted.map((a) => a.id));
      const other = (await t.call({ method: 'GET', url: '/sessoes', user: otherTherapist })).json<Appointment[]>();
      expect(other).toHaveLength(1);
    });

    it('GET /sessoes/cliente answers only the caller’s own appointments with the therapist name', async () => {
      const res = await t.call({ method: 'GET', url: '/sessoes/cliente', user: owner });
      expect(res.statusCode).toBe(200);
      const list = res.json<Appointment[]>();
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.every((a) => a.clientId === owner.sub && a.therapistName === 'Helena Prado')).toBe(true);
      expect((await t.call({ method: 'GET', url: '/sessoes/cliente', user: newClient() })).json()).toEqual([]);
    });

    it('role checks on the lists', async () => {
      const asClient = await t.call({ method: 'GET', url: '/sessoes', user: owner });
      expect(asClient.statusCode).toBe(403);
      expect(asClient.json().message).toMatch(/terapeutas/);
      expect((await t.call({ method: 'GET', url: '/sessoes/cliente', user: therapist })).statusCode).toBe(403);
      expect((await t.call({ method: 'GET', url: '/sessoes' })).statusCode).toBe(401);
    });

    it('GET /sessoes/:id for its owner and its therapist only', async () => {
      expect((await t.call({ method: 'GET', url: `/sessoes/${mine.id}`, user: owner })).json()).toMatchObject({ id: mine.id });
      expect((await t.call({ method: 'GET', url: `/sessoes/${mine.id}`, user: therapist })).statusCode).toBe(200);
      expect((await t.call({ method: 'GET', url: `/sessoes/${mine.id}`, user: otherTherapist })).statusCode).toBe(404);
      expect((await t.call({ method: 'GET', url: `/sessoes/${mine.id}`, user: newClient() })).statusCode).toBe(404);
    });

    it('PUT /sessoes/:id sets the meeting link (owning therapist) and nothing else; clinical notes are refused with their field (the prontuário holds them)', async () => {
      const res = await t.call({
        method: 'PUT',
        url: `/sessoes/${mine.id}`,
        user: therapist,
        body: { meetingLink: 'https://meet.jit.si/acolhe-teste', status: 'COMPLETED', date: '2000-01-01' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ meetingLink: 'https://meet.jit.si/acolhe-teste', status: 'PENDING', date: mine.date });
      expect(res.json()).not.toHaveProperty('therapistNotes');
      const notes = await t.call({ method: 'PUT', url: `/sessoes/${mine.id}`, user: therapist, body: { meetingLink: '', therapistNotes: 'Trazer diário de sono.' } });
      expect(notes.statusCode).toBe(400);
      expect(notes.json().fieldErrors).toEqual({ therapistNotes: expect.stringContaining('prontuário') });
      const seenByClient = (await t.call({ method: 'GET', url: '/sessoes/cliente', user: owner })).json<Appointment[]>();
      expect(seenByClient.find((a) => a.id === mine.id)!.meetingLink).toBe('https://meet.jit.si/acolhe-teste');
    });

    it('PUT /sessoes/:id: 403 "Only therapists can update appointment details" for a owner, 404 for another therapist, 400 for a bad link', async () => {
      const asClient = await t.call({ method: 'PUT', url: `/sessoes/${mine.id}`, user: owner, body: { meetingLink: 'https://x.com' } });
      expect(asClient.statusCode).toBe(403);
      expect(asClient.json()).toEqual({ message: 'Only therapists can update appointment details' });
      const foreign = await t.call({ method: 'PUT', url: `/sessoes/${mine.id}`, user: otherTherapist, body: { meetingLink: 'https://x.com' } });
      expect(foreign.statusCode).toBe(404);
      const bad = await t.call({ method: 'PUT', url: `/sessoes/${mine.id}`, user: therapist, body: { meetingLink: 'javascript:alert(1)' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: 'Informe o link da sessão como um endereço https:// válido, sem espaços nem quebras de linha.', fieldErrors: { meetingLink: 'Informe o link da sessão como um endereço https:// válido, sem espaços nem quebras de linha.' } });
    });

    // Issue 29: 'Link da sessão: https://meet.example/z↵↵URGENTE: pague em https://evil.example' in
    // an e-mail, a bare CR in the .ics LOCATION. The link is stored as the https URL the validator
    // accepted, normalised; anything that breaks a line is refused and nothing is stored.
    it.each([
      ['CR/LF', 'https://meet.example/z\r\n\r\nURGENTE: pague em https://evil.example'],
      ['a bare CR', 'https://meet.example/z\rX-INJETADO:1'],
      ['a space', 'https://meet.example/z pague'],
      ['a control character', 'https://meet.example/\u0007z'],
      ['http:', 'http://meet.example/z'],
    ])('PUT /sessoes/:id refuses a meeting link with %s (400, nothing stored)', async (_name, link) => {
      const before = await t.call({ method: 'PUT', url: `/sessoes/${mine.id}`, user: therapist, body: { meetingLink: 'https://meet.jit.si/antes' } });
      expect(before.statusCode).toBe(200);
      const res = await t.call({ method: 'PUT', url: `/sessoes/${mine.id}`, user: therapist, body: { meetingLink: link } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Informe o link da sessão como um endereço https:// válido, sem espaços nem quebras de linha.', fieldErrors: { meetingLink: 'Informe o link da sessão como um endereço https:// válido, sem espaços nem quebras de linha.' } });
      const stored = (await t.call({ method: 'GET', url: `/sessoes/${mine.id}`, user: therapist })).json();
      expect(stored).toMatchObject({ meetingLink: 'https://meet.jit.si/antes' });
    });

    it('PUT /sessoes/:id stores the link as the URL parser normalised it (what e-mails and calendars carry)', async () => {
      const res = await t.call({ method: 'PUT', url: `/sessoes/${mine.id}`, user: therapist, body: { meetingLink: '  HTTPS://Meet.Jit.SI/acolhe-teste  ' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().meetingLink).toBe('https://meet.jit.si/acolhe-teste');
      const row = await t.call({ method: 'GET', url: `/sessoes/${mine.id}`, user: owner });
      expect(row.json().meetingLink).toBe('https://meet.jit.si/acolhe-teste');
    });

    it('the owner’s new profile name follows onto the appointments', async () => {
      await t.call({ method: 'POST', url: '/clientes', user: owner, body: { name: 'Rafael Novo Nome' } });
      const list = (await t.call({ method: 'GET', url: '/sessoes', user: therapist })).json<Appointment[]>();
      expect(list.find((a) => a.id === mine.id)!.clientName).toBe('Rafael Novo Nome');
    });
  });
});
