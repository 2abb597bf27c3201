// Birth-date limits (product.md#validation/product.md#limits): not after today, not before 01/01/1900, and a year picker over
// the last 100 years. A date typed by hand may still go back to 1900; only the picker's year
// list is shortened.
import { BIRTH_DATE_MIN, BIRTH_YEAR_PICKER_SPAN, todayIso } from '@acolhe/shared-domain';

export interface BirthDateBounds {
  /** 'YYYY-MM-DD' */
  minDate: string;
  /** 'YYYY-MM-DD', today in Brazil */
  maxDate: string;
  /** first year the picker offers (current year − 100) */
  firstPickerYear: number;
  lastPickerYear: number;
}

export function birthDateBounds(now: Date = new Date()): BirthDateBounds {
  const maxDate = todayIso(now);
  const year = Number(maxDate.slice(0, 4));
  return { minDate: BIRTH_DATE_MIN, maxDate, firstPickerYear: year - BIRTH_YEAR_PICKER_SPAN, lastPickerYear: year };
}

/** Whether the picker offers `year` ('YYYY-…' date of the year control). */
export function pickerYearEnabled(yearDate: string, bounds: BirthDateBounds): boolean {
  const year = Number(yearDate.slice(0, 4));
  return year >= bounds.firstPickerYear && year <= bounds.lastPickerYear;
}
