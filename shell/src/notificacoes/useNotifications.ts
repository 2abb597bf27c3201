// The header's inbox: polled every 60 s and on window focus (no websockets), marked read
// optimistically (the badge drops at once; the next read of the api settles it).
import { useQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationInbox } from '@acolhe/shared-domain';
import { notify } from '@acolhe/shared-ui';
import { apiErrorMessage } from '@acolhe/shared-auth';
import { fetchInbox, markNotificationsRead, notificationKeys } from './notificationsApi';
import { NOTIFICATION_TEXTS, markedRead } from './notifications';

export const NOTIFICATIONS_POLL_MS = 60_000;

export function useNotifications(userId: string) {
  const queryClient = useQueryClient();
  const key = notificationKeys.inbox(userId);
  const query = useQuery({
    queryKey: key,
    queryFn: fetchInbox,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 15_000,
  });

  const mark = useMutation<void, unknown, { ids?: string[] }, { previous?: NotificationInbox }>({
    mutationFn: ({ ids }) => markNotificationsRead(ids),
    onMutate: async ({ ids }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationInbox>(key);
      if (previous) queryClient.setQueryData<NotificationInbox>(key, markedRead(previous, ids));
      return { previous };
    },
    onError: (error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notify({ color: 'red', title: 'Erro', message: apiErrorMessage(error, NOTIFICATION_TEXTS.markFailed) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  const inbox = query.data;
  return {
    items: inbox?.content ?? [],
    unread: inbox?.naoLidas ?? 0,
    loading: query.isPending,
    failed: query.isError && !inbox,
    retry: () => void query.refetch(),
    refresh: () => void query.refetch(),
    /** marks one notification read (nothing to send when it already is) */
    markOneRead: (id: string) => {
      if (inbox?.content.some((n) => n.id === id && !n.lida)) mark.mutate({ ids: [id] });
    },
    markAllRead: () => mark.mutate({}),
    markingAll: mark.isPending && !mark.variables?.ids,
  };
}
