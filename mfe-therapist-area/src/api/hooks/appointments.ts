// The therapist's appointments (row listTherapistSessions), the changes they make, and a series (issue 33).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, IDEMPOTENCY_HEADER, useIdempotentAttempt } from '@acolhe/shared-auth';
import type { AppointmentStatus, TherapistAppointment } from '@acolhe/shared-domain';
import { staleAfterSessionChange } from '@acolhe/shared-domain/contracts';
import {
  acceptSeriesChange,
  changeSessionStatus,
  declineSeriesChange,
  endSeries,
  getSeries,
  listSeriesChanges,
  listTherapistSessions,
  rescheduleSession,
  updateSessionDetails,
} from '@acolhe/shared-domain/operations';

export function useTherapistAppointments(enabled = true) {
  return useQuery({ ...apiQuery(listTherapistSessions, {}), enabled });
}

/** After any change every room's reads that show sessions and the slot calendars of this
 * therapist (the contract's rule) must update without a reload. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return (therapistId?: string) =>
    queryClient.invalidateQueries({ predicate: (q) => staleAfterSessionChange(q.queryKey, therapistId || undefined) });
}

export interface StatusChange {
  appointment: TherapistAppointment;
  status: AppointmentStatus;
  /** a decline's optional word to the client */
  declineReason?: string;
}

/** Row changeSessionStatus { status, declineReason? } (the attempt's Idempotency-Key). */
export function useChangeAppointmentStatus() {
  const refresh = useRefreshAfterChange();
  const attempt = useIdempotentAttempt();
  return useMutation({
    mutationFn: ({ appointment, status, declineReason }: StatusChange) =>
      attempt.send({ status, id: appointment.id, declineReason: declineReason ?? '' }, (headers) =>
        callApi(changeSessionStatus, {
          params: { id: appointment.id },
          body: { status, ...(declineReason ? { declineReason } : {}) },
          idempotencyKey: headers[IDEMPOTENCY_HEADER],
        }),
      ),
    onSettled: (_data, _err, { appointment }) => refresh(appointment.therapistId),
  });
}

export interface DetailsChange {
  appointment: TherapistAppointment;
  meetingLink: string;
}

/** Row updateSessionDetails { meetingLink } — the session's notes are written in the prontuário. */
export function useUpdateAppointmentDetails() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ appointment, meetingLink }: DetailsChange) => callApi(updateSessionDetails, { params: { id: appointment.id }, body: { meetingLink } }),
    onSettled: (_data, _err, { appointment }) => refresh(appointment.therapistId),
  });
}

export interface Reschedule {
  appointment: TherapistAppointment;
  date: string;
  time: string;
}

/** Row rescheduleSession { date, time } (the attempt's Idempotency-Key); 409 when the slot was taken meanwhile. */
export function useRescheduleAppointment() {
  const refresh = useRefreshAfterChange();
  const attempt = useIdempotentAttempt();
  return useMutation({
    mutationFn: ({ appointment, date, time }: Reschedule) =>
      attempt.send({ remarcar: appointment.id, date, time }, (headers) =>
        callApi(rescheduleSession, { params: { id: appointment.id }, body: { date, time }, idempotencyKey: headers[IDEMPOTENCY_HEADER] }),
      ),
    onSettled: (_data, _err, { appointment }) => refresh(appointment.therapistId),
  });
}

/** Row getSeries while the 'Ver série' dialog is open. */
export function useSeries(id: string | null) {
  return useQuery({
    ...apiQuery(getSeries, { params: { id: id ?? '' } }),
    enabled: id !== null && id !== '',
    staleTime: 0,
  });
}

/** Row endSeries, then every read that shows sessions (the series among them) and the calendars. */
export function useEndSeries() {
  const refresh = useRefreshAfterChange();
  return useMutation<void, unknown, { id: string }>({
    mutationFn: async ({ id }) => {
      await callApi(endSeries, { params: { id } });
    },
    onSettled: () => refresh(),
  });
}

/** Row listSeriesChanges: the clients' moves of series waiting for an answer (issue 40). */
export function useSeriesChanges() {
  return useQuery(apiQuery(listSeriesChanges, {}));
}

const SERIES_CHANGE_ANSWER = { aceitar: acceptSeriesChange, recusar: declineSeriesChange } as const;

/** Rows acceptSeriesChange / declineSeriesChange (the attempt's Idempotency-Key), then every read
 * that shows sessions (the waiting moves and the series among them) and the calendars. */
export function useAnswerSeriesChange() {
  const refresh = useRefreshAfterChange();
  const attempt = useIdempotentAttempt();
  return useMutation<void, unknown, { id: string; answer: 'aceitar' | 'recusar' }>({
    mutationFn: async ({ id, answer }) => {
      await attempt.send({ mudancaDeSerie: id, answer }, (headers) =>
        callApi(SERIES_CHANGE_ANSWER[answer], { params: { id }, idempotencyKey: headers[IDEMPOTENCY_HEADER] }),
      );
    },
    onSettled: () => refresh(),
  });
}
