// Weekly availability (SPEC §3 'Availability record', §5 'Availability'): exactly one entry per
// day of week; an available day must end after it starts.
import * as v from 'valibot';
import { AVAILABILITY_DURATION_MAX, AVAILABILITY_DURATION_MIN, AVAILABILITY_DURATION_STEP } from '../constants';
import { timeToMinutes } from '../dates';
import { DAYS_OF_WEEK } from '../enums';
import { DEFAULT_SESSION_DURATION } from '../slots';
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

export const availabilityDurationSchema = v.pipe(
  v.number(M.availabilityDuration),
  v.integer(M.availabilityDurationStep),
  v.minValue(AVAILABILITY_DURATION_MIN, M.availabilityDuration),
  v.maxValue(AVAILABILITY_DURATION_MAX, M.availabilityDuration),
  v.multipleOf(AVAILABILITY_DURATION_STEP, M.availabilityDurationStep),
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
  sessionDuration: v.optional(availabilityDurationSchema, DEFAULT_SESSION_DURATION),
});
export type AvailabilityInput = v.InferOutput<typeof availabilitySchema>;
