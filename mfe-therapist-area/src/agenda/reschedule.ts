// The reschedule dialog's first month (the calendar rules are shared-domain's slot-calendar):
// the session's own month, never a past one.
import { monthStart, todayIso, type TherapistAppointment, type IsoDate } from '@acolhe/shared-domain';

/** The session's own month (it is ahead: only sessions not started are rescheduled), never a past one. */
export function firstMonthShown(appointment: Pick<TherapistAppointment, 'date'>, now: Date): IsoDate {
  const today = todayIso(now);
  return monthStart(appointment.date > today ? appointment.date : today);
}

