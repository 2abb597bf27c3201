// Abuse limits: how far ahead one books, how many open requests one client holds, how large a
// price may be, how long a request may take to arrive, and how malformed requests are answered.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Slot } from '@acolhe/shared-domain';
import { createReadyTherapist, newClient, profileBody, useTestApp, type TestUser } from '../../testing/helpers';

/** Sends raw bytes to the listening app and answers what came back (status line + body). */
function rawRequest(port: number, bytes: string | Buffer, waitMs = 3000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let out = '';
    socket.on('data', (c) => (out += c.toString('utf8')));
    socket.on('error', (e) => (out ? resolve(out) : reject(e)));
    const timer = setTimeout(() => socket.destroy(), waitMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(out);
    });
    socket.write(bytes);
  });
}

const bodyOf = (response: string) => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) as { message: string };
const statusOf = (response: string) => Number(response.split(' ')[1]);

describe('abuse limits', () => {
  const t = useTestApp({ configOverrides: { requestTimeoutMs: 1000 } });
  let therapist: TestUser;
  beforeAll(async () => {
    therapist = await createReadyTherapist(t, { schedule: ([0, 1, 2, 3, 4, 5, 6] as const).map((dayOfWeek) => ({ dayOfWeek, isAvailable: true, workingHours: { start: '08:00', end: '18:00' } })) });
  });
  beforeEach(() => t.clock.set('2030-01-16T13:00:00.000Z')); // Wed 16/01/2030 10:00 in São Paulo

  const book = (user: TestUser, date: string, time: string) =>
    t.call({ method: 'POST', url: '/sessoes', user, body: { therapistId: therapist.sub, date, time } });

  describe('booking horizon: 180 days', () => {
    it('POST /sessoes on day 180 is accepted, on day 181 → 409 in pt-BR', async () => {
      expect((await book(newClient(), '2030-07-15', '09:00')).statusCode).toBe(201);
      const beyond = await book(newClient(), '2030-07-16', '09:00');
      expect(beyond.statusCode).toBe(409);
      expect(beyond.json()).toEqual({ message: 'Só é possível agendar com até 180 dias de antecedência.' });
      expect((await book(newClient(), '2031-01-16', '09:00')).statusCode).toBe(409);
    });

    it('slots-mes applies the same rule: nothing beyond day 180 is available', async () => {
      const july = (await t.call({ method: 'GET', url: `/agenda/terapeutas/${therapist.sub}/slots-mes?year=2030&month=7` })).json<Slot[]>();
      expect(july.filter((s) => s.date <= '2030-07-14').every((s) => s.available)).toBe(true);
      expect(july.filter((s) => s.date > '2030-07-15').some((s) => s.available)).toBe(false);
      const august = (await t.call({ method: 'GET', url: `/agenda/terapeutas/${therapist.sub}/slots-mes?year=2030&month=8` })).json<Slot[]>();
      expect(august.length).toBeGreaterThan(0);
      expect(august.some((s) => s.available)).toBe(false);
    });
  });

  describe('at most 3 pending requests per client per therapist', () => {
    it('the 4th → 409; another therapist or a decided request frees the count', async () => {
      const client = newClient();
      const ids: string[] = [];
      for (const time of ['08:00', '09:00', '10:00']) {
        const res = await book(client, '2030-02-04', time);
        expect(res.statusCode).toBe(201);
        ids.push(res.json().id);
      }
      const fourth = await book(client, '2030-02-04', '11:00');
      expect(fourth.statusCode).toBe(409);
      expect(fourth.json()).toEqual({
        message: 'Você já tem 3 solicitações pendentes com este terapeuta. Aguarde a resposta antes de pedir outro horário.',
      });
      await t.call({ method: 'PATCH', url: `/sessoes/${ids[0]}`, user: therapist, body: { status: 'CONFIRMED' } });
      expect((await book(client, '2030-02-04', '11:00')).statusCode).toBe(201);
    });

    it('holds under 8 concurrent requests for different slots: exactly 3 accepted', async () => {
      const client = newClient();
      await t.call({ method: 'GET', url: `/clientes/${client.sub}`, user: client }); // record exists
      const times = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'];
      const results = await Promise.all(times.map((time) => book(client, '2030-02-05', time)));
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
    });
  });

  describe('session price: R$ 1 to R$ 10.000, whole or cents', () => {
    it.each([
      [10_000.01, 'O valor da sessão deve ser de no máximo R$ 10.000,00.'],
      [1e20, 'O valor da sessão deve ser de no máximo R$ 10.000,00.'],
      [99_999_999_999.99, 'O valor da sessão deve ser de no máximo R$ 10.000,00.'],
      [150.555, 'Informe o valor em reais e centavos (no máximo 2 casas decimais).'],
      [0.5, 'Informe um valor válido para a sessão'],
    ])('%d → 400 with its message, never a database overflow', async (price, message) => {
      const res = await t.call({ method: 'POST', url: '/terapeutas', user: therapist, body: profileBody({ sessionPrice: price }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ sessionPrice: message });
    });

    it('R$ 10.000,00 and R$ 149,90 are accepted', async () => {
      // the therapist's own CRP and CPF: another CRP would send the verification back to analysis,
      // where the profile refuses a second change (issue 40 item 3)
      const { crp, cpf } = (await t.call({ method: 'GET', url: `/terapeutas/${therapist.sub}`, user: therapist })).json<{ crp: string; cpf: string }>();
      for (const price of [10_000, 149.9]) {
        const res = await t.call({ method: 'POST', url: '/terapeutas', user: therapist, body: profileBody({ sessionPrice: price, crp, cpf }) });
        expect(res.statusCode).toBe(200);
        expect(res.json().sessionPrice).toBe(price);
      }
    });
  });

  describe('framework errors answer { message } in pt-BR', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    it('bad percent-encoding in the URL → 400', async () => {
      const res = await rawRequest(port, 'GET /public-terapeutas/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      expect(statusOf(res)).toBe(400);
      expect(bodyOf(res)).toEqual({ message: 'Endereço (URL) inválido.' });
    });

    it('a path parameter longer than the router allows → 414', async () => {
      const res = await rawRequest(port, `GET /public-terapeutas/${'a'.repeat(500)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(statusOf(res)).toBe(414);
      expect(bodyOf(res)).toEqual({ message: 'O endereço (URL) é longo demais.' });
    });

    it('a URL or header block over the server limit → 431', async () => {
      const res = await rawRequest(port, `GET /health?q=${'a'.repeat(40_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(statusOf(res)).toBe(431);
      expect(bodyOf(res)).toEqual({ message: 'Os cabeçalhos da requisição são grandes demais.' });
    });

    it('a body shorter than its Content-Length, never finished → 408 after the request timeout', async () => {
      const started = Date.now();
      const res = await rawRequest(
        port,
        'POST /avaliacoes HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"nota":',
        5000,
      );
      expect(statusOf(res)).toBe(408);
      expect(bodyOf(res)).toEqual({ message: 'A requisição demorou demais para chegar. Tente novamente.' });
      expect(Date.now() - started).toBeLessThan(4500);
    });

    it('a malformed request line → 400', async () => {
      const res = await rawRequest(port, 'GARBAGE\r\n\r\n');
      expect(statusOf(res)).toBe(400);
      expect(bodyOf(res)).toEqual({ message: 'Dados inválidos.' });
    });
  });
});
