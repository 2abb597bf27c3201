// The therapist's appointments (GET /sessoes) and the two kinds of change they make.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, idempotent } from '@acolhe/shared-auth';
import type { TherapistAppointment, AppointmentStatus } from '@acolhe/shared-domain';
import { belongsTo, staleAfterAppointmentChange } from '@acolhe/shared-domain/contracts';
import { asList } from './lists';
import { keyMentions, therapistAreaKeys } from './keys';

export function useTherapistAppointments(enabled = true) {
  return useQuery({
    queryKey: therapistAreaKeys.appointments(),
    queryFn: async () => asList<TherapistAppointment>(await http.get('sessoes').json<unknown>()),
    enabled,
  });
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

export interface StatusChange {
  appointment: TherapistAppointment;
  status: AppointmentStatus;
  /** a decline's optional word to the client */
  declineReason?: string;
}

/** PATCH /sessoes { id, status } */
export function useChangeAppointmentStatus() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ appointment, status, declineReason }: StatusChange) =>
      idempotent(`status:${appointment.id}:${status}`, (headers) =>
        http
          .patch('sessoes', {
            json: { id: appointment.id, therapistId: appointment.therapistId, status, ...(declineReason ? { declineReason } : {}) },
            headers,
          })
          .json<unknown>(),
      ),
    onSettled: (_data, _err, { appointment }) => refresh(appointment),
  });
}

export interface DetailsChange {
  appointment: TherapistAppointment;
  meetingLink: string;
}

/** PUT /sessoes/{id} { meetingLink } — the session's notes are written in the prontuário now. */
export function useUpdateAppointmentDetails() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ appointment, meetingLink }: DetailsChange) =>
      http.put(`sessoes/${encodeURIComponent(appointment.id)}`, { json: { meetingLink } }).json<unknown>(),
    onSettled: (_data, _err, { appointment }) => refresh(appointment),
  });
}

export interface Reschedule {
  appointment: TherapistAppointment;
  date: string;
  time: string;
}

/** POST /sessoes/{id}/remarcar { date, time } → the appointment (a therapist's reschedule keeps
 * its status); 409 when the slot was taken meanwhile. */
export function useRescheduleAppointment() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ appointment, date, time }: Reschedule) =>
      idempotent(`remarcar:${appointment.id}:${date}:${time}`, (headers) =>
        http.post(`sessoes/${encodeURIComponent(appointment.id)}/remarcar`, { json: { date, time }, headers }).json<TherapistAppointment>(),
      ),
    onSettled: (_data, _err, { appointment }) => refresh(appointment),
  });
}
