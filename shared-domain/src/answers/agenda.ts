// Agenda answers: the month's slots, the weekly availability, blocks/extra hours and holidays.
import * as v from 'valibot';
import { DAYS_OF_WEEK } from '../enums';
import { hourMinuteText, isoDateText } from './common';

export const slotAnswer = v.strictObject({ date: isoDateText, time: hourMinuteText, available: v.boolean() });

export const availabilityAnswer = v.strictObject({
  id: v.string(),
  therapistId: v.string(),
  schedule: v.array(
    v.strictObject({
      dayOfWeek: v.picklist(DAYS_OF_WEEK),
      workingHours: v.strictObject({ start: hourMinuteText, end: hourMinuteText }),
      isAvailable: v.boolean(),
    }),
  ),
  sessionDuration: v.number(),
  bufferMinutes: v.number(),
  minNoticeHours: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
});

/** 'YYYY-MM-DDTHH:MM', São Paulo */
export const agendaBlockAnswer = v.strictObject({
  id: v.string(),
  start: v.string(),
  end: v.string(),
  reason: v.string(),
  kind: v.picklist(['bloqueio', 'extra']),
});

export const agendaHolidayAnswer = v.strictObject({ date: isoDateText, name: v.string(), open: v.boolean() });

/** GET /agenda/calendario and POST /agenda/calendario/token: the private feed's address. */
export const calendarFeedAnswer = v.strictObject({ url: v.string() });
