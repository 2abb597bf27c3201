// Weekly availability (product.md#data 'Availability record', §5 'Availability'): exactly one entry per
// day of week; an available day must end after it starts.
import * as v from 'valibot';
import {
  BUFFER_OPTIONS,
  MIN_NOTICE_HOURS_MAX,
  MIN_NOTICE_HOURS_MIN,
  SESSION_DURATION_MAX,
  SESSION_DURATION_MIN,
  SESSION_DURATION_STEP,
} from '../agenda/rules';
import { timeToMinutes } from '../dates';
import { DAYS_OF_WEEK } from '../enums';
import { hourMinute, object } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

export const availabilityDaySchema = v.pipe(
  object({
    dayOfWeek: v.picklist(DAYS_OF_WEEK, M.dayOfWeek),
    workingHours: object({ start: hourMinute(M.timeInvalid), end: hourMinute(M.timeInvalid) }),
    isAvailable: v.boolean(M.invalidValue),
  }),
  v.forward(
    v.partialCheck(
      [['isAvailable'], ['workingHours', 'start'], ['workingHours', 'end']],
      (d) => {
        const start = timeToMinutes(d.workingHours.start);
        const end = timeToMinutes(d.workingHours.end);
        // Malformed times already carry their own message; don't stack a second one.
        return !d.isAvailable || Number.isNaN(start) || Number.isNaN(end) || end > start;
      },
      M.endAfterStart,
    ),
    ['workingHours', 'end'],
  ),
);

/** The one session length: the same rule in the profile form and the availability editor. */
export const sessionDurationSchema = v.pipe(
  v.number(M.sessionDurationMin),
  v.integer(M.sessionDurationStep),
  v.minValue(SESSION_DURATION_MIN, M.sessionDurationMin),
  v.maxValue(SESSION_DURATION_MAX, M.sessionDurationMax),
  v.multipleOf(SESSION_DURATION_STEP, M.sessionDurationStep),
);

export const bufferMinutesSchema = v.picklist(BUFFER_OPTIONS, M.bufferMinutes);

export const minNoticeHoursSchema = v.pipe(
  v.number(M.minNoticeHours),
  v.integer(M.minNoticeHours),
  v.minValue(MIN_NOTICE_HOURS_MIN, M.minNoticeHours),
  v.maxValue(MIN_NOTICE_HOURS_MAX, M.minNoticeHours),
);

/** Body of POST /agenda/terapeutas/{therapistId}/disponibilidade. id, therapistId and the
 * timestamps the client may send are ignored: the api sets them. */
export const availabilitySchema = object({
  schedule: v.pipe(
    v.array(availabilityDaySchema, M.scheduleDays),
    v.length(7, M.scheduleDays),
    v.check(
      (days) => new Set(days.map((d) => d.dayOfWeek)).size === 7,
      M.scheduleDays,
    ),
  ),
  /** written to the profile: one session length for the whole product */
  sessionDuration: v.optional(sessionDurationSchema),
  bufferMinutes: v.optional(bufferMinutesSchema),
  minNoticeHours: v.optional(minNoticeHoursSchema),
});
export type AvailabilityInput = v.InferOutput<typeof availabilitySchema>;
