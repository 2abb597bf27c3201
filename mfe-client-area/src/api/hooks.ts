// react-query hooks over the client-area endpoints (shared queryClient of shared-ui).
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lookupCep } from '@acolhe/shared-auth';
import type {
  Address,
  Appointment,
  BookingRequest,
  ClientProfileInput,
  NotificationPreferences,
  PedidoCopiaCliente,
  RescheduleInput,
  SeriesAnswer,
  SeriesCancelInput,
  SeriesMoveInput,
  SessionPayment,
} from '@acolhe/shared-domain';
import { staleAfterAppointmentChange } from '@acolhe/shared-domain/contracts';
import {
  cancelAppointment,
  cancelSeriesFrom,
  endSeries,
  fetchSeries,
  fetchSeriesChanges,
  moveSeries,
  requestSeries,
  withdrawSeriesChange,
  fetchPreferences,
  fetchSessionCalendar,
  fetchClient,
  fetchClientAppointments,
  fetchMonthSlots,
  rescheduleAppointment,
  saveClient,
  savePreferences,
  uploadClientImage,
  removeClientImage,
  fetchPayments,
  fetchSessionPix,
  informPayment,
  fetchStatement,
  fetchCopias,
  requestCopia,
} from './endpoints';
import { clientAreaKeys, keyMentions } from './keys';

/** GET /clientes/{id}, cached under the client id (api/README.md). */
export function useClient(id: string) {
  return useQuery({
    queryKey: clientAreaKeys.client(id),
    queryFn: () => fetchClient(id),
    enabled: id !== '',
  });
}

/** Every cache that shows this client (ours, and e.g. the booking page's prefill). */
function useRefreshClient(id: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ predicate: (q) => keyMentions(q.queryKey, id) }),
    [queryClient, id],
  );
}

/** Save of the personal data; the client is refetched afterwards (product.md#sessions-appointments). */
export function useSaveClient(id: string) {
  const refresh = useRefreshClient(id);
  return useMutation<void, unknown, ClientProfileInput>({
    mutationFn: saveClient,
    onSuccess: () => refresh(),
  });
}

/** Photo upload; the client is refetched afterwards (product.md#sessions-appointments). */
export function useUploadClientImage(id: string) {
  const refresh = useRefreshClient(id);
  return useMutation<string, unknown, File>({
    mutationFn: (file) => uploadClientImage(id, file),
    onSuccess: () => refresh(),
  });
}

/** Photo removal; the client is refetched afterwards. */
export function useRemoveClientImage(id: string) {
  const refresh = useRefreshClient(id);
  return useMutation<void, unknown, void>({
    mutationFn: () => removeClientImage(id),
    onSuccess: () => refresh(),
  });
}

/** GET /sessoes/cliente: the signed-in client's appointments. */
export function useClientAppointments(enabled = true) {
  return useQuery({
    queryKey: clientAreaKeys.appointments(),
    queryFn: fetchClientAppointments,
    enabled,
  });
}

/** Every room's appointment list and every slot calendar (the contract's rule): a cancelled or
 * moved session frees (and takes) slots. */
function useRefreshAppointments() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ predicate: (q) => staleAfterAppointmentChange(q.queryKey) }),
    [queryClient],
  );
}

/** PATCH /sessoes/{id} CANCELLED (with the attempt's Idempotency-Key), then refresh. */
export function useCancelAppointment() {
  const refresh = useRefreshAppointments();
  return useMutation<void, unknown, { appointment: Appointment; idempotencyKey: string }>({
    mutationFn: ({ appointment, idempotencyKey }) => cancelAppointment(appointment.id, idempotencyKey),
    onSettled: () => refresh(),
  });
}

/** POST /sessoes/{id}/remarcar (with the attempt's Idempotency-Key), then refresh. */
export function useRescheduleAppointment() {
  const refresh = useRefreshAppointments();
  return useMutation<Appointment, unknown, { id: string; input: RescheduleInput; idempotencyKey: string }>({
    mutationFn: ({ id, input, idempotencyKey }) => rescheduleAppointment(id, input, idempotencyKey),
    onSettled: () => refresh(),
  });
}

/** The therapist's slots of one month (always refetched on open: availability changes with
 * every booking). */
export function useTherapistMonthSlots(therapistId: string, year: number, month: number, enabled = true) {
  return useQuery({
    queryKey: clientAreaKeys.slots(therapistId, year, month),
    queryFn: () => fetchMonthSlots(therapistId, year, month),
    enabled: enabled && therapistId !== '',
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** A zip-code lookup through the shared cache: the same CEP is asked once. */
export function useCepFetcher() {
  const queryClient = useQueryClient();
  return useCallback(
    (digits: string): Promise<Address> =>
      queryClient.fetchQuery({ queryKey: clientAreaKeys.cep(digits), queryFn: () => lookupCep(digits), staleTime: Infinity, retry: false }),
    [queryClient],
  );
}

/** GET /sessoes/{id}/calendario.ics on demand (a click, not a query: nothing to cache). */
export function useSessionCalendarDownload() {
  return useMutation<{ blob: Blob; contentDisposition: string | null }, unknown, string>({
    mutationFn: (id) => fetchSessionCalendar(id),
  });
}

/** GET /me/preferencias (the same record for the therapist area: its own key there). */
export function usePreferences() {
  return useQuery({ queryKey: clientAreaKeys.preferences(), queryFn: fetchPreferences });
}

/** PUT /me/preferencias; the answer becomes the cached preferences. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation<NotificationPreferences, unknown, NotificationPreferences>({
    mutationFn: savePreferences,
    onSuccess: (saved) => queryClient.setQueryData(clientAreaKeys.preferences(), saved),
  });
}

/** GET /series/{id}, fetched when the 'Ver série' dialog opens (always fresh: a series changes). */
export function useSeries(id: string | null) {
  return useQuery({
    queryKey: clientAreaKeys.series(id ?? ''),
    queryFn: () => fetchSeries(id ?? ''),
    enabled: id !== null && id !== '',
    staleTime: 0,
  });
}

/** A series action, then every appointment list and slot calendar, and that series' read. */
function useSeriesAction<TData, TVars extends { id: string }>(mutationFn: (vars: TVars) => Promise<TData>) {
  const refresh = useRefreshAppointments();
  const queryClient = useQueryClient();
  return useMutation<TData, unknown, TVars>({
    mutationFn,
    onSettled: (_d, _e, { id }) => Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: clientAreaKeys.series(id) })]),
  });
}

/** POST /series/{id}/cancelar ('esta e as próximas'). */
export function useCancelSeriesFrom() {
  return useSeriesAction<void, { id: string; input: SeriesCancelInput }>(({ id, input }) => cancelSeriesFrom(id, input));
}

/** POST /series/{id}/encerrar. */
export function useEndSeries() {
  return useSeriesAction<void, { id: string }>(({ id }) => endSeries(id));
}

/** POST /series/{id}/mover: the client's move, a request the therapist answers (issue 40). */
export function useMoveSeries() {
  return useSeriesAction<SeriesAnswer, { id: string; input: SeriesMoveInput }>(({ id, input }) => moveSeries(id, input));
}

/** GET /series/mudancas: the client's moves of series waiting for the therapist. */
export function useSeriesChanges() {
  return useQuery({ queryKey: clientAreaKeys.seriesChanges(), queryFn: fetchSeriesChanges });
}

/** DELETE /series/{id}/mudanca: the client withdraws a move. */
export function useWithdrawSeriesChange() {
  return useSeriesAction<void, { id: string }>(({ id }) => withdrawSeriesChange(id));
}

/** POST /sessoes with `recorrencia` (with the attempt's Idempotency-Key), then the same refresh. */
export function useRequestSeries() {
  const refresh = useRefreshAppointments();
  return useMutation<Appointment, unknown, { input: BookingRequest; idempotencyKey: string }>({
    mutationFn: ({ input, idempotencyKey }) => requestSeries(input, idempotencyKey),
    onSettled: () => refresh(),
  });
}

// ---- payments ----

/** The payments of the client's confirmed sessions, by session id. */
export function usePayments() {
  return useQuery({ queryKey: clientAreaKeys.payments(), queryFn: fetchPayments });
}

/** The session's BR Code, fetched when the dialog opens. */
export function useSessionPix(id: string, enabled: boolean) {
  return useQuery({ queryKey: clientAreaKeys.pix(id), queryFn: () => fetchSessionPix(id), enabled: enabled && id !== '' });
}

/** 'Já paguei' (with the attempt's Idempotency-Key), then the payments again. */
export function useInformPayment() {
  const queryClient = useQueryClient();
  return useMutation<SessionPayment, unknown, { id: string; idempotencyKey: string }>({
    mutationFn: ({ id, idempotencyKey }) => informPayment(id, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientAreaKeys.payments() }),
  });
}

/** 'Baixar declaração' on demand (a click, not a query). */
export function useStatementDownload() {
  return useMutation<{ blob: Blob; contentDisposition: string | null }, unknown, string>({ mutationFn: fetchStatement });
}

// ---- the client's copy of a prontuário ----

export function useCopias() {
  return useQuery({ queryKey: clientAreaKeys.copias(), queryFn: fetchCopias });
}

export function useSolicitarCopia() {
  const queryClient = useQueryClient();
  return useMutation<PedidoCopiaCliente, unknown, string>({
    mutationFn: requestCopia,
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientAreaKeys.copias() }),
  });
}
