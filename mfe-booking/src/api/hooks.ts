// react-query hooks of the booking room over the operation table (docs/decisions/0047): every call
// is `callApi(row, input)` and every read's key is the row's (`queryKeyOf(row, input)`), the same
// entry wherever the read is shown.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '@acolhe/shared-auth';
import type { BookingRequest } from '@acolhe/shared-domain';
import { staleAfterSessionChange } from '@acolhe/shared-domain/contracts';
import { bookSession, getPublicProfile, joinWaitingList, listMonthSlots, listMyWaitingLists, type AnswerOf, type InputOf } from '@acolhe/shared-domain/operations';

/** Slots of the month the calendar shows (month 1-based). Always refetched on mount: availability
 * changes with every booking, so an old answer must not be trusted for long. */
export function useMonthSlots(therapistId: string, year: number, month: number) {
  return useQuery({
    ...apiQuery(listMonthSlots, { params: { id: therapistId }, query: { year, month } }),
    enabled: therapistId !== '',
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** Price and duration for the card when the profile page did not pass them, and the /agendar header. */
export function usePublicTherapist(therapistId: string, enabled = true) {
  return useQuery({
    ...apiQuery(getPublicProfile, { params: { id: therapistId } }),
    enabled: enabled && therapistId !== '',
  });
}

/** A PENDING session request. 201 is a new one; 200 is the one this client already holds on that
 * slot, or the replay of this key's first answer: both are success. */
export function useCreateAppointment(therapistId: string) {
  const queryClient = useQueryClient();
  return useMutation<AnswerOf<typeof bookSession>, unknown, { body: BookingRequest; idempotencyKey: string }>({
    mutationFn: ({ body, idempotencyKey }) => callApi(bookSession, { body, idempotencyKey }),
    // Success or a 409, the slots changed: every room's calendar of this therapist and every read
    // that shows sessions reload, by the contract's rule.
    onSettled: () => queryClient.invalidateQueries({ predicate: (q) => staleAfterSessionChange(q.queryKey, therapistId) }),
  });
}

/** Joins the therapist's waiting list (issue 46); the client's lists, wherever shown, reload. */
export function useJoinWaitingList(therapistId: string) {
  const queryClient = useQueryClient();
  return useMutation<AnswerOf<typeof joinWaitingList>, unknown, { body: InputOf<typeof joinWaitingList>['body']; idempotencyKey: string }>({
    mutationFn: ({ body, idempotencyKey }) => callApi(joinWaitingList, { params: { id: therapistId }, body, idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [listMyWaitingLists.operationId] }),
  });
}
