// The therapist's appointments (GET /sessoes), the changes they make, and a series (issue 33).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIdempotentAttempt } from '@acolhe/shared-auth';
import type { TherapistAppointment } from '@acolhe/shared-domain';
import { belongsTo, staleAfterAppointmentChange } from '@acolhe/shared-domain/contracts';
import {
  answerSeriesChange,
  changeAppointmentStatus,
  endSeries,
  fetchSeries,
  fetchSeriesChanges,
  fetchTherapistAppointments,
  rescheduleAppointment,
  updateAppointmentDetails,
  type StatusChange,
} from '../endpoints';
import { keyMentions, therapistAreaKeys } from '../keys';

export function useTherapistAppointments(enabled = true) {
  return useQuery({ queryKey: therapistAreaKeys.appointments(), queryFn: fetchTherapistAppointments, enabled });
}

/** After any change every room's appointment list and slot calendars (the contract's rule), and
 * what other rooms show of this therapist, must update without a reload. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return (appointment?: Pick<TherapistAppointment, 'therapistId'>) => {
    const therapistId = appointment?.therapistId || undefined;
    return queryClient.invalidateQueries({
      predicate: (q) =>
        staleAfterAppointmentChange(q.queryKey, therapistId) ||
        (therapistId !== undefined && !belongsTo(q.queryKey, 'therapistArea') && keyMentions(q.queryKey, therapistId)),
    });
  };
}

/** PATCH /sessoes/{id} { status, declineReason? } (the attempt's Idempotency-Key). */
export function useChangeAppointmentStatus() {
  const refresh = useRefreshAfterChange();
  const attempt = useIdempotentAttempt();
  return useMutation({
    mutationFn: (change: StatusChange) =>
      attempt.send({ status: change.status, id: change.appointment.id, declineReason: change.declineReason ?? '' }, (headers) =>
        changeAppointmentStatus(change, headers),
      ),
    onSettled: (_data, _err, { appointment }) => refresh(appointment),
  });
}

export interface DetailsChange {
  appointment: TherapistAppointment;
  meetingLink: string;
}

/** PUT /sessoes/{id} { meetingLink }. */
export function useUpdateAppointmentDetails() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ appointment, meetingLink }: DetailsChange) => updateAppointmentDetails(appointment.id, meetingLink),
    onSettled: (_data, _err, { appointment }) => refresh(appointment),
  });
}

export interface Reschedule {
  appointment: TherapistAppointment;
  date: string;
  time: string;
}

/** POST /sessoes/{id}/remarcar { date, time } (the attempt's Idempotency-Key); 409 when the slot was taken meanwhile. */
export function useRescheduleAppointment() {
  const refresh = useRefreshAfterChange();
  const attempt = useIdempotentAttempt();
  return useMutation({
    mutationFn: ({ appointment, date, time }: Reschedule) =>
      attempt.send({ remarcar: appointment.id, date, time }, (headers) => rescheduleAppointment(appointment.id, date, time, headers)),
    onSettled: (_data, _err, { appointment }) => refresh(appointment),
  });
}

/** GET /series/{id} while the 'Ver série' dialog is open. */
export function useSeries(id: string | null) {
  return useQuery({
    queryKey: therapistAreaKeys.series(id ?? ''),
    queryFn: () => fetchSeries(id ?? ''),
    enabled: id !== null && id !== '',
    staleTime: 0,
  });
}

/** POST /series/{id}/encerrar, then every room's appointment list and slot calendars and the series. */
export function useEndSeries() {
  const queryClient = useQueryClient();
  return useMutation<void, unknown, { id: string }>({
    mutationFn: ({ id }) => endSeries(id),
    onSettled: (_d, _e, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ predicate: (q) => staleAfterAppointmentChange(q.queryKey) }),
        queryClient.invalidateQueries({ queryKey: therapistAreaKeys.series(id) }),
      ]),
  });
}

/** GET /series/mudancas: the clients' moves of series waiting for an answer (issue 40). */
export function useSeriesChanges() {
  return useQuery({ queryKey: therapistAreaKeys.seriesChanges(), queryFn: fetchSeriesChanges });
}

/** POST /series/{id}/mudanca/aceitar|recusar (the attempt's Idempotency-Key), then the lists (the
 * waiting moves among them), the calendars and the series. */
export function useAnswerSeriesChange() {
  const queryClient = useQueryClient();
  const attempt = useIdempotentAttempt();
  return useMutation<void, unknown, { id: string; answer: 'aceitar' | 'recusar' }>({
    mutationFn: ({ id, answer }) => attempt.send({ mudancaDeSerie: id, answer }, (headers) => answerSeriesChange(id, answer, headers)),
    onSettled: (_d, _e, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ predicate: (q) => staleAfterAppointmentChange(q.queryKey) }),
        queryClient.invalidateQueries({ queryKey: therapistAreaKeys.series(id) }),
      ]),
  });
}
