// How the therapist takes payment, the payments of their sessions and the month's finances.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FinanceEntry, PaymentDestination, PaymentSettings, PaymentSettingsInput, ReciboInput, SessionPayment } from '@acolhe/shared-domain';
import { IDEMPOTENCY_HEADER } from '@acolhe/shared-auth';
import { answerPayment, fetchFinanceiro, fetchPaymentSettings, fetchPayments, markPaymentDestination, markReceipt, savePaymentSettings } from '../endpoints';
import { therapistAreaKeys } from '../keys';

export function usePaymentSettings(therapistId: string) {
  return useQuery({
    queryKey: therapistAreaKeys.paymentSettings(therapistId),
    queryFn: () => fetchPaymentSettings(therapistId),
    enabled: therapistId !== '',
  });
}

export function useSavePaymentSettings(therapistId: string) {
  const queryClient = useQueryClient();
  return useMutation<PaymentSettings, unknown, PaymentSettingsInput>({
    mutationFn: (input) => savePaymentSettings(therapistId, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(therapistAreaKeys.paymentSettings(therapistId), saved);
      // the link is the profile's payment link too
      void queryClient.invalidateQueries({ queryKey: therapistAreaKeys.therapist(therapistId) });
    },
  });
}

export function usePayments() {
  return useQuery({ queryKey: therapistAreaKeys.payments(), queryFn: fetchPayments });
}

/** 'Recebido' / 'Não recebi' with the key of the caller's attempt (useIdempotentAttempt's keyFor). */
export function usePaymentAnswer() {
  const queryClient = useQueryClient();
  return useMutation<SessionPayment, unknown, { id: string; acao: 'confirmar' | 'nao_recebido'; idempotencyKey: string }>({
    mutationFn: ({ id, acao, idempotencyKey }) => answerPayment(id, acao, { [IDEMPOTENCY_HEADER]: idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: therapistAreaKeys.payments() }),
  });
}

export function useFinanceiro(mes: string, cliente: string) {
  return useQuery({
    queryKey: therapistAreaKeys.finances(mes, cliente),
    queryFn: () => fetchFinanceiro(mes, cliente),
    placeholderData: (previous) => previous,
  });
}

/** The receipt mark with the key of the caller's attempt (useIdempotentAttempt's keyFor). */
export function useMarkReceipt() {
  const queryClient = useQueryClient();
  return useMutation<FinanceEntry, unknown, { id: string; input: ReciboInput; idempotencyKey: string }>({
    mutationFn: ({ id, input, idempotencyKey }) => markReceipt(id, input, { [IDEMPOTENCY_HEADER]: idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: therapistAreaKeys.financesAll() }),
  });
}

/** What became of a cancelled session's received payment, with the key of the caller's attempt. */
export function usePaymentDestination() {
  const queryClient = useQueryClient();
  return useMutation<SessionPayment, unknown, { id: string; destino: PaymentDestination; idempotencyKey: string }>({
    mutationFn: ({ id, destino, idempotencyKey }) => markPaymentDestination(id, destino, { [IDEMPOTENCY_HEADER]: idempotencyKey }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: therapistAreaKeys.financesAll() });
      void queryClient.invalidateQueries({ queryKey: therapistAreaKeys.payments() });
    },
  });
}
