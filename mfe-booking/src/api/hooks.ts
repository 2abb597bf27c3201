// react-query hooks over the booking endpoints.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Appointment, BookingRequest } from '@acolhe/shared-domain';
import { staleAfterAppointmentChange } from '@acolhe/shared-domain/contracts';
import { createAppointment, fetchMonthSlots, fetchPublicTherapist } from './endpoints';
import { bookingKeys } from './keys';

/** Slots of the month the calendar shows. Always refetched on mount: availability changes
 * with every booking, so an old answer must not be trusted for long. */
export function useMonthSlots(therapistId: string, year: number, month: number) {
  return useQuery({
    queryKey: bookingKeys.slots(therapistId, year, month),
    queryFn: () => fetchMonthSlots(therapistId, year, month),
    enabled: therapistId !== '',
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** Price and duration for the card when the profile page did not pass them, and the /agendar header. */
export function usePublicTherapist(therapistId: string, enabled = true) {
  return useQuery({
    queryKey: bookingKeys.therapist(therapistId),
    queryFn: () => fetchPublicTherapist(therapistId),
    enabled: enabled && therapistId !== '',
  });
}

export function useCreateAppointment(therapistId: string) {
  const queryClient = useQueryClient();
  return useMutation<Appointment, unknown, { body: BookingRequest; idempotencyKey: string }>({
    mutationFn: ({ body, idempotencyKey }) => createAppointment(body, idempotencyKey),
    // Success or a 409, the slots changed: every room's calendar of this therapist and every
    // room's appointment list (the client and therapist areas') reload, by the contract's rule.
    onSettled: () => queryClient.invalidateQueries({ predicate: (q) => staleAfterAppointmentChange(q.queryKey, therapistId) }),
  });
}

