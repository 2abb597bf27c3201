// @acolhe/shared-ui/dates — bundled by the pages that use dates (not part of the shared entry).
export { DatesPtBr, DATES_SETTINGS, CALENDAR_LOCALE } from './DatesPtBr';
export { SlotCalendar, type SlotCalendarProps } from './slots/SlotCalendar';
export { TimeGrid, type TimeGridProps, type TimesStatus } from './slots/TimeGrid';
export { SLOT_PICKER_TEXTS } from './slots/texts';
export { useSlotChoice, slotCalendarProps, type MonthSlotsQuery, type SlotChoice, type SlotChoiceState } from './slots/useSlotChoice';
