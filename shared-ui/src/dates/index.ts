// @acolhe/shared-ui/dates — bundled by the pages that use dates (not part of the shared entry).
export { DatesPtBr, DATES_SETTINGS, CALENDAR_LOCALE, CALENDAR_WEEKDAYS } from './DatesPtBr';
