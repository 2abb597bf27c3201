import { Suspense, lazy, useSyncExternalStore } from 'react';
import { loadToasts, subscribeToasts, toastsWanted } from './toasts';

const Notifications = lazy(() => loadToasts().then((m) => ({ default: m.Notifications })));

/** Mantine's toast container, mounted once something needs toasts (toasts.ts). */
export function ToastsContainer() {
  const wanted = useSyncExternalStore(subscribeToasts, toastsWanted, toastsWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}
