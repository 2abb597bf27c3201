// /declaracoes/{codigo} (issue 41): the address printed on a 'Declaração de atendimento e
// pagamento' opens this page, which says in pt-BR whether the statement is valid, cancelled (when)
// or unknown, with the people as initials and the CPFs' last two digits.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeclaracaoPublica } from '@acolhe/shared-domain';
import DeclaracaoPage from '../pages/DeclaracaoPage';
import { installFakeApi } from '../test/fakeApi';
import { renderAt, resetAll, signIn } from '../test/render';

const VALID: DeclaracaoPublica = {
  codigo: 'ABCD-EFGH-JKMN',
  situacao: 'valida',
  anuladaEm: null,
  emitidaEm: '2030-02-05T14:00:00.000Z',
  terapeuta: { iniciais: 'H. P.', cpf: '***.***.***-25' },
  cliente: { iniciais: 'R. L.', cpf: '***.***.***-35' },
  data: '2030-02-05',
  hora: '09:00',
  duracaoMinutos: 50,
  modalidade: 'online',
  valor: 150,
  dataPagamento: '2030-01-16',
};

beforeEach(() => {
  resetAll();
  signIn(null);
});

const open = (path: string, answer: (path: string) => { status: number; body?: unknown }) => {
  const api = installFakeApi({ override: (call) => (call.path.startsWith('/declaracoes/') ? answer(call.path) : undefined) });
  renderAt(path, '/declaracoes/:codigo', <DeclaracaoPage />);
  return api;
};

it('a valid statement: says so, with what it declares — initials, the CPFs’ last digits, the session, value and date of payment', async () => {
  const api = open('/declaracoes/abcd-efgh-jkmn', () => ({ status: 200, body: VALID }));
  expect(await screen.findByText('Declaração válida')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Conferir declaração' })).toBeInTheDocument();
  expect(screen.getByText('Código de verificação: ABCD-EFGH-JKMN')).toBeInTheDocument();
  // the typed code is read as printed
  expect(api.callsTo('GET', '/declaracoes/ABCD-EFGH-JKMN')).toHaveLength(1);
  expect(screen.getByText(/emitida pelo Acolhe em 05\/02\/2030 e é válida/)).toBeInTheDocument();
  const rows = screen.getByLabelText('O que a declaração diz');
  expect(within(rows).getByText('H. P. · CPF ***.***.***-25')).toBeInTheDocument();
  expect(within(rows).getByText('R. L. · CPF ***.***.***-35')).toBeInTheDocument();
  expect(within(rows).getByText('05/02/2030 às 09:00 (50 minutos, online)')).toBeInTheDocument();
  expect(within(rows).getByText('R$ 150,00')).toBeInTheDocument();
  expect(within(rows).getByText('16/01/2030')).toBeInTheDocument();
  expect(screen.getByText(/só as iniciais e os dois últimos dígitos do CPF/)).toBeInTheDocument();
});

it('a cancelled one: says it was voided, and when — never that it is valid', async () => {
  open('/declaracoes/ABCD-EFGH-JKMN', () => ({ status: 200, body: { ...VALID, situacao: 'cancelada', anuladaEm: '2030-01-20T13:00:00.000Z' } }));
  expect(await screen.findByText('Declaração cancelada')).toBeInTheDocument();
  expect(screen.getByText(/a declaração foi anulada em 20\/01\/2030 e não vale como comprovante de atendimento/)).toBeInTheDocument();
  expect(screen.queryByText(/válida/)).not.toBeInTheDocument();
});

it('an unknown code: not found, confer the code', async () => {
  open('/declaracoes/ZZZZ-ZZZZ-ZZZZ', () => ({ status: 404, body: { message: 'Declaração não encontrada. Confira o código.' } }));
  expect(await screen.findByText('Declaração não encontrada')).toBeInTheDocument();
  expect(screen.getByText(/Nenhuma declaração emitida pelo Acolhe tem este código/)).toBeInTheDocument();
  expect(screen.queryByText(/válida/)).not.toBeInTheDocument();
});

it('the api away: says it could not check, and tries again on request', async () => {
  let up = false;
  open('/declaracoes/ABCD-EFGH-JKMN', () => (up ? { status: 200, body: VALID } : { status: 503, body: { message: 'Serviço indisponível.' } }));
  expect(await screen.findByText('Não foi possível conferir a declaração agora. Tente novamente em instantes.')).toBeInTheDocument();
  expect(screen.queryByText('Declaração não encontrada')).not.toBeInTheDocument();
  up = true;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByText('Declaração válida')).toBeInTheDocument();
});
