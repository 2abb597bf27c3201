// The endpoints read each answer with the shared schema (a malformed one is a pt-BR error, never a
// cast) and send a session's change in the one form every remote uses.
import { UNEXPECTED_ANSWER_MESSAGE, UnexpectedAnswerError } from '@acolhe/shared-auth';
import { appointment } from '../test/fixtures';
import { installFakeApi, json, signIn, signOut } from '../test/fakeApi';
import { changeAppointmentStatus, fetchMonthSlots, fetchTherapistAppointments } from './endpoints';

beforeEach(() => signIn());
afterEach(() => signOut());

it('reads the appointments with the shared schema', async () => {
  installFakeApi({ 'GET sessoes': json([appointment()]) });
  await expect(fetchTherapistAppointments()).resolves.toEqual([appointment()]);
});

it('an answer that is not what the contract says is a pt-BR error, not a cast', async () => {
  const { endTime: _endTime, ...withoutEnd } = appointment();
  installFakeApi({
    'GET sessoes': json([withoutEnd]),
    'GET agenda/terapeutas/t1/slots-mes': json({ content: [{ date: '2030-03-05', time: '10:00', available: true }] }),
  });
  await expect(fetchTherapistAppointments()).rejects.toThrow(UnexpectedAnswerError);
  await expect(fetchMonthSlots('t1', 2030, 3)).rejects.toThrow(UNEXPECTED_ANSWER_MESSAGE);
});

it('a status change is PATCH /sessoes/{id} with the change alone (no therapistId) and the attempt key', async () => {
  const net = installFakeApi({ 'PATCH sessoes/a%201': json(appointment({ id: 'a 1', status: 'REJECTED' })) });
  await changeAppointmentStatus(
    { appointment: appointment({ id: 'a 1' }), status: 'REJECTED', declineReason: 'Agenda cheia' },
    { 'Idempotency-Key': 'k1' },
  );
  expect(net.calls).toHaveLength(1);
  expect(net.calls[0]).toMatchObject({ method: 'PATCH', path: 'sessoes/a%201', body: { status: 'REJECTED', declineReason: 'Agenda cheia' } });
  expect(net.calls[0]!.body).not.toHaveProperty('therapistId');
  expect(net.calls[0]!.request.headers.get('Idempotency-Key')).toBe('k1');
});
