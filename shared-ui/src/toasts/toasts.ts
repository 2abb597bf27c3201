// Toasts without @mantine/notifications in the first load (~8 KB gzip): the module and its
// container load on the first toast, or with the first remote page (RemoteComponent), whichever
// comes first. Every toast of the product goes through notify().
import type { NotificationData } from '@mantine/notifications';

type NotificationsModule = typeof import('./notificationsModule');

let loading: Promise<NotificationsModule> | null = null;
let wanted = false;
const listeners = new Set<() => void>();

/** Loads the notifications module and asks AppProviders to mount its container. */
export function loadToasts(): Promise<NotificationsModule> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((notifyListener) => notifyListener());
  }
  loading ??= import('./notificationsModule').catch((error: unknown) => {
    loading = null; // offline: the next toast tries again
    throw error;
  });
  return loading;
}

/** Shows a toast (the same options as Mantine's `notifications.show`). */
export function notify(data: NotificationData): void {
  // the close button has a pt-BR name (Mantine's has none: screen readers said only "button")
  const shown: NotificationData = { ...data, closeButtonProps: { 'aria-label': 'Fechar', ...data.closeButtonProps } };
  loadToasts().then(
    ({ notifications }) => notifications.show(shown),
    (error: unknown) => console.warn('[acolhe] toast', data.title, error),
  );
}

/** Takes a toast away by its id: one that no longer holds (an error, once the thing succeeded). */
export function dismissToast(id: string): void {
  // no module loaded yet: no toast was ever shown, nothing to take away
  loading?.then(
    ({ notifications }) => notifications.hide(id),
    () => undefined,
  );
}

/** For the container: has anything needed toasts yet? */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastsWanted(): boolean {
  return wanted;
}
