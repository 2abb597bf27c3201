// The inbox's two api calls (api/src/notificacoes/routes.ts), through shared-auth's `http`.
import { http } from '@acolhe/shared-auth';
import type { NotificationInbox, MarkNotificationsReadInput } from '@acolhe/shared-domain';
import { QUERY_KEY_ROOTS } from '@acolhe/shared-domain/contracts';
import { toInbox } from './notifications';

/** GET /notificacoes: the latest notifications of the caller and how many are unread. */
export async function fetchInbox(): Promise<NotificationInbox> {
  return toInbox(await http.get('notificacoes').json<unknown>());
}

/** POST /notificacoes/lidas `{ ids }` (those) or `{}` (all) → 204. */
export async function markNotificationsRead(ids?: readonly string[]): Promise<void> {
  const body: MarkNotificationsReadInput = ids ? { ids: [...ids] } : {};
  await http.post('notificacoes/lidas', { json: body });
}

/** Query key of one user's inbox (another user signing in in another tab never sees it). */
export const notificationKeys = {
  inbox: (userId: string) => [QUERY_KEY_ROOTS.shell, 'notificacoes', userId] as const,
};
