import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import { DAYJS_LOCALE } from '@acolhe/shared-domain'; // also registers the pt-br dayjs locale

/** Brazilian calendar settings: month and weekday names in pt-BR, weeks starting on Sunday. */
export const DATES_SETTINGS = { locale: DAYJS_LOCALE, firstDayOfWeek: 0 } as const;

/**
 * Wrap a date picker or date input in this. It lives outside AppProviders (and outside the
 * shared-ui entry) so @mantine/dates and its dayjs plugins load only with the pages that show a
 * calendar, not with every page of the shell.
 */
export function DatesPtBr({ children }: { children: ReactNode }) {
  return <DatesProvider settings={DATES_SETTINGS}>{children}</DatesProvider>;
}
