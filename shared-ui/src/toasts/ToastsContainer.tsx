import { Suspense, lazy, useSyncExternalStore } from 'react';
import { loadToasts, subscribeToasts, toastsWanted } from './toasts';

const Notifications = lazy(() => loadToasts().then((m) => ({ default: m.Notifications })));

/**
 * Toasts sit at the bottom right (on a phone: across the bottom), away from the header and from
 * the page's titles and the booking card at the top right, which a top-right toast covered
 * (issue 30); under any menu or popover (Mantine's popovers: z-index 300) while still above
 * modals (200), so a dialog's error toast is seen.
 */
export const TOASTS_POSITION = 'bottom-right';
export const TOASTS_Z_INDEX = 250;
export const TOASTS_BOTTOM = 'calc(var(--mantine-spacing-md) + env(safe-area-inset-bottom, 0px))';

/** Mantine's toast container, mounted once something needs toasts (toasts.ts). */
export function ToastsContainer() {
  const wanted = useSyncExternalStore(subscribeToasts, toastsWanted, toastsWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* the style reaches every position's container: `top: auto` keeps the unused top ones
          from stretching from the bottom over the page (they would swallow every click) */}
      <Notifications position={TOASTS_POSITION} zIndex={TOASTS_Z_INDEX} style={{ bottom: TOASTS_BOTTOM, top: 'auto' }} />
    </Suspense>
  );
}
