// react-query hooks of the client area over the operation table (docs/decisions/0047): every call
// is `callApi(row, input)` with a row of @acolhe/shared-domain/operations, every read's key is the
// row's (`queryKeyOf(row, input)`), the same entry wherever the read is shown. Answer types come
// from the rows (`AnswerOf<typeof row>`).
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, http, lookupCep, NO_INPUT, queryKeyOf } from '@acolhe/shared-auth';
import type {
  Address,
  BookingRequest,
  ClientProfileInput,
  NotificationPreferences,
  RescheduleInput,
  SeriesCancelInput,
  SeriesMoveInput,
} from '@acolhe/shared-domain';
import { mentionsId, staleAfterSessionChange } from '@acolhe/shared-domain/contracts';
import {
  acceptWaitingListOffer,
  actOnSessionPayment,
  bookSession,
  cancelSeriesFrom,
  changeSessionStatus,
  declineWaitingListOffer,
  downloadPaymentStatement,
  downloadRecordCopyPdf,
  downloadSessionCalendar,
  endSeries,
  fillPath,
  getPreferences,
  getOwnClientProfile,
  getSeries,
  getSessionPix,
  leaveWaitingList,
  listClientSessions,
  listMonthSlots,
  listMyWaitingLists,
  listRecordCopyRequests,
  listSeriesChanges,
  listSessionPayments,
  lookUpCep,
  moveSeries,
  removeClientPhoto,
  requestRecordCopy,
  rescheduleSession,
  saveClientProfile,
  savePreferences,
  uploadClientPhoto,
  withdrawSeriesChange,
  type AnswerOf,
  type OperationRow,
} from '@acolhe/shared-domain/operations';
import { saveFile } from './saveFile';

/** GET /clientes/{id}, cached under the row's key (api/README.md). */
export function useClient(id: string) {
  return useQuery({ ...apiQuery(getOwnClientProfile, { params: { id } }), enabled: id !== '' });
}

/** Every cache that shows this client (ours, and e.g. the booking page's prefill). */
function useRefreshClient(id: string) {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ predicate: (q) => mentionsId(q.queryKey, id) }), [queryClient, id]);
}

/** Save of the personal data; the client is refetched afterwards (product.md#sessions-appointments). */
export function useSaveClient(id: string) {
  const refresh = useRefreshClient(id);
  return useMutation<AnswerOf<typeof saveClientProfile>, unknown, ClientProfileInput>({
    mutationFn: (body) => callApi(saveClientProfile, { body }),
    onSuccess: () => refresh(),
  });
}

/** Photo upload (multipart field of the row) → the new image url; the client is refetched afterwards. */
export function useUploadClientImage(id: string) {
  const refresh = useRefreshClient(id);
  return useMutation<string, unknown, File>({
    mutationFn: async (file) => {
      const body = new FormData();
      body.append('file', file);
      const answer = await callApi(uploadClientPhoto, { params: { id }, body });
      const url = answer.url || answer.imageUrl;
      if (!url) throw new Error('upload sem url');
      return url;
    },
    onSuccess: () => refresh(),
  });
}

/** Photo removal; the client is refetched afterwards. */
export function useRemoveClientImage(id: string) {
  const refresh = useRefreshClient(id);
  return useMutation<AnswerOf<typeof removeClientPhoto>, unknown, void>({
    mutationFn: () => callApi(removeClientPhoto, { params: { id } }),
    onSuccess: () => refresh(),
  });
}

/** GET /sessoes/cliente: the signed-in client's appointments. */
export function useClientAppointments(enabled = true) {
  return useQuery({ ...apiQuery(listClientSessions, NO_INPUT), enabled });
}

/** Every read that shows sessions and the slot calendars (of that therapist when known), in every
 * room, by the contract's rule: a cancelled or moved session frees (and takes) slots. */
function useRefreshSessions() {
  const queryClient = useQueryClient();
  return useCallback(
    (therapistId?: string) => queryClient.invalidateQueries({ predicate: (q) => staleAfterSessionChange(q.queryKey, therapistId) }),
    [queryClient],
  );
}

/** PATCH /sessoes/{id} CANCELLED (with the attempt's Idempotency-Key), then refresh. */
export function useCancelAppointment() {
  const refresh = useRefreshSessions();
  return useMutation<
    AnswerOf<typeof changeSessionStatus>,
    unknown,
    { appointment: { id: string; therapistId: string }; idempotencyKey: string }
  >({
    mutationFn: ({ appointment, idempotencyKey }) =>
      callApi(changeSessionStatus, { params: { id: appointment.id }, body: { status: 'CANCELLED' }, idempotencyKey }),
    onSettled: (_d, _e, { appointment }) => refresh(appointment.therapistId),
  });
}

/** POST /sessoes/{id}/remarcar (with the attempt's Idempotency-Key), then refresh. */
export function useRescheduleAppointment() {
  const refresh = useRefreshSessions();
  return useMutation<
    AnswerOf<typeof rescheduleSession>,
    unknown,
    { id: string; therapistId?: string; input: RescheduleInput; idempotencyKey: string }
  >({
    mutationFn: ({ id, input, idempotencyKey }) => callApi(rescheduleSession, { params: { id }, body: input, idempotencyKey }),
    onSettled: (_d, _e, { therapistId }) => refresh(therapistId),
  });
}

/** The therapist's slots of one month (always refetched on open: availability changes with
 * every booking). */
export function useTherapistMonthSlots(therapistId: string, year: number, month: number, enabled = true) {
  return useQuery({
    ...apiQuery(listMonthSlots, { params: { id: therapistId }, query: { year, month } }),
    enabled: enabled && therapistId !== '',
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** A zip-code lookup through the shared cache under the row's key: the same CEP is asked once. */
export function useCepFetcher() {
  const queryClient = useQueryClient();
  return useCallback(
    (digits: string): Promise<Address> =>
      queryClient.fetchQuery({
        queryKey: queryKeyOf(lookUpCep, { params: { cep: digits } }),
        queryFn: () => lookupCep(digits),
        staleTime: Infinity,
        retry: false,
      }),
    [queryClient],
  );
}

/** A file answer with the name the api gives it (Content-Disposition). callApi reads the body
 * only, so a download asks the row's own path (built from the row, never written here). */
async function downloadOf(row: OperationRow, params: Record<string, string>, type: string) {
  const response = await http.get(fillPath(row.path, params).replace(/^\//, ''));
  const blob = await response.blob();
  return { blob: new Blob([blob], { type }), contentDisposition: response.headers.get('content-disposition') };
}

/** GET /sessoes/{id}/calendario.ics on demand (a click, not a query: nothing to cache). */
export function useSessionCalendarDownload() {
  return useMutation<{ blob: Blob; contentDisposition: string | null }, unknown, string>({
    mutationFn: (id) => downloadOf(downloadSessionCalendar, { id }, 'text/calendar'),
  });
}

/** GET /me/preferencias (one entry with the therapist area's: the same row, the same key). */
export function usePreferences() {
  return useQuery(apiQuery(getPreferences, NO_INPUT));
}

/** PUT /me/preferencias; the answer becomes the cached preferences. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation<AnswerOf<typeof savePreferences>, unknown, NotificationPreferences>({
    mutationFn: (body) => callApi(savePreferences, { body }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeyOf(getPreferences, NO_INPUT), saved),
  });
}

/** GET /series/{id}, fetched when the 'Ver série' dialog opens (always fresh: a series changes). */
export function useSeries(id: string | null) {
  return useQuery({
    ...apiQuery(getSeries, { params: { id: id ?? '' } }),
    enabled: id !== null && id !== '',
    staleTime: 0,
  });
}

/** A series action, then every read that shows sessions (the series' read among them) and the
 * slot calendars. */
function useSeriesAction<TData, TVars extends { id: string }>(mutationFn: (vars: TVars) => Promise<TData>) {
  const refresh = useRefreshSessions();
  return useMutation<TData, unknown, TVars>({ mutationFn, onSettled: () => refresh() });
}

/** POST /series/{id}/cancelar ('esta e as próximas'). */
export function useCancelSeriesFrom() {
  return useSeriesAction(({ id, input }: { id: string; input: SeriesCancelInput }) =>
    callApi(cancelSeriesFrom, { params: { id }, body: input }),
  );
}

/** POST /series/{id}/encerrar. */
export function useEndSeries() {
  return useSeriesAction(({ id }: { id: string }) => callApi(endSeries, { params: { id } }));
}

/** POST /series/{id}/mover: the client's move, a request the therapist answers (issue 40). */
export function useMoveSeries() {
  return useSeriesAction(({ id, input }: { id: string; input: SeriesMoveInput }) =>
    callApi(moveSeries, { params: { id }, body: input }),
  );
}

/** GET /series/mudancas: the client's moves of series waiting for the therapist. */
export function useSeriesChanges() {
  return useQuery(apiQuery(listSeriesChanges, NO_INPUT));
}

/** DELETE /series/{id}/mudanca: the client withdraws a move. */
export function useWithdrawSeriesChange() {
  return useSeriesAction(({ id }: { id: string }) => callApi(withdrawSeriesChange, { params: { id } }));
}

/** POST /sessoes with `recorrencia` (with the attempt's Idempotency-Key), then the same refresh. */
export function useRequestSeries() {
  const refresh = useRefreshSessions();
  return useMutation<AnswerOf<typeof bookSession>, unknown, { input: BookingRequest; idempotencyKey: string }>({
    mutationFn: ({ input, idempotencyKey }) => callApi(bookSession, { body: input, idempotencyKey }),
    onSettled: (_d, _e, { input }) => refresh(input.therapistId),
  });
}

// ---- payments ----

/** The payments of the client's confirmed sessions, by session id. */
export function usePayments() {
  return useQuery(apiQuery(listSessionPayments, NO_INPUT));
}

/** The session's BR Code, fetched when the dialog opens. */
export function useSessionPix(id: string, enabled: boolean) {
  return useQuery({ ...apiQuery(getSessionPix, { params: { id } }), enabled: enabled && id !== '' });
}

/** 'Já paguei' (with the attempt's Idempotency-Key), then the payments again. */
export function useInformPayment() {
  const queryClient = useQueryClient();
  return useMutation<AnswerOf<typeof actOnSessionPayment>, unknown, { id: string; idempotencyKey: string }>({
    mutationFn: ({ id, idempotencyKey }) => callApi(actOnSessionPayment, { params: { id }, body: { acao: 'informar' }, idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [listSessionPayments.operationId] }),
  });
}

/** 'Baixar declaração' on demand (a click, not a query). */
export function useStatementDownload() {
  return useMutation<{ blob: Blob; contentDisposition: string | null }, unknown, string>({
    mutationFn: (id) => downloadOf(downloadPaymentStatement, { id }, 'application/pdf'),
  });
}

// ---- the client's copy of a prontuário ----

export function useCopias() {
  return useQuery(apiQuery(listRecordCopyRequests, NO_INPUT));
}

export function useSolicitarCopia() {
  const queryClient = useQueryClient();
  return useMutation<AnswerOf<typeof requestRecordCopy>, unknown, string>({
    mutationFn: (terapeutaId) => callApi(requestRecordCopy, { body: { terapeutaId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [listRecordCopyRequests.operationId] }),
  });
}

/** GET /prontuario-copias/{id}/prontuario.pdf, once the therapist released it: the browser saves it. */
export async function baixarCopia(copiaId: string): Promise<void> {
  const blob = await callApi(downloadRecordCopyPdf, { params: { copiaId } });
  saveFile(new Blob([blob], { type: 'application/pdf' }), 'copia-prontuario.pdf');
}

// ------------------------------------------------------------------ the waiting list (issue 46)

/** GET /me/lista-de-espera: the client's entries, each with its place in line and its live offer. */
export function useMyWaitingLists() {
  return useQuery(apiQuery(listMyWaitingLists, NO_INPUT));
}

/** DELETE /lista-de-espera/{id}; the list reloads (an offer it held passes to the next in line). */
export function useLeaveWaitingList() {
  const queryClient = useQueryClient();
  return useMutation<void, unknown, { id: string }>({
    mutationFn: ({ id }) => callApi(leaveWaitingList, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(listMyWaitingLists, NO_INPUT) }),
  });
}

/** POST /ofertas/{id}/aceitar (the attempt's Idempotency-Key): the held time becomes a request (or a
 * confirmed session); every read of sessions and this therapist's calendars reload, and the list. */
export function useAcceptOffer() {
  const refresh = useRefreshSessions();
  return useMutation<AnswerOf<typeof acceptWaitingListOffer>, unknown, { id: string; therapistId: string; idempotencyKey: string }>({
    mutationFn: ({ id, idempotencyKey }) => callApi(acceptWaitingListOffer, { params: { id }, idempotencyKey }),
    onSettled: (_d, _e, { therapistId }) => refresh(therapistId),
  });
}

/** POST /ofertas/{id}/recusar: the time passes to the next in line; the entry stays. */
export function useDeclineOffer() {
  const refresh = useRefreshSessions();
  return useMutation<void, unknown, { id: string; therapistId: string; idempotencyKey: string }>({
    mutationFn: ({ id, idempotencyKey }) => callApi(declineWaitingListOffer, { params: { id }, idempotencyKey }),
    onSettled: (_d, _e, { therapistId }) => refresh(therapistId),
  });
}
