// How the therapist takes payment, the payments of their sessions and the month's finances.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentDestination, PaymentSettingsInput, ReciboInput } from '@acolhe/shared-domain';
import { apiQuery, callApi, queryKeyOf } from '@acolhe/shared-auth';
import {
  actOnSessionPayment,
  getFinances,
  getOwnTherapistProfile,
  getPaymentSettings,
  listSessionPayments,
  markPaymentDestination,
  markReceipt,
  savePaymentSettings,
  type AnswerOf,
} from '@acolhe/shared-domain/operations';

export function usePaymentSettings(therapistId: string) {
  return useQuery({ ...apiQuery(getPaymentSettings, { params: { id: therapistId } }), enabled: therapistId !== '' });
}

export function useSavePaymentSettings(therapistId: string) {
  const queryClient = useQueryClient();
  return useMutation<AnswerOf<typeof savePaymentSettings>, unknown, PaymentSettingsInput>({
    mutationFn: (body) => callApi(savePaymentSettings, { params: { id: therapistId }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeyOf(getPaymentSettings, { params: { id: therapistId } }), saved);
      // the link is the profile's payment link too
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(getOwnTherapistProfile, { params: { id: therapistId } }) });
    },
  });
}

export function usePayments() {
  return useQuery(apiQuery(listSessionPayments, {}));
}

/** 'Recebido' / 'Não recebi' with the key of the caller's attempt (useIdempotentAttempt's keyFor). */
export function usePaymentAnswer() {
  const queryClient = useQueryClient();
  return useMutation<AnswerOf<typeof actOnSessionPayment>, unknown, { id: string; acao: 'confirmar' | 'nao_recebido'; idempotencyKey: string }>({
    mutationFn: ({ id, acao, idempotencyKey }) => callApi(actOnSessionPayment, { params: { id }, body: { acao }, idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [listSessionPayments.operationId] }),
  });
}

export function useFinanceiro(mes: string, cliente: string) {
  return useQuery({
    ...apiQuery(getFinances, { query: { mes, ...(cliente ? { cliente } : {}) } }),
    placeholderData: (previous) => previous,
  });
}

/** The receipt mark with the key of the caller's attempt (useIdempotentAttempt's keyFor). */
export function useMarkReceipt() {
  const queryClient = useQueryClient();
  return useMutation<AnswerOf<typeof markReceipt>, unknown, { id: string; input: ReciboInput; idempotencyKey: string }>({
    mutationFn: ({ id, input, idempotencyKey }) => callApi(markReceipt, { params: { id }, body: input, idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [getFinances.operationId] }),
  });
}

/** What became of a cancelled session's received payment, with the key of the caller's attempt. */
export function usePaymentDestination() {
  const queryClient = useQueryClient();
  return useMutation<AnswerOf<typeof markPaymentDestination>, unknown, { id: string; destino: PaymentDestination; idempotencyKey: string }>({
    mutationFn: ({ id, destino, idempotencyKey }) => callApi(markPaymentDestination, { params: { id }, body: { destino }, idempotencyKey }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [getFinances.operationId] });
      void queryClient.invalidateQueries({ queryKey: [listSessionPayments.operationId] });
    },
  });
}
