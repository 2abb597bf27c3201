// Brazil's national holidays (date-holidays, type 'public': Natal, Tiradentes, Sexta-Feira
// Santa…), closed in every agenda unless the therapist opens one. Regional holidays are left to
// the therapist's blocks. Election days are left out too: date-holidays lists them as public, but
// they fall on Sundays of even years only and are no fixed national holiday (issue 30).
import Holidays from 'date-holidays';

export interface NationalHoliday {
  date: string;
  name: string;
}

const calendar = new Holidays('BR');
/** date-holidays' rule of the election Sundays ('1st sunday in October in even years', …). */
const NOT_A_FIXED_HOLIDAY = /in even years/;
const byYear = new Map<number, NationalHoliday[]>();

export function nationalHolidays(year: number): NationalHoliday[] {
  if (!Number.isInteger(year) || year < 1900 || year > 2200) return [];
  let list = byYear.get(year);
  if (!list) {
    const seen = new Set<string>();
    list = [];
    for (const h of calendar.getHolidays(year)) {
      const date = h.date.slice(0, 10);
      if (h.type !== 'public' || seen.has(date) || NOT_A_FIXED_HOLIDAY.test(h.rule ?? '')) continue;
      seen.add(date);
      list.push({ date, name: h.name });
    }
    byYear.set(year, list);
  }
  return list;
}
