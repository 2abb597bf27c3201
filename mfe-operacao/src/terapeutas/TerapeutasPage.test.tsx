import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageTitle } from '@acolhe/shared-domain';
import { reportedTitleContext } from '@acolhe/shared-ui';
import { installFakeApi } from '../test/fakeApi';
import { TERAPEUTAS } from '../test/fixtures';
import { operadorEmCadaTeste, renderConsole } from '../test/render';

jest.mock('../sessao/operador', () => jest.requireActual('../test/operadorFake'));

operadorEmCadaTeste();

it('lists therapists with their verification and standing; the search sends q from the first page', async () => {
  const user = userEvent.setup();
  const api = installFakeApi({ 'GET operacao/terapeutas': { body: TERAPEUTAS } });
  renderConsole('/operacao/terapeutas');
  const marina = (await screen.findByText('Marina Duarte')).closest('tr')!;
  expect(marina).toHaveTextContent('CRP 06/154872');
  expect(marina).toHaveTextContent('CRP verificado');
  expect(marina).toHaveTextContent('Publicado');
  expect(screen.getByText('Carlos Nunes').closest('tr')).toHaveTextContent('Suspenso');
  // its own tab title (issue 44: every console page was 'Operação | Acolhe')
  expect(pageTitle('operacao', reportedTitleContext('/operacao/terapeutas') ?? {})).toBe('Terapeutas | Operação | Acolhe');

  await user.type(screen.getByLabelText('Buscar por nome, e-mail ou CRP'), ' 06/154872 ');
  await user.click(screen.getByRole('button', { name: 'Buscar' }));
  await waitFor(() => expect(api.calls.at(-1)!.search.get('q')).toBe('06/154872'));
  expect(api.calls.at(-1)!.search.get('page')).toBe('0');
});

it('suspending asks for a reason, says what it does, and sends it', async () => {
  const user = userEvent.setup();
  const api = installFakeApi({ 'GET operacao/terapeutas': { body: TERAPEUTAS }, 'POST operacao/terapeutas/t-1/suspensao': { status: 204 } });
  renderConsole('/operacao/terapeutas');
  await user.click(await screen.findByRole('button', { name: 'Suspender Marina Duarte' }));
  const dialog = await screen.findByRole('dialog', { name: 'Suspender Marina Duarte' });
  expect(dialog).toHaveTextContent('Sessões confirmadas são mantidas.');
  await user.click(within(dialog).getByRole('button', { name: 'Suspender' }));
  expect(await within(dialog).findByText('Informe o motivo.')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Motivo'), 'CRP de outra pessoa');
  await user.click(within(dialog).getByRole('button', { name: 'Suspender' }));
  await waitFor(() => expect(api.callsTo('POST', 'operacao/terapeutas/t-1/suspensao')[0]?.body).toEqual({ motivo: 'CRP de outra pessoa' }));
});

it("a suspended therapist is reactivated with a reason; the api's refusal is shown", async () => {
  const user = userEvent.setup();
  const api = installFakeApi({
    'GET operacao/terapeutas': { body: TERAPEUTAS },
    'POST operacao/terapeutas/t-2/reativacao': { status: 409, body: { message: 'Este perfil não está suspenso.' } },
  });
  renderConsole('/operacao/terapeutas');
  await user.click(await screen.findByRole('button', { name: 'Reativar Carlos Nunes' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reativar Carlos Nunes' });
  await user.type(within(dialog).getByLabelText('Motivo'), 'Documento conferido');
  await user.click(within(dialog).getByRole('button', { name: 'Reativar' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Este perfil não está suspenso.');
  expect(api.callsTo('POST', 'operacao/terapeutas/t-2/reativacao')[0]!.body).toEqual({ motivo: 'Documento conferido' });
});

it('no match says so', async () => {
  installFakeApi({ 'GET operacao/terapeutas': { body: { content: [], totalElements: 0 } } });
  renderConsole('/operacao/terapeutas');
  expect(await screen.findByText('Nenhum(a) terapeuta encontrado(a).')).toBeInTheDocument();
});

it("a suspension's reason the api refuses shows the api's field error at the reason (focused)", async () => {
  const user = userEvent.setup();
  const longo = 'Motivo muito longo (máximo 500 caracteres).';
  installFakeApi({
    'GET operacao/terapeutas': { body: TERAPEUTAS },
    'POST operacao/terapeutas/t-1/suspensao': { status: 400, body: { message: longo, fieldErrors: { motivo: longo } } },
  });
  renderConsole('/operacao/terapeutas');
  await user.click(await screen.findByRole('button', { name: 'Suspender Marina Duarte' }));
  const dialog = await screen.findByRole('dialog', { name: 'Suspender Marina Duarte' });
  const motivo = within(dialog).getByLabelText('Motivo');
  await user.type(motivo, 'CRP de outra pessoa');
  await user.click(within(dialog).getByRole('button', { name: 'Suspender' }));
  await waitFor(() => expect(motivo).toHaveAccessibleDescription(longo));
  expect(motivo).toHaveFocus();
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
});

it("a search the api refuses shows its field error at the search field (focused)", async () => {
  const user = userEvent.setup();
  const invalido = 'Filtro inválido.';
  installFakeApi({ 'GET operacao/terapeutas': (c) => (c.search.get('q') ? { status: 400, body: { message: invalido, fieldErrors: { q: invalido } } } : { body: TERAPEUTAS }) });
  renderConsole('/operacao/terapeutas');
  await screen.findByText('Marina Duarte');
  const busca = screen.getByLabelText('Buscar por nome, e-mail ou CRP');
  await user.type(busca, 'x'.repeat(10));
  await user.click(screen.getByRole('button', { name: 'Buscar' }));
  await waitFor(() => expect(busca).toHaveAccessibleDescription(invalido));
  expect(busca).toHaveAttribute('aria-invalid', 'true');
  expect(busca).toHaveFocus();
});
