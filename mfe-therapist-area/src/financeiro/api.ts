// The therapist's finances (api/README.md, "Financeiro"):
//   GET /financeiro?mes=&cliente=   the month: totals, six months for the chart, the payments
//   PUT /sessoes/{id}/recibo        'Recibo emitido no Receita Saúde' (and its number)
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, IDEMPOTENCY_HEADER } from '@acolhe/shared-auth';
import { PAYMENT_STATES, isOneOf, sessionReceiptPath, type FinanceEntry, type FinanceMonth, type Financeiro, type ReciboInput } from '@acolhe/shared-domain';
import { therapistAreaKeys } from '../api/keys';

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose => (value !== null && typeof value === 'object' ? (value as Loose) : {});
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => Number(value) || 0;

function toMonth(body: unknown): FinanceMonth {
  const m = record(body);
  return {
    mes: str(m.mes),
    sessoes: num(m.sessoes),
    realizadas: num(m.realizadas),
    recebido: num(m.recebido),
    pendente: num(m.pendente),
    gratuitas: num(m.gratuitas),
    recibosPendentes: num(m.recibosPendentes),
  };
}

export function toFinanceEntry(body: unknown): FinanceEntry {
  const e = record(body);
  const r = record(e.recibo);
  return {
    sessaoId: str(e.sessaoId),
    data: str(e.data),
    hora: str(e.hora),
    duracaoMinutos: num(e.duracaoMinutos),
    modalidade: e.modalidade === 'presencial' ? 'presencial' : 'online',
    realizada: e.realizada === true,
    clienteId: str(e.clienteId),
    clienteNome: str(e.clienteNome),
    clienteCpf: str(e.clienteCpf),
    valor: num(e.valor),
    gratuita: e.gratuita === true,
    estado: isOneOf(PAYMENT_STATES, e.estado) ? e.estado : 'pendente',
    confirmadoEm: str(e.confirmadoEm) || null,
    recibo: { emitido: r.emitido === true, numero: str(r.numero), emitidoEm: str(r.emitidoEm) || null },
  };
}

export function toFinanceiro(body: unknown): Financeiro {
  const f = record(body);
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  return {
    mes: str(f.mes),
    cliente: str(f.cliente),
    resumo: toMonth(f.resumo),
    meses: list(f.meses).map(toMonth),
    clientes: list(f.clientes).map((c) => ({ id: str(record(c).id), nome: str(record(c).nome) })),
    pagamentos: list(f.pagamentos).map(toFinanceEntry),
  };
}

export function useFinanceiro(mes: string, cliente: string) {
  return useQuery({
    queryKey: therapistAreaKeys.finances(mes, cliente),
    queryFn: async () => {
      const searchParams: Record<string, string> = { mes };
      if (cliente) searchParams.cliente = cliente;
      return toFinanceiro(await http.get('financeiro', { searchParams }).json<unknown>());
    },
    placeholderData: (previous) => previous,
  });
}

export function useMarkReceipt() {
  const queryClient = useQueryClient();
  return useMutation<FinanceEntry, unknown, { id: string; input: ReciboInput; idempotencyKey: string }>({
    mutationFn: async ({ id, input, idempotencyKey }) =>
      toFinanceEntry(await http.put(sessionReceiptPath(id).replace(/^\//, ''), { json: input, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }).json<unknown>()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: therapistAreaKeys.financesAll() }),
  });
}
