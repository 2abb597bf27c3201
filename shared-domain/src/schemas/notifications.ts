// POST /notificacoes/lidas
import * as v from 'valibot';
import { object } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

/** How many ids one call may mark as read. */
export const MAX_NOTIFICATION_IDS = 100;

/** `{ ids?: string[] }`: those notifications of the caller are read; without `ids`, all of them. */
export const markNotificationsReadSchema = object({
  ids: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(M.notificationIds), v.maxLength(100, M.notificationIds)), M.notificationIds),
      v.maxLength(MAX_NOTIFICATION_IDS, M.notificationIds),
    ),
  ),
});
export type MarkNotificationsReadInput = v.InferOutput<typeof markNotificationsReadSchema>;

/** PUT /me/preferencias */
export const notificationPreferencesSchema = object({
  lembretesEmail: v.boolean(M.reminderPreference),
});
export type NotificationPreferencesInput = v.InferOutput<typeof notificationPreferencesSchema>;
