// 'Seu prontuário' on the client's dashboard: a copy asked of each therapist who saw them, then
// downloaded once the therapist released it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';
import type { PedidoCopiaCliente } from '@acolhe/shared-domain';
import { installFakeApi } from '../test/fakeApi';

const json = (body: unknown, status = 200) => ({ status, body });
import { appointment, CLIENT_USER } from '../test/fixtures';
import { CopiaProntuario } from './CopiaProntuario';
import { terapeutasQueAtenderam } from './atendimentos';
import { saveFile } from '../api/saveFile';

jest.mock('../api/saveFile', () => ({ saveFile: jest.fn() }));

const pedido = (overrides: Partial<PedidoCopiaCliente> = {}): PedidoCopiaCliente => ({
  id: 'k1',
  estado: 'solicitada',
  solicitadaEm: '2030-01-17T12:00:00.000Z',
  liberadaEm: null,
  terapeutaId: 't1',
  terapeutaNome: 'Marina Duarte',
  ...overrides,
});

signInForEachTest(CLIENT_USER);

it('lists only therapists who saw the client (a confirmed or done session), with their newest request', () => {
  const list = terapeutasQueAtenderam(
    [
      appointment({ id: 'a1', therapistId: 't1', therapistName: 'Marina Duarte', status: 'COMPLETED' }),
      appointment({ id: 'a2', therapistId: 't2', therapistName: 'Só Pendente', status: 'PENDING' }),
      appointment({ id: 'a3', therapistId: 't1', therapistName: 'Marina Duarte', status: 'CONFIRMED' }),
    ],
    [pedido({ id: 'old', solicitadaEm: '2030-01-01T00:00:00.000Z', estado: 'liberada', liberadaEm: '2030-01-02T00:00:00.000Z' }), pedido()],
  );
  expect(list).toEqual([{ terapeutaId: 't1', nome: 'Marina Duarte', pedido: expect.objectContaining({ id: 'k1' }) }]);
});

it("'Solicitar cópia do prontuário' sends the request; a released copy is downloaded as PDF", async () => {
  let copias: PedidoCopiaCliente[] = [];
  const api = installFakeApi({
    'GET sessoes/cliente': json([appointment({ therapistId: 't1', therapistName: 'Marina Duarte', status: 'COMPLETED' })]),
    'GET prontuario-copias': () => json(copias),
    'POST prontuario-copias': () => {
      copias = [pedido()];
      return json(copias[0], 201);
    },
  });
  const user = userEvent.setup();
  renderAt(<CopiaProntuario />, { route: '/cliente/c1', path: '/cliente/:id' });
  const section = await screen.findByRole('region', { name: 'Seu prontuário' });
  await user.click(within(section).getByRole('button', { name: 'Solicitar cópia do prontuário a Marina Duarte' }));
  await waitFor(() => expect(api.callsTo('POST', 'prontuario-copias')[0]?.body).toEqual({ terapeutaId: 't1' }));
  expect(await within(section).findByText(/Cópia solicitada em 17\/01\/2030: aguardando o\(a\) terapeuta/)).toBeInTheDocument();
  // while it waits, no second request
  expect(within(section).queryByRole('button', { name: /Solicitar/ })).not.toBeInTheDocument();
});

it("the api's fieldErrors.terapeutaId is said at that therapist's row (issue 44 item 3)", async () => {
  installFakeApi({
    'GET sessoes/cliente': json([appointment({ therapistId: 't1', therapistName: 'Marina Duarte', status: 'COMPLETED' })]),
    'GET prontuario-copias': json([]),
    'POST prontuario-copias': json({ message: 'Dados inválidos.', fieldErrors: { terapeutaId: 'Terapeuta inválido.' } }, 400),
  });
  const user = userEvent.setup();
  renderAt(<CopiaProntuario />, { route: '/cliente/c1', path: '/cliente/:id' });
  const section = await screen.findByRole('region', { name: 'Seu prontuário' });
  await user.click(within(section).getByRole('button', { name: 'Solicitar cópia do prontuário a Marina Duarte' }));
  const row = within(section).getByText('Marina Duarte').closest('li')!;
  expect(await within(row as HTMLElement).findByRole('alert')).toHaveTextContent('Terapeuta inválido.');
});

it("shows 'Baixar cópia (PDF)' once released and fetches the copy", async () => {
  const api = installFakeApi({
    'GET sessoes/cliente': json([appointment({ therapistId: 't1', therapistName: 'Marina Duarte', status: 'COMPLETED' })]),
    'GET prontuario-copias': json([pedido({ estado: 'liberada', liberadaEm: '2030-01-18T12:00:00.000Z' })]),
    'GET prontuario-copias/k1/prontuario.pdf': { raw: '%PDF-1.3', headers: { 'content-type': 'application/pdf' } },
  });
  const user = userEvent.setup();
  renderAt(<CopiaProntuario />, { route: '/cliente/c1', path: '/cliente/:id' });
  const section = await screen.findByRole('region', { name: 'Seu prontuário' });
  expect(within(section).getByText('Cópia liberada em 18/01/2030')).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Baixar cópia (PDF)' }));
  await waitFor(() => expect(api.callsTo('GET', 'prontuario-copias/k1/prontuario.pdf')).toHaveLength(1));
  await waitFor(() => expect(jest.mocked(saveFile)).toHaveBeenCalledWith(expect.any(Blob), 'copia-prontuario.pdf'));
});
