import { addMonths, financeCsv, financeMonthOf, maskCpfPublic, monthLabel, receiptDue, receitaSaudeFields, summarize, type FinanceEntry } from './financeiro';
import { DECLARACAO_CODE_PATTERN, declaracaoCode, normalizeDeclaracaoCode } from './declaracao';

const entry = (over: Partial<FinanceEntry> = {}): FinanceEntry => ({
  sessaoId: 's1',
  data: '2030-02-05',
  hora: '09:00',
  duracaoMinutos: 50,
  modalidade: 'online',
  realizada: true,
  clienteId: 'c1',
  clienteNome: 'Rafael Lima',
  clienteCpf: '52998224725',
  valor: 180,
  gratuita: false,
  estado: 'confirmado',
  confirmadoEm: '2030-02-06T02:30:00.000Z', // 05/02 23:30 in São Paulo
  canceladaEm: null,
  recibo: { emitido: false, numero: '', emitidoEm: null },
  ...over,
});

describe('receitaSaudeFields', () => {
  it('what the Receita Saúde app asks, ready to paste; the date is the payment’s, in São Paulo', () => {
    expect(receitaSaudeFields(entry())).toEqual([
      { label: 'CPF do pagador', value: '529.982.247-25' },
      { label: 'Nome do pagador', value: 'Rafael Lima' },
      { label: 'Beneficiário', value: 'O próprio pagador', copy: false },
      { label: 'Valor (R$)', value: '180,00' },
      { label: 'Data do pagamento', value: '05/02/2030' },
      { label: 'Descrição', value: 'Sessão de psicoterapia (online) em 05/02/2030 às 09:00, 50 minutos' },
    ]);
  });
});

describe('summarize', () => {
  it('received, pending (not free, not confirmed), free, done and the receipts still to issue', () => {
    const m = summarize('2030-02', [
      entry(),
      entry({ sessaoId: 's2', valor: 150.5, recibo: { emitido: true, numero: '123', emitidoEm: '2030-02-07T12:00:00.000Z' } }),
      entry({ sessaoId: 's3', estado: 'informado', realizada: false, confirmadoEm: null }),
      entry({ sessaoId: 's4', estado: 'nao_recebido', valor: 100, confirmadoEm: null }),
      entry({ sessaoId: 's5', gratuita: true, estado: 'pendente', confirmadoEm: null }),
    ]);
    expect(m).toEqual({ mes: '2030-02', sessoes: 5, realizadas: 4, recebido: 330.5, pendente: 280, gratuitas: 1, aReembolsar: 0, reembolsado: 0, recibosPendentes: 1 });
  });

  it('a received payment whose session was cancelled still counts as received, with what became of it (issue 41)', () => {
    const cancelled = { realizada: false, canceladaEm: '2030-02-04T12:00:00.000Z' };
    const m = summarize('2030-02', [
      entry({ sessaoId: 'a', ...cancelled, estado: 'a_reembolsar', valor: 100 }),
      entry({ sessaoId: 'b', ...cancelled, estado: 'reembolsado', valor: 50 }),
      entry({ sessaoId: 'c', ...cancelled, estado: 'retido', valor: 80 }),
    ]);
    // kept (retido) is due its receipt; one to refund waits; one refunded has none
    expect(m).toEqual({ mes: '2030-02', sessoes: 3, realizadas: 0, recebido: 230, pendente: 0, gratuitas: 0, aReembolsar: 100, reembolsado: 50, recibosPendentes: 1 });
    expect(['confirmado', 'retido', 'a_reembolsar', 'reembolsado', 'pendente'].map((estado) => receiptDue(entry({ estado: estado as FinanceEntry['estado'] })))).toEqual([true, true, false, false, false]);
    expect(receiptDue(entry({ gratuita: true }))).toBe(false);
  });
});

describe('financeMonthOf', () => {
  it('a received payment counts in the month it was received (São Paulo); any other in its session’s month', () => {
    // a session of 05/03 paid on 28/02 at 23:30 in São Paulo (01/03 02:30 UTC)
    expect(financeMonthOf(entry({ data: '2030-03-05', confirmadoEm: '2030-03-01T02:30:00.000Z' }))).toBe('2030-02');
    expect(financeMonthOf(entry({ data: '2030-03-05', estado: 'a_reembolsar', confirmadoEm: '2030-02-10T12:00:00.000Z' }))).toBe('2030-02');
    expect(financeMonthOf(entry({ data: '2030-03-05', estado: 'informado', confirmadoEm: null }))).toBe('2030-03');
  });
});

describe('financeCsv', () => {
  it('; between cells, decimal comma, a BOM, CRLF; a cell with ; or quotes is quoted; a formula is neutralised', () => {
    const csv = financeCsv([entry(), entry({ clienteNome: '=HYPERLINK("x";"y")', valor: 1234.5, estado: 'pendente', confirmadoEm: null, clienteCpf: '' })]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Data;Hora;Cliente;CPF;Modalidade;Valor (R$);Situação;Data do pagamento;Recibo Receita Saúde;Número do recibo');
    expect(lines[1]).toBe('05/02/2030;09:00;Rafael Lima;529.982.247-25;Online;180,00;Pagamento recebido;05/02/2030;A emitir;');
    expect(lines[2]).toBe(`05/02/2030;09:00;"'=HYPERLINK(""x"";""y"")";;Online;1.234,50;Pagamento pendente;;;`);
    expect(lines[3]).toBe('');
  });
});

describe('financeCsv of cancelled sessions (issue 41)', () => {
  it('a cancelled session’s received payment stays in the CSV with its state and its date of payment', () => {
    const csv = financeCsv([entry({ estado: 'retido', realizada: false }), entry({ estado: 'reembolsado', realizada: false })]);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe('05/02/2030;09:00;Rafael Lima;529.982.247-25;Online;180,00;Sessão cancelada: valor retido;05/02/2030;A emitir;');
    expect(lines[2]).toBe('05/02/2030;09:00;Rafael Lima;529.982.247-25;Online;180,00;Sessão cancelada: reembolsado;05/02/2030;;');
  });
});

describe('helpers', () => {
  it('months move across years; labels in pt-BR', () => {
    expect(addMonths('2030-01', -1)).toBe('2029-12');
    expect(addMonths('2029-12', 1)).toBe('2030-01');
    expect(addMonths('2030-02', -5)).toBe('2029-09');
    expect(monthLabel('2030-03')).toBe('março de 2030');
  });

  it('a public CPF shows only its last two digits', () => {
    expect(maskCpfPublic('52998224725')).toBe('***.***.***-25');
    expect(maskCpfPublic('')).toBe('');
  });

  it('verification codes: 12 characters of an unambiguous alphabet; typed codes normalised', () => {
    const code = declaracaoCode(Uint8Array.from({ length: 12 }, (_, i) => i * 37));
    expect(code).toMatch(DECLARACAO_CODE_PATTERN);
    expect(normalizeDeclaracaoCode(code.toLowerCase().replace(/-/g, ' '))).toBe(code);
  });
});
