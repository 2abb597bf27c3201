// 'Anteriores' (issue 30): a completed session the client has not reviewed yet offers 'Avaliar',
// which opens the therapist's profile with its review form (the api says which: `canReview`).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';
import ClienteDashboardPage from '../pages/ClienteDashboardPage';
import { installFakeApi } from '../test/fakeApi';
import { CLIENT_ID, appointment, client, CLIENT_USER } from '../test/fixtures';

signInForEachTest(CLIENT_USER);

it("offers 'Avaliar' on a completed session without a review of that therapist, and only there", async () => {
  const sessions = [
    { ...appointment({ id: 'a', status: 'COMPLETED', therapistId: 't-1', therapistName: 'Paula Reis', date: '2025-05-01', time: '09:00' }), canReview: true },
    appointment({ id: 'b', status: 'COMPLETED', therapistId: 't-2', therapistName: 'João Prado', date: '2025-04-01', time: '09:00' }),
  ];
  installFakeApi({ [`GET clientes/${CLIENT_ID}`]: { body: client() }, 'GET sessoes/cliente': { body: sessions } });
  const user = userEvent.setup({ delay: null });
  renderAt(<ClienteDashboardPage />, { route: `/cliente/${CLIENT_ID}`, path: '/cliente/:id' });
  await user.click(await screen.findByRole('tab', { name: 'Anteriores' }));
  const panel = await screen.findByRole('tabpanel', { name: 'Anteriores' });
  const paula = await within(panel).findByRole('listitem', { name: /Paula Reis/ });
  expect(within(paula).getByRole('link', { name: 'Avaliar Paula Reis' })).toHaveAttribute('href', '/terapeuta/t-1#avaliar');
  const joao = within(panel).getByRole('listitem', { name: /João Prado/ });
  expect(within(joao).queryByRole('link', { name: /Avaliar/ })).not.toBeInTheDocument();
});
