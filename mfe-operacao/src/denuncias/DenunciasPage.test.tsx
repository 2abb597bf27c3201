import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filaAteDecidir, installFakeApi } from '../test/fakeApi';
import { DENUNCIAS } from '../test/fixtures';
import { operadorEmCadaTeste, renderConsole } from '../test/render';

jest.mock('../sessao/operador', () => jest.requireActual('../test/operadorFake'));

operadorEmCadaTeste();

const cartao = () => screen.findByRole('article', { name: 'Sobre Marina Duarte' });

it('shows each reported review with its reports (reason label, when, text)', async () => {
  const api = installFakeApi({ 'GET operacao/denuncias': { body: DENUNCIAS } });
  renderConsole('/operacao/denuncias');
  const card = await cartao();
  expect(card).toHaveTextContent('por Rafael L. em 20/11/2026');
  expect(card).toHaveTextContent('O endereço dela é Rua X');
  expect(card).toHaveTextContent('Expõe dados pessoais (21/11/2026 12:00): Expõe endereço');
  expect(card).toHaveTextContent('1 denúncia');
  expect(api.callsTo('GET', 'operacao/denuncias')[0]!.search.get('estado')).toBe('pendentes');
});

it('hiding needs a reason; with one the decision is sent and the queue refreshed', async () => {
  const user = userEvent.setup();
  const api = installFakeApi(filaAteDecidir('operacao/denuncias', 'operacao/avaliacoes/av-1', DENUNCIAS, { content: [], totalElements: 0 }));
  renderConsole('/operacao/denuncias');
  await user.click(within(await cartao()).getByRole('button', { name: 'Ocultar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ocultar a avaliação' });
  await user.click(within(dialog).getByRole('button', { name: 'Ocultar' }));
  expect(await within(dialog).findByText('Informe o motivo.')).toBeInTheDocument();
  expect(api.callsTo('POST', 'operacao/avaliacoes/av-1')).toHaveLength(0);
  await user.type(within(dialog).getByLabelText('Motivo'), 'Expõe endereço e telefone');
  await user.click(within(dialog).getByRole('button', { name: 'Ocultar' }));
  await waitFor(() => expect(api.callsTo('POST', 'operacao/avaliacoes/av-1')[0]?.body).toEqual({ decisao: 'ocultar', motivo: 'Expõe endereço e telefone' }));
  expect(await screen.findByText('Nenhuma denúncia aqui.')).toBeInTheDocument();
});

it("keeping one the api refuses shows the api's message", async () => {
  const user = userEvent.setup();
  installFakeApi({
    'GET operacao/denuncias': { body: DENUNCIAS },
    'POST operacao/avaliacoes/av-1': { status: 409, body: { message: 'Esta denúncia já foi decidida.' } },
  });
  renderConsole('/operacao/denuncias');
  await user.click(within(await cartao()).getByRole('button', { name: 'Manter' }));
  const dialog = await screen.findByRole('dialog', { name: 'Manter a avaliação' });
  await user.type(within(dialog).getByLabelText('Motivo'), 'Crítica legítima');
  await user.click(within(dialog).getByRole('button', { name: 'Manter' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Esta denúncia já foi decidida.');
});

it("the api's field error of the reason is shown at the reason (focused), not repeated above it; editing the reason clears it", async () => {
  const user = userEvent.setup();
  const longo = 'Motivo muito longo (máximo 500 caracteres).';
  installFakeApi({
    'GET operacao/denuncias': { body: DENUNCIAS },
    'POST operacao/avaliacoes/av-1': { status: 400, body: { message: longo, fieldErrors: { motivo: longo } } },
  });
  renderConsole('/operacao/denuncias');
  await user.click(within(await cartao()).getByRole('button', { name: 'Ocultar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ocultar a avaliação' });
  const motivo = within(dialog).getByLabelText('Motivo');
  await user.type(motivo, 'Expõe endereço');
  await user.click(within(dialog).getByRole('button', { name: 'Ocultar' }));
  await waitFor(() => expect(motivo).toHaveAccessibleDescription(longo));
  expect(motivo).toHaveAttribute('aria-invalid', 'true');
  expect(motivo).toHaveFocus();
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  await user.type(motivo, ' e telefone');
  expect(motivo).not.toHaveAccessibleDescription(longo);
});
