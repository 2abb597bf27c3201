// The endpoints read each answer with the shared schema: what the screens get is the contract's
// shape, and an answer that is not is a pt-BR error, never a cast (parse.ts filled the gaps before).
import { UNEXPECTED_ANSWER_MESSAGE, UnexpectedAnswerError } from '@acolhe/shared-auth';
import { appointment } from '../test/fixtures';
import { installFakeApi, signIn, signOut } from '../test/fakeApi';
import { cancelAppointment, fetchClientAppointments, fetchMonthSlots } from './endpoints';

beforeEach(() => signIn());
afterEach(() => signOut());

it('reads the sessions with the shared schema', async () => {
  installFakeApi({ 'GET sessoes/cliente': { body: [appointment({ id: 'a1' })] } });
  await expect(fetchClientAppointments()).resolves.toEqual([appointment({ id: 'a1' })]);
});

it("an answer that is not the contract's is a pt-BR error: the therapist's notes never pass as a client's session", async () => {
  installFakeApi({
    'GET sessoes/cliente': { body: [{ ...appointment({ id: 'a1' }), therapistNotes: 'anotação privada' }] },
    'GET agenda/terapeutas/t1/slots-mes': { body: [{ date: '2030-03-05', time: '10:00' }] },
  });
  await expect(fetchClientAppointments()).rejects.toThrow(UnexpectedAnswerError);
  await expect(fetchMonthSlots('t1', 2030, 3)).rejects.toThrow(UNEXPECTED_ANSWER_MESSAGE);
});

it('a cancel is PATCH /sessoes/{id} { status } with the attempt key', async () => {
  const net = installFakeApi({ 'PATCH sessoes/a1': { body: appointment({ id: 'a1', status: 'CANCELLED' }) } });
  await cancelAppointment('a1', 'k1');
  expect(net.calls).toHaveLength(1);
  expect(net.calls[0]).toMatchObject({ method: 'PATCH', path: 'sessoes/a1', body: { status: 'CANCELLED' } });
  expect(net.calls[0]!.idempotencyKey).toBe('k1');
});
