import { Suspense, lazy, useSyncExternalStore } from 'react';
import { loadToasts, subscribeToasts, toastsWanted } from './toasts';

const Notifications = lazy(() => loadToasts().then((m) => ({ default: m.Notifications })));

/** Height of the shell's sticky header (shell/src/layout/AppLayout.tsx): toasts start below it. */
export const HEADER_HEIGHT_PX = 64;
/**
 * Toasts sit top-right, below the header (never over its menu, bell or buttons), and under any
 * menu or popover opened from it (Mantine's popovers: z-index 300) while still above modals (200),
 * so a dialog's error toast is seen.
 */
export const TOASTS_Z_INDEX = 250;
export const TOASTS_TOP = `calc(${HEADER_HEIGHT_PX}px + var(--mantine-spacing-md))`;

/** Mantine's toast container, mounted once something needs toasts (toasts.ts). */
export function ToastsContainer() {
  const wanted = useSyncExternalStore(subscribeToasts, toastsWanted, toastsWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* the style reaches every position's container: `bottom: auto` keeps the unused bottom
          ones from stretching from the top over the page (they would swallow every click) */}
      <Notifications position="top-right" zIndex={TOASTS_Z_INDEX} style={{ top: TOASTS_TOP, bottom: 'auto' }} />
    </Suspense>
  );
}
