import { screen, waitFor, within } from '@testing-library/react';
import { pageTitle } from '@acolhe/shared-domain';
import { reportedTitleContext } from '@acolhe/shared-ui';
import userEvent from '@testing-library/user-event';
import { saveFile } from '@acolhe/shared-auth';
import { installFakeApi } from '../test/fakeApi';
import { AUDITORIA, entradaAuditoria } from '../test/fixtures';
import { operadorEmCadaTeste, renderConsole } from '../test/render';

jest.mock('../sessao/operador', () => jest.requireActual('../test/operadorFake'));
jest.mock('@acolhe/shared-auth', () => ({ ...jest.requireActual('@acolhe/shared-auth'), saveFile: jest.fn() }));
const saveFileMock = jest.mocked(saveFile);

operadorEmCadaTeste();
beforeEach(() => saveFileMock.mockClear());

it('shows each action: when (São Paulo), who, what (its label), on what, why', async () => {
  installFakeApi({ 'GET operacao/auditoria': { body: AUDITORIA } });
  renderConsole('/operacao/auditoria');
  const row = (await screen.findByRole('cell', { name: 'Terapeuta suspenso(a)' })).closest('tr')!;
  expect(row).toHaveTextContent('26/11/2026 10:05');
  expect(row).toHaveTextContent('operador.demo@acolhe.com.br');
  expect(row).toHaveTextContent('terapeutat-2');
  expect(row).toHaveTextContent('Perfil falso 1');
  expect(screen.getByText('1 registro')).toBeInTheDocument();
});

it('names the target (issue 44), not only its id; the tab is titled for the page', async () => {
  installFakeApi({ 'GET operacao/auditoria': { body: AUDITORIA } });
  renderConsole('/operacao/auditoria');
  const row = (await screen.findByRole('cell', { name: 'Terapeuta suspenso(a)' })).closest('tr')!;
  expect(within(row).getByText('Carlos Nunes')).toBeInTheDocument();
  expect(pageTitle('operacao', reportedTitleContext('/operacao/auditoria') ?? {})).toBe('Auditoria | Operação | Acolhe');
});

it('filters go to the api as its query (only those set), from the first page; clearing them lists everything', async () => {
  const user = userEvent.setup();
  const api = installFakeApi({ 'GET operacao/auditoria': { body: AUDITORIA } });
  renderConsole('/operacao/auditoria');
  await screen.findByRole('cell', { name: 'Terapeuta suspenso(a)' });
  await user.selectOptions(screen.getByLabelText('Ação'), 'Avaliação ocultada');
  await user.selectOptions(screen.getByLabelText('Tipo de alvo'), 'avaliacao');
  await user.type(screen.getByLabelText('E-mail do(a) operador(a)'), 'op@acolhe.com.br');
  await user.type(screen.getByLabelText('De'), '01/11/2026');
  await user.click(screen.getByRole('button', { name: 'Filtrar' }));
  await waitFor(() =>
    expect(Object.fromEntries(api.calls.at(-1)!.search)).toEqual({ acao: 'avaliacao.ocultar', alvoTipo: 'avaliacao', operadorEmail: 'op@acolhe.com.br', desde: '2026-11-01', page: '0', size: '50' }),
  );
  await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
  await waitFor(() => expect(Object.fromEntries(api.calls.at(-1)!.search)).toEqual({ page: '0', size: '50' }));
});

it('an empty log says so; a filter the api refuses shows its message', async () => {
  installFakeApi({ 'GET operacao/auditoria': { status: 400, body: { message: 'Filtro inválido.' } } });
  renderConsole('/operacao/auditoria');
  expect(await screen.findByRole('alert')).toHaveTextContent('Filtro inválido.');
});

it("'Exportar CSV' reads every page of the filtered log and saves shared-domain's spreadsheet", async () => {
  const user = userEvent.setup();
  const api = installFakeApi({
    'GET operacao/auditoria': (c) => {
      const size = Number(c.search.get('size') ?? 50);
      const page = Number(c.search.get('page'));
      if (size < 200) return { body: AUDITORIA };
      const content = page === 0 ? Array.from({ length: 200 }, (_, i) => entradaAuditoria(i)) : [entradaAuditoria(200)];
      return { body: { content, totalElements: 201, page, size } };
    },
  });
  renderConsole('/operacao/auditoria');
  await screen.findByRole('cell', { name: 'Terapeuta suspenso(a)' });
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  await waitFor(() => expect(saveFileMock).toHaveBeenCalledTimes(1));
  const [blob, nome] = saveFileMock.mock.calls[0]!;
  expect(nome).toMatch(/^auditoria-acolhe-\d{4}-\d{2}-\d{2}\.csv$/);
  const linhas = (await blob.text()).replace('\uFEFF', '').split('\r\n').filter(Boolean);
  expect(linhas[0]).toBe('Data;Hora;Operador(a);Ação;Alvo;Nome do alvo;Id do alvo;Motivo');
  expect(linhas).toHaveLength(202);
  expect(linhas[1]).toBe('26/11/2026;10:05;operador.demo@acolhe.com.br;Terapeuta suspenso(a);terapeuta;Carlos Nunes;t-2;Perfil falso 0');
  expect(api.calls.filter((c) => c.search.get('size') === '200').map((c) => c.search.get('page'))).toEqual(['0', '1']);
});

it("a filter the api refuses shows its field error at that filter's field (focused)", async () => {
  const user = userEvent.setup();
  const invalido = 'Filtro inválido.';
  installFakeApi({
    'GET operacao/auditoria': (c) => (c.search.get('operadorEmail') ? { status: 400, body: { message: invalido, fieldErrors: { operadorEmail: invalido } } } : { body: AUDITORIA }),
  });
  renderConsole('/operacao/auditoria');
  await screen.findByRole('cell', { name: 'Terapeuta suspenso(a)' });
  const operador = screen.getByLabelText('E-mail do(a) operador(a)');
  await user.type(operador, 'op@acolhe.com.br');
  await user.click(screen.getByRole('button', { name: 'Filtrar' }));
  await waitFor(() => expect(operador).toHaveAccessibleDescription(invalido));
  expect(operador).toHaveAttribute('aria-invalid', 'true');
  expect(operador).toHaveFocus();
  expect(screen.getByLabelText('Ação')).not.toHaveAttribute('aria-invalid', 'true');
});
