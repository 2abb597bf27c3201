// The inbox's two api calls (rows listNotifications and markNotificationsRead of the operation
// table), through shared-auth's `callApi`.
import { callApi, NO_INPUT } from '@acolhe/shared-auth';
import { listNotifications, markNotificationsRead as markNotificationsReadRow } from '@acolhe/shared-domain/operations';
import type { NotificationInbox, MarkNotificationsReadInput } from '@acolhe/shared-domain';
import { QUERY_KEY_ROOTS } from '@acolhe/shared-domain/contracts';
import { toInbox } from './notifications';

/** GET /notificacoes: the latest notifications of the caller and how many are unread. */
export async function fetchInbox(): Promise<NotificationInbox> {
  return toInbox(await callApi(listNotifications, NO_INPUT));
}

/** POST /notificacoes/lidas `{ ids }` (those) or `{}` (all) → 204. */
export async function markNotificationsRead(ids?: readonly string[]): Promise<void> {
  const body: MarkNotificationsReadInput = ids ? { ids: [...ids] } : {};
  await callApi(markNotificationsReadRow, { body });
}

/** Query key of one user's inbox (another user signing in in another tab never sees it). */
export const notificationKeys = {
  inbox: (userId: string) => [QUERY_KEY_ROOTS.shell, 'notificacoes', userId] as const,
};
