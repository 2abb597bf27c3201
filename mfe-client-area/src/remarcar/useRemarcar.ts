// The reschedule dialog's behaviour: the therapist's slots of the month on screen, the choice of a
// new date and time, and POST /sessoes/{id}/remarcar with its Idempotency-Key (the same one when
// the same move is sent again after a network error). A 409 shows the api's message in the dialog.
import { useCallback, useEffect, useEffectEvent, useMemo, useReducer, useState } from 'react';
import { apiErrorMessage, httpStatusOf, useIdempotentAttempt } from '@acolhe/shared-auth';
import { notify } from '@acolhe/shared-ui';
import { rescheduleSchema, todayIso, validate } from '@acolhe/shared-domain';
import type { Appointment, HourMinute, IsoDate } from '@acolhe/shared-domain';
import { useRescheduleAppointment, useTherapistMonthSlots } from '../api';
import { availableDates, availableTimes, isSelectableDay, yearMonthOf } from '@acolhe/shared-domain';
import { initialRemarcarState, remarcarReducer, visibleDate } from './remarcar';
import { REMARCAR_TEXTS as T } from './remarcarTexts';

export function useRemarcar(appointment: Appointment, onDone: () => void) {
  const today = useMemo(() => todayIso(), []);
  const [state, dispatch] = useReducer(remarcarReducer, undefined, () => initialRemarcarState(appointment.date, today));
  const { year, month } = yearMonthOf(state.month);
  const slotsQuery = useTherapistMonthSlots(appointment.therapistId, year, month);
  const slots = slotsQuery.data;
  const shownMonth = state.month;
  // only fresh data reconciles the choice; the month is the one on screen, the one these slots were loaded for
  const reconcile = useEffectEvent((loaded: NonNullable<typeof slots>) =>
    dispatch({ type: 'slotsLoaded', month: shownMonth, slots: loaded }),
  );
  useEffect(() => {
    if (slots) reconcile(slots);
  }, [slots]);

  const openDays = useMemo(() => availableDates(slots ?? []), [slots]);
  const shownDate = visibleDate(state);
  const times = useMemo(() => availableTimes(slots ?? [], shownDate), [slots, shownDate]);
  const isDayDisabled = useCallback((date: IsoDate) => !slots || !isSelectableDay(date, today, openDays), [slots, today, openDays]);

  const mutation = useRescheduleAppointment();
  const attempt = useIdempotentAttempt();
  /** what is wrong, shown in the dialog (validation, the api's 409 message, or no answer) */
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    if (mutation.isPending) return;
    const checked = validate(rescheduleSchema, { date: state.date ?? '', time: state.time ?? '' });
    if (!checked.success) return setProblem(checked.message);
    setProblem(null);
    const input = checked.output;
    mutation.mutate(
      { id: appointment.id, input, idempotencyKey: attempt.keyFor({ id: appointment.id, ...input }) },
      {
        onSuccess: () => {
          attempt.settle(null);
          notify({ color: 'green', ...T.success });
          onDone();
        },
        onError: (err) => {
          attempt.settle(err);
          // 409: the slot was taken meanwhile (the slots are refetched by the mutation)
          if (httpStatusOf(err) === 409) dispatch({ type: 'slotTaken' });
          setProblem(apiErrorMessage(err, T.failure));
        },
      },
    );
  };

  return {
    state,
    today,
    shownDate,
    times,
    isDayDisabled,
    slots: {
      loading: slotsQuery.isPending,
      error: slotsQuery.isError,
      retry: () => void slotsQuery.refetch(),
      monthEmpty: !!slots && openDays.size === 0,
    },
    showMonth: (m: IsoDate) => dispatch({ type: 'showMonth', month: m }),
    selectDate: (date: IsoDate) => {
      dispatch({ type: 'selectDate', date });
      setProblem(null);
    },
    selectTime: (time: HourMinute) => {
      dispatch({ type: 'selectTime', time });
      setProblem(null);
    },
    problem,
    sending: mutation.isPending,
    submit,
  };
}
