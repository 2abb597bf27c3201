// The therapist's external calendars (issue 45): the list with each one's state, connecting an ICS
// address or a CalDAV account, ticking an account's calendars and the one that receives sessions,
// reading one again, removing one. Every answer that may change busy times refreshes the month
// slots that show this therapist (here and in other remotes).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, IDEMPOTENCY_HEADER, queryKeyOf, useIdempotentAttempt } from '@acolhe/shared-auth';
import type { ExternalCalendarConnectInput, ExternalCalendarUpdateInput } from '@acolhe/shared-domain';
import {
  connectExternalCalendar,
  deleteExternalCalendar,
  listExternalCalendars,
  syncExternalCalendar,
  updateExternalCalendar,
  type AnswerOf,
} from '@acolhe/shared-domain/operations';
import { refreshCalendars } from './agenda';

export type ExternalCalendar = AnswerOf<typeof connectExternalCalendar>;

/** While a calendar is being read, the list is asked again this often (its state changes by itself). */
export const SYNCING_POLL_MS = 3_000;

const listInput = (therapistId: string) => ({ params: { therapistId } });

export function useExternalCalendars(therapistId: string) {
  return useQuery({
    ...apiQuery(listExternalCalendars, listInput(therapistId)),
    refetchInterval: (query) => (query.state.data?.some((c) => c.estado === 'sincronizando') ? SYNCING_POLL_MS : false),
  });
}

/** The list's cache after an answer about one calendar: `calendar` put in its place (or appended),
 * or the one with `removedId` taken out; then the slots of this therapist refreshed. */
function useAfterChange(therapistId: string) {
  const queryClient = useQueryClient();
  const key = queryKeyOf(listExternalCalendars, listInput(therapistId));
  return async (change: { calendar: ExternalCalendar } | { removedId: string }) => {
    queryClient.setQueryData<ExternalCalendar[]>(key, (list = []) => {
      if ('removedId' in change) return list.filter((c) => c.id !== change.removedId);
      const at = list.findIndex((c) => c.id === change.calendar.id);
      return at < 0 ? [...list, change.calendar] : list.map((c, i) => (i === at ? change.calendar : c));
    });
    await refreshCalendars(queryClient, therapistId);
  };
}

/** Row connectExternalCalendar (the attempt's Idempotency-Key): 201 with the calendar, read once. */
export function useConnectExternalCalendar(therapistId: string) {
  const afterChange = useAfterChange(therapistId);
  const attempt = useIdempotentAttempt();
  return useMutation({
    mutationFn: (body: ExternalCalendarConnectInput) =>
      attempt.send(body, (headers) => callApi(connectExternalCalendar, { params: { therapistId }, body, idempotencyKey: headers[IDEMPOTENCY_HEADER] })),
    onSuccess: (calendar) => afterChange({ calendar }),
  });
}

/** Row updateExternalCalendar: `{ colecoes: [{ id, bloqueia }] }` or `{ recebeSessoes: id }`. */
export function useUpdateExternalCalendar(therapistId: string) {
  const afterChange = useAfterChange(therapistId);
  return useMutation({
    mutationFn: ({ calId, body }: { calId: string; body: ExternalCalendarUpdateInput }) => callApi(updateExternalCalendar, { params: { therapistId, calId }, body }),
    onSuccess: (calendar) => afterChange({ calendar }),
  });
}

/** Row syncExternalCalendar: 200 with the calendar, its state 'ok' or 'erro' with the message. */
export function useSyncExternalCalendar(therapistId: string) {
  const afterChange = useAfterChange(therapistId);
  return useMutation({
    mutationFn: (calId: string) => callApi(syncExternalCalendar, { params: { therapistId, calId } }),
    onSuccess: (calendar) => afterChange({ calendar }),
  });
}

/** Row deleteExternalCalendar: its busy times stop blocking. */
export function useDeleteExternalCalendar(therapistId: string) {
  const afterChange = useAfterChange(therapistId);
  return useMutation({
    mutationFn: (calId: string) => callApi(deleteExternalCalendar, { params: { therapistId, calId } }),
    onSuccess: (_answer, calId) => afterChange({ removedId: calId }),
  });
}
