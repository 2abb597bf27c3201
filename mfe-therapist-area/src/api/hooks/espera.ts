// The therapist's waiting list (issue 46): who waits for which windows (first names only) and its
// settings. A save writes the read's entry with the answer (the same shape).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, queryKeyOf } from '@acolhe/shared-auth';
import type { EsperaSettingsInput } from '@acolhe/shared-domain';
import { getTherapistWaitingList, updateTherapistWaitingList, type AnswerOf } from '@acolhe/shared-domain/operations';

export function useTherapistWaitingList(therapistId: string) {
  return useQuery({ ...apiQuery(getTherapistWaitingList, { params: { therapistId } }), enabled: therapistId !== '' });
}

export function useSaveWaitingListSettings(therapistId: string) {
  const queryClient = useQueryClient();
  return useMutation<AnswerOf<typeof updateTherapistWaitingList>, unknown, { body: EsperaSettingsInput; idempotencyKey: string }>({
    mutationFn: ({ body, idempotencyKey }) => callApi(updateTherapistWaitingList, { params: { therapistId }, body, idempotencyKey }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeyOf(getTherapistWaitingList, { params: { therapistId } }), saved),
  });
}
