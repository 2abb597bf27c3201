// Configurações → Financeiro: the month's totals and chart, the Receita Saúde data of a received
// payment with a copy button per field, the receipt mark (with its number), 'Só recibos a
// emitir', the month and client filters (sent to the api) and the CSV export.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FinanceEntry, Financeiro } from '@acolhe/shared-domain';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';
import { installFakeApi, json, type RecordedCall, THERAPIST_USER } from '../test/fakeApi';
import { FinanceiroTab } from './FinanceiroTab';
import { SETTINGS_PAGE } from '../test/settingsPage';

const NOW = new Date('2030-02-20T12:00:00-03:00');

const entry = (over: Partial<FinanceEntry> = {}): FinanceEntry => ({
  sessaoId: 's1',
  data: '2030-02-05',
  hora: '09:00',
  duracaoMinutos: 50,
  modalidade: 'online',
  realizada: true,
  clienteId: 'c1',
  clienteNome: 'Rafael Lima',
  clienteCpf: '11144477735',
  valor: 180,
  gratuita: false,
  estado: 'confirmado',
  confirmadoEm: '2030-02-05T15:00:00.000Z',
  canceladaEm: null,
  recibo: { emitido: false, numero: '', emitidoEm: null },
  ...over,
});

const month = (mes: string, recebido = 0, pendente = 0) => ({ mes, sessoes: 0, realizadas: 0, recebido, pendente, gratuitas: 0, aReembolsar: 0, reembolsado: 0, recibosPendentes: 0 });

function finance(cliente = ''): Financeiro {
  const pagamentos = [entry(), entry({ sessaoId: 's2', data: '2030-02-12', clienteId: 'c2', clienteNome: 'Beatriz Souza', clienteCpf: '39053344705', estado: 'informado', confirmadoEm: null })];
  const list = cliente ? pagamentos.filter((p) => p.clienteId === cliente) : pagamentos;
  return {
    mes: '2030-02',
    cliente,
    resumo: { mes: '2030-02', sessoes: list.length, realizadas: list.length, recebido: 180, pendente: cliente === 'c1' ? 0 : 180, gratuitas: 0, aReembolsar: 0, reembolsado: 0, recibosPendentes: 1 },
    meses: [month('2029-09'), month('2029-10'), month('2029-11'), month('2029-12'), month('2030-01', 360), month('2030-02', 180, 180)],
    clientes: [
      { id: 'c2', nome: 'Beatriz Souza' },
      { id: 'c1', nome: 'Rafael Lima' },
    ],
    pagamentos: list,
  };
}

function setup() {
  const user = userEvent.setup();
  const writeText = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const api = installFakeApi({
    'GET financeiro?mes=2030-02': json(finance()),
    'GET financeiro?mes=2030-02&cliente=c1': json(finance('c1')),
    'GET financeiro?mes=2030-01': json({ ...finance(), mes: '2030-01', pagamentos: [] }),
    'PUT sessoes/s1/recibo': ({ body }: RecordedCall) =>
      json(entry({ recibo: { emitido: (body as { emitido: boolean }).emitido, numero: (body as { numero: string }).numero, emitidoEm: '2030-02-20T15:00:00.000Z' } })),
  });
  renderAt(<FinanceiroTab now={NOW} />, SETTINGS_PAGE);
  return { api, user, writeText };
}

signInForEachTest(THERAPIST_USER);

it('the month at a glance: sessions, received, pending, receipts to issue, and the chart in words', async () => {
  setup();
  expect(await screen.findByText('Recibos a emitir')).toBeInTheDocument();
  expect(screen.getAllByText('R$ 180,00').length).toBeGreaterThanOrEqual(2);
  const chart = screen.getByRole('figure', { name: 'Recebido e pendente nos últimos 6 meses' });
  expect(within(chart).getByText('fevereiro de 2030: recebido R$ 180,00, pendente R$ 180,00')).toBeInTheDocument();
  expect(within(chart).getByText('janeiro de 2030: recebido R$ 360,00, pendente R$ 0,00')).toBeInTheDocument();
});

it('a received payment lists what Receita Saúde asks, each field copied by its button; a pending one has none', async () => {
  const { user, writeText } = setup();
  const card = await screen.findByRole('listitem', { name: 'Pagamento de Rafael Lima, 05/02/2030 às 09:00' });
  expect(within(card).getByText('111.444.777-35')).toBeInTheDocument();
  expect(within(card).getByText('O próprio pagador')).toBeInTheDocument();
  // five fields to paste; the beneficiary is a fact to tick in the app
  expect(within(card).getAllByRole('button', { name: /^Copiar/ })).toHaveLength(5);
  expect(within(card).getByText('Sessão de psicoterapia (online) em 05/02/2030 às 09:00, 50 minutos')).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Copiar CPF do pagador: Rafael Lima, 05/02/2030 às 09:00' }));
  expect(writeText).toHaveBeenLastCalledWith('111.444.777-35');
  await user.click(within(card).getByRole('button', { name: 'Copiar Valor (R$): Rafael Lima, 05/02/2030 às 09:00' }));
  expect(writeText).toHaveBeenLastCalledWith('180,00');
  const pending = screen.getByRole('listitem', { name: 'Pagamento de Beatriz Souza, 12/02/2030 às 09:00' });
  expect(within(pending).queryByRole('button', { name: /^Copiar/ })).not.toBeInTheDocument();
  expect(within(pending).getByText('Pagamento informado')).toBeInTheDocument();
});

it('marks ‘Recibo emitido no Receita Saúde’ with its number', async () => {
  const { api, user } = setup();
  const card = await screen.findByRole('listitem', { name: /Rafael Lima/ });
  await user.click(within(card).getByRole('checkbox', { name: 'Recibo emitido no Receita Saúde' }));
  await user.type(within(card).getByRole('textbox', { name: 'Número do recibo (opcional)' }), 'RS-0001');
  await user.click(within(card).getByRole('button', { name: /^Salvar recibo/ }));
  await waitFor(() => expect(api.callsTo('PUT', 'sessoes/s1/recibo')).toHaveLength(1));
  const [put] = api.callsTo('PUT', 'sessoes/s1/recibo');
  expect(put!.body).toEqual({ emitido: true, numero: 'RS-0001' });
  expect(put!.request.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
});

it('‘Só recibos a emitir’ leaves the received payments without the mark; filters go to the api', async () => {
  const { api, user } = setup();
  await screen.findByRole('listitem', { name: /Beatriz Souza/ });
  await user.click(screen.getByRole('switch', { name: 'Só recibos a emitir' }));
  expect(screen.queryByRole('listitem', { name: /Beatriz Souza/ })).not.toBeInTheDocument();
  expect(screen.getByRole('listitem', { name: /Rafael Lima/ })).toBeInTheDocument();
  await user.click(screen.getByRole('switch', { name: 'Só recibos a emitir' }));

  await user.click(screen.getByRole('combobox', { name: 'Cliente' }));
  await user.click(await screen.findByRole('option', { name: 'Rafael Lima', hidden: true }));
  await waitFor(() => expect(api.callsTo('GET', 'financeiro?mes=2030-02&cliente=c1')).toHaveLength(1));
  await waitFor(() => expect(screen.queryByRole('listitem', { name: /Beatriz Souza/ })).not.toBeInTheDocument());

  await user.click(screen.getByRole('combobox', { name: 'Mês' }));
  await user.click(await screen.findByRole('option', { name: 'janeiro de 2030', hidden: true }));
  expect(api.calls.some((c) => c.path.startsWith('financeiro?mes=2030-01'))).toBe(true);
});

it('exports the list as CSV for a Brazilian spreadsheet', async () => {
  const { user } = setup();
  let saved: Blob | undefined;
  Object.defineProperty(URL, 'createObjectURL', { value: (b: Blob) => ((saved = b), 'blob:csv'), configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: jest.fn(), configurable: true });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await screen.findByRole('listitem', { name: /Rafael Lima/ });
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  expect(click).toHaveBeenCalledTimes(1);
  expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('financeiro-2030-02.csv');
  const text = await saved!.text();
  expect(text).toContain('Data;Hora;Cliente;CPF;Modalidade;Valor (R$);Situação');
  expect(text).toContain('05/02/2030;09:00;Rafael Lima;111.444.777-35;Online;180,00;Pagamento recebido;05/02/2030;A emitir;');
  click.mockRestore();
});

describe('a received payment whose session was cancelled (issue 41)', () => {
  const cancelled = entry({ sessaoId: 's3', data: '2030-02-26', realizada: false, estado: 'a_reembolsar', canceladaEm: '2030-02-10T15:00:00.000Z' });

  function setupCancelled() {
    const user = userEvent.setup();
    let current = cancelled;
    const api = installFakeApi({
      'GET financeiro?mes=2030-02': () =>
        json({ ...finance(), resumo: { ...finance().resumo, aReembolsar: current.estado === 'a_reembolsar' ? 180 : 0, reembolsado: current.estado === 'reembolsado' ? 180 : 0 }, pagamentos: [current] }),
      'PUT sessoes/s3/pagamento/destino': ({ body }: RecordedCall) => {
        current = { ...current, estado: (body as { destino: FinanceEntry['estado'] }).destino };
        return json({ sessaoId: 's3', gratuita: false, valor: 180, estado: current.estado, forma: 'pix', linkPagamento: '', pixDisponivel: true, informadoEm: null, confirmadoEm: current.confirmadoEm, canceladaEm: current.canceladaEm });
      },
    });
    renderAt(<FinanceiroTab now={NOW} />, SETTINGS_PAGE);
    return { api, user };
  }

  it('stays in the list with its state and when it was cancelled; the therapist marks what became of the money', async () => {
    const { api, user } = setupCancelled();
    const card = await screen.findByRole('listitem', { name: 'Pagamento de Rafael Lima, 26/02/2030 às 09:00' });
    expect(within(card).getByText('Sessão cancelada: a reembolsar')).toBeInTheDocument();
    expect(within(card).getByText('Sessão cancelada em 10/02/2030; o pagamento foi recebido em 05/02/2030.')).toBeInTheDocument();
    // to be refunded: no receipt is due yet
    expect(within(card).queryByRole('button', { name: /^Copiar/ })).not.toBeInTheDocument();
    expect(screen.getByText('Reembolsado: R$ 0,00')).toBeInTheDocument(); // the month's 'A reembolsar' tile
    const group = within(card).getByRole('radiogroup', { name: /O que foi feito com o valor/ });
    expect(within(group).getByRole('radio', { name: 'A reembolsar' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Reembolsado ao cliente' }));
    await waitFor(() => expect(api.callsTo('PUT', 'sessoes/s3/pagamento/destino')).toHaveLength(1));
    const [put] = api.callsTo('PUT', 'sessoes/s3/pagamento/destino');
    expect(put!.body).toEqual({ destino: 'reembolsado' });
    expect(put!.request.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    const after = await screen.findByRole('listitem', { name: 'Pagamento de Rafael Lima, 26/02/2030 às 09:00' });
    expect(await within(after).findByText('Sessão cancelada: reembolsado')).toBeInTheDocument();
  });

  it('kept by the cancellation policy: the Receita Saúde data is there, the receipt is due; the CSV keeps it', async () => {
    const { user } = setupCancelled();
    const card = await screen.findByRole('listitem', { name: /26\/02\/2030/ });
    await user.click(within(card).getByRole('radio', { name: 'Retido (política de cancelamento)' }));
    const kept = await screen.findByRole('listitem', { name: /26\/02\/2030/ });
    expect(await within(kept).findByText('Sessão cancelada: valor retido')).toBeInTheDocument();
    expect(within(kept).getAllByRole('button', { name: /^Copiar/ })).toHaveLength(5);
    let saved: Blob | undefined;
    Object.defineProperty(URL, 'createObjectURL', { value: (b: Blob) => ((saved = b), 'blob:csv'), configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: jest.fn(), configurable: true });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await saved!.text()).toContain('26/02/2030;09:00;Rafael Lima;111.444.777-35;Online;180,00;Sessão cancelada: valor retido;05/02/2030;A emitir;');
    click.mockRestore();
  });
});
