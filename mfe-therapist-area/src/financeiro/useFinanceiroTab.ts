// The Financeiro tab's state: the month and client filters, 'Só recibos a emitir', copying a
// Receita Saúde field, marking a receipt and the CSV export (built here from what is on screen).
import { useState } from 'react';
import { apiErrorMessage, saveFile, useIdempotentAttempt } from '@acolhe/shared-auth';
import { notify } from '@acolhe/shared-ui';
import { addMonths, currentMonth, financeCsv, receiptDue, type FinanceEntry, type PaymentDestination } from '@acolhe/shared-domain';
import { useFinanceiro, useMarkReceipt, usePaymentDestination } from '../api';
import { FINANCEIRO_TEXTS as T } from './texts';

/** The months to choose from: the next one (sessions already confirmed), this one and the eleven
 * before it, newest first. */
export const monthOptions = (now: Date = new Date()): string[] => Array.from({ length: 13 }, (_, i) => addMonths(currentMonth(now), 1 - i));

/** A payment whose Receita Saúde receipt is due (shared-domain receiptDue) still without its mark. */
export const receiptPending = (e: FinanceEntry): boolean => receiptDue(e) && !e.recibo.emitido;

function saveText(text: string, fileName: string, type: string) {
  saveFile(new Blob([text], { type }), fileName);
}

export function useFinanceiroTab(now?: Date) {
  const [mes, setMes] = useState(() => currentMonth(now));
  const [cliente, setCliente] = useState('');
  const [onlyPending, setOnlyPending] = useState(false);
  const query = useFinanceiro(mes, cliente);
  const mark = useMarkReceipt();
  const destination = usePaymentDestination();
  const attempt = useIdempotentAttempt();
  const destinationAttempt = useIdempotentAttempt();
  const all = query.data?.pagamentos ?? [];
  const shown = onlyPending ? all.filter(receiptPending) : all;

  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      notify({ color: 'green', title: T.copied, message: value });
    } catch {
      notify({ color: 'red', title: T.copyFailed, message: value });
    }
  };

  const saveReceipt = (id: string, emitido: boolean, numero: string) => {
    const input = { emitido, numero: emitido ? numero.trim() : '' };
    mark.mutate(
      { id, input, idempotencyKey: attempt.keyFor({ id, ...input }) },
      {
        onSuccess: () => {
          attempt.settle(null);
          notify({ color: 'green', title: emitido ? T.saved : T.unmarked, message: '' });
        },
        onError: (error) => notify({ color: 'red', title: T.saveFailed, message: apiErrorMessage(error, T.saveFailed) }),
      },
    );
  };

  const markDestination = (id: string, destino: PaymentDestination) =>
    destination.mutate(
      { id, destino, idempotencyKey: destinationAttempt.keyFor({ id, destino }) },
      {
        onSuccess: () => {
          destinationAttempt.settle(null);
          notify({ color: 'green', title: T.destinationSaved, message: '' });
        },
        onError: (error) => notify({ color: 'red', title: T.destinationFailed, message: apiErrorMessage(error, T.destinationFailed) }),
      },
    );

  const exportCsv = () => saveText(financeCsv(shown), `financeiro-${mes}${cliente ? '-cliente' : ''}.csv`, 'text/csv;charset=utf-8');

  return {
    mes,
    setMes,
    cliente,
    setCliente,
    onlyPending,
    setOnlyPending,
    data: query.data,
    loading: query.isPending,
    error: query.isError,
    entries: shown,
    copy,
    saveReceipt,
    saving: mark.isPending ? mark.variables?.id : undefined,
    markDestination,
    movingDestination: destination.isPending ? destination.variables?.id : undefined,
    exportCsv,
  };
}
