// Weekly availability: GET/POST /agenda/terapeutas/{id}/disponibilidade.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, httpStatusOf } from '@acolhe/shared-auth';
import type { AvailabilityDay, AvailabilityRecord } from '@acolhe/shared-domain';
import { belongsTo, showsSlots } from '@acolhe/shared-domain/contracts';
import { keyMentions, therapistAreaKeys } from './keys';

const path = (id: string) => `agenda/terapeutas/${encodeURIComponent(id)}/disponibilidade`;

/** null when the therapist never saved one (the editor then starts from the default). */
export async function fetchAvailability(id: string): Promise<AvailabilityRecord | null> {
  try {
    const body = await http.get(path(id)).json<AvailabilityRecord | null>();
    return body && typeof body === 'object' ? body : null;
  } catch (err) {
    if (httpStatusOf(err) === 404) return null;
    throw err;
  }
}

export function useAvailability(id: string | undefined) {
  return useQuery({
    queryKey: therapistAreaKeys.availability(id ?? ''),
    queryFn: () => fetchAvailability(id!),
    enabled: Boolean(id),
    // product.md#sessions-appointments: loaded once; the editor owns the values afterwards.
    staleTime: Infinity,
    retry: false,
  });
}

export interface AvailabilitySave {
  schedule: AvailabilityDay[];
  /** the profile's session settings: the api writes them to the profile */
  sessionDuration: number;
  bufferMinutes: number;
  minNoticeHours: number;
  /** the loaded record's creation time, kept on re-save ('' for a record never saved) */
  createdAt?: string;
}

/** Other remotes' queries of this therapist, and here the profile and the month slots. */
function showsSchedule(key: readonly unknown[]): boolean {
  return !belongsTo(key, 'therapistArea') || key[1] === 'therapist' || showsSlots(key);
}

export function useSaveAvailability(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ schedule, sessionDuration, bufferMinutes, minNoticeHours, createdAt }: AvailabilitySave) => {
      const now = new Date().toISOString();
      // The record as the api takes it; the api assigns id and timestamps itself and writes the session settings
      // to the profile.
      const record: AvailabilityRecord = {
        id: String(Date.now()),
        therapistId: id,
        schedule,
        sessionDuration,
        bufferMinutes,
        minNoticeHours,
        createdAt: createdAt || now,
        updatedAt: now,
      };
      return http.post(path(id), { json: record }).json<AvailabilityRecord>();
    },
    onSuccess: async (saved) => {
      if (saved && typeof saved === 'object' && Array.isArray(saved.schedule)) {
        queryClient.setQueryData(therapistAreaKeys.availability(id), saved);
      }
      // The profile now carries the saved settings, and every calendar (slots-mes, here and in
      // other remotes) shows this therapist's times: refresh them; the editor itself keeps its values.
      await queryClient.invalidateQueries({
        predicate: (q) => keyMentions(q.queryKey, id) && showsSchedule(q.queryKey),
      });
    },
  });
}
