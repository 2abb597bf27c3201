// The account's own settings (Configurações → Conta):
//   GET/PUT /me/preferencias           reminder e-mails (both roles)
//   GET /agenda/calendario             the private calendar feed's URL
//   POST /agenda/calendario/token      a new secret URL (the old one stops working)
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@acolhe/shared-auth';
import type { CalendarFeed, NotificationPreferences } from '@acolhe/shared-domain';
import { therapistAreaKeys } from './keys';

const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** A missing flag keeps `fallback` (reminders are on unless turned off). */
function toPreferences(body: unknown, fallback: NotificationPreferences = { lembretesEmail: true }): NotificationPreferences {
  const p = record(body);
  return { lembretesEmail: typeof p.lembretesEmail === 'boolean' ? p.lembretesEmail : fallback.lembretesEmail };
}

/** Only an http(s) address is shown (and copied) as the feed. */
function toCalendarFeed(body: unknown): CalendarFeed {
  const url = record(body).url;
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) throw new Error('endereço do calendário ausente');
  return { url };
}

export function usePreferences() {
  return useQuery({
    queryKey: therapistAreaKeys.preferences(),
    queryFn: async () => toPreferences(await http.get('me/preferencias').json<unknown>()),
  });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation<NotificationPreferences, unknown, NotificationPreferences>({
    mutationFn: async (preferences) => toPreferences(await http.put('me/preferencias', { json: preferences }).json<unknown>(), preferences),
    onSuccess: (saved) => queryClient.setQueryData(therapistAreaKeys.preferences(), saved),
  });
}

export function useCalendarFeed() {
  return useQuery({
    queryKey: therapistAreaKeys.calendarFeed(),
    queryFn: async () => toCalendarFeed(await http.get('agenda/calendario').json<unknown>()),
  });
}

/** A new secret address; the answer replaces the cached one. */
export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation<CalendarFeed, unknown, void>({
    mutationFn: async () => toCalendarFeed(await http.post('agenda/calendario/token').json<unknown>()),
    onSuccess: (feed) => queryClient.setQueryData(therapistAreaKeys.calendarFeed(), feed),
  });
}
