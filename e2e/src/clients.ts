// Clients the journeys create for themselves, straight from node (identity emulator + api).
import { apiCall, idTokenOf, newConfirmedAccount } from './identity';

/** A new confirmed client account with a saved profile (its name) and a session with `therapist`
 * on `date` at 10:00, booked by the client and confirmed by the therapist through the api. */
export async function clientWithConfirmedSession(therapist: { id: string; token: string }, opts: { label: string; name: string; date: string }) {
  const account = await newConfirmedAccount({ label: opts.label, name: opts.name, tipo: 'cliente' });
  const clientToken = await idTokenOf(account.email, account.password);
  const client = await apiCall<{ id: string }>('POST', '/clientes', clientToken, { name: opts.name });
  const session = await apiCall<{ id: string }>('POST', '/sessoes', clientToken, { therapistId: therapist.id, date: opts.date, time: '10:00' });
  await apiCall('PATCH', `/sessoes/${session.id}`, therapist.token, { status: 'CONFIRMED' });
  return { account, clientToken, client, session };
}
