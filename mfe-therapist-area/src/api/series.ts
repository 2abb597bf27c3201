// A series of sessions (issue 33): GET /series/{id} and POST /series/{id}/encerrar.
import * as v from 'valibot';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@acolhe/shared-auth';
import { seriesAnswer } from '@acolhe/shared-domain';
import { staleAfterAppointmentChange } from '@acolhe/shared-domain/contracts';
import { therapistAreaKeys } from './keys';

const seg = (value: string) => encodeURIComponent(value);

/** GET /series/{id}, read by the shared schema, while the 'Ver série' dialog is open. */
export function useSeries(id: string | null) {
  return useQuery({
    queryKey: therapistAreaKeys.series(id ?? ''),
    queryFn: async () => v.parse(seriesAnswer, await http.get(`series/${seg(id ?? '')}`).json<unknown>()),
    enabled: id !== null && id !== '',
    staleTime: 0,
  });
}

/** POST /series/{id}/encerrar, then every room's appointment list and slot calendars and the series. */
export function useEndSeries() {
  const queryClient = useQueryClient();
  return useMutation<void, unknown, { id: string }>({
    mutationFn: async ({ id }) => {
      await http.post(`series/${seg(id)}/encerrar`);
    },
    onSettled: (_d, _e, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ predicate: (q) => staleAfterAppointmentChange(q.queryKey) }),
        queryClient.invalidateQueries({ queryKey: therapistAreaKeys.series(id) }),
      ]),
  });
}
