// The account's own settings (Configurações → Conta: reminder e-mails, the private calendar feed)
// and the CEP look-up through this area's cache.
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lookupCep } from '@acolhe/shared-auth';
import type { Address, CalendarFeed, NotificationPreferences } from '@acolhe/shared-domain';
import { fetchCalendarFeed, fetchPreferences, rotateCalendarFeed, savePreferences } from '../endpoints';
import { therapistAreaKeys } from '../keys';

export function usePreferences() {
  return useQuery({ queryKey: therapistAreaKeys.preferences(), queryFn: fetchPreferences });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation<NotificationPreferences, unknown, NotificationPreferences>({
    mutationFn: savePreferences,
    onSuccess: (saved) => queryClient.setQueryData(therapistAreaKeys.preferences(), saved),
  });
}

export function useCalendarFeed() {
  return useQuery({ queryKey: therapistAreaKeys.calendarFeed(), queryFn: fetchCalendarFeed });
}

/** A new secret address; the answer replaces the cached one. */
export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation<CalendarFeed, unknown, void>({
    mutationFn: rotateCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(therapistAreaKeys.calendarFeed(), feed),
  });
}

/** GET /cep/{cep}: a CEP never changes its address during a visit, so each one is asked once. */
export function useCepFetcher() {
  const queryClient = useQueryClient();
  return useCallback(
    (digits: string): Promise<Address> =>
      queryClient.fetchQuery({ queryKey: therapistAreaKeys.cep(digits), queryFn: () => lookupCep(digits), staleTime: Infinity, retry: false }),
    [queryClient],
  );
}
