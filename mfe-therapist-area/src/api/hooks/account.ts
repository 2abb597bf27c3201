// The account's own settings (Configurações → Conta: reminder e-mails, the private calendar feed)
// and the CEP look-up through this area's cache.
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, lookupCep, queryKeyOf } from '@acolhe/shared-auth';
import type { Address, NotificationPreferences } from '@acolhe/shared-domain';
import { getCalendarFeed, getPreferences, lookUpCep, savePreferences, type AnswerOf } from '@acolhe/shared-domain/operations';
import { fetchCalendarFeed, rotateCalendarFeed, type CalendarFeed } from '../calls';

export function usePreferences() {
  return useQuery(apiQuery(getPreferences, {}));
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation<AnswerOf<typeof savePreferences>, unknown, NotificationPreferences>({
    mutationFn: (body) => callApi(savePreferences, { body }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeyOf(getPreferences, {}), saved),
  });
}

export function useCalendarFeed() {
  return useQuery({ queryKey: queryKeyOf(getCalendarFeed, {}), queryFn: fetchCalendarFeed });
}

/** A new secret address; the answer replaces the cached one. */
export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation<CalendarFeed, unknown, void>({
    mutationFn: rotateCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(queryKeyOf(getCalendarFeed, {}), feed),
  });
}

/** The CEP look-up: a CEP never changes its address during a visit, so each one is asked once. */
export function useCepFetcher() {
  const queryClient = useQueryClient();
  return useCallback(
    (digits: string): Promise<Address> =>
      queryClient.fetchQuery({ queryKey: queryKeyOf(lookUpCep, { params: { cep: digits } }), queryFn: () => lookupCep(digits), staleTime: Infinity, retry: false }),
    [queryClient],
  );
}
