import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import ptBr from 'dayjs/locale/pt-br';
import { DatesProvider, type DatesProviderSettings } from '@mantine/dates';

/**
 * The calendars' locale: pt-br with one style of weekday header, 'dom seg ter qua qui sex sáb'.
 * Mantine draws the headers with dayjs 'dd' (weekdaysMin), which pt-br writes 'Do 2ª 3ª 4ª 5ª 6ª
 * Sá' — two styles in one row. A locale of its own (registered without becoming the global one)
 * changes only the calendars: every other date text of the product keeps dayjs 'pt-br'.
 */
export const CALENDAR_LOCALE = 'pt-br-calendario';
dayjs.locale({ ...ptBr, name: CALENDAR_LOCALE, weekdaysMin: ptBr.weekdaysShort } as ILocale, undefined, true);

/**
 * Brazilian calendar settings: month names and weekday headers in pt-BR, weeks starting on
 * Sunday, and no weekend colour (Saturday is a working day for many therapists; which days are
 * open is said by the calendar's enabled days, not by a red Saturday).
 */
export const DATES_SETTINGS: DatesProviderSettings = { locale: CALENDAR_LOCALE, firstDayOfWeek: 0, weekendDays: [] };

/**
 * Wrap a date picker or date input in this. It lives outside AppProviders (and outside the
 * shared-ui entry) so @mantine/dates and its dayjs plugins load only with the pages that show a
 * calendar, not with every page of the shell.
 */
export function DatesPtBr({ children }: { children: ReactNode }) {
  return <DatesProvider settings={DATES_SETTINGS}>{children}</DatesProvider>;
}
