// The reschedule dialog: the month shown, the chosen day and time (only available slots of
// slots-mes), and POST /sessoes/{id}/remarcar. A 409 (the slot was taken meanwhile) is shown in
// the dialog, the time is cleared and the month's slots are read again.
import { useMemo, useState } from 'react';
import { notify } from '@acolhe/shared-ui';
import { apiErrorMessage, httpStatusOf } from '@acolhe/shared-auth';
import { formatDate, todayIso, type TherapistAppointment, type IsoDate } from '@acolhe/shared-domain';
import { useMonthSlots, useRescheduleAppointment } from '../api';
import { availableDates, availableTimes, yearMonthOf } from '@acolhe/shared-domain';
import { firstMonthShown } from './reschedule';

export const RESCHEDULE_TAKEN = 'Este horário não está mais disponível.';
export const RESCHEDULE_FAILED = 'Não foi possível remarcar a consulta. Tente novamente.';

/** Mounted per opening (keyed by the session): every opening starts afresh on the session's month. */
export function useRescheduleDialog(appointment: TherapistAppointment, now: Date, onClose: () => void) {
  const [month, setMonth] = useState<IsoDate>(() => firstMonthShown(appointment, now));
  const [date, setDate] = useState<IsoDate | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reschedule = useRescheduleAppointment();

  const { year, month: monthNumber } = yearMonthOf(month);
  const slots = useMonthSlots(appointment.therapistId, year, monthNumber);
  const openDates = useMemo(() => availableDates(slots.data ?? []), [slots.data]);
  const times = useMemo(() => availableTimes(slots.data ?? [], date), [slots.data, date]);

  const chooseMonth = (next: IsoDate) => {
    setMonth(next);
    setDate(null);
    setTime(null);
  };
  const chooseDate = (next: IsoDate) => {
    setDate(next);
    setTime(null);
    setError(null);
  };
  const chooseTime = (next: string) => {
    setTime(next);
    setError(null);
  };

  const submit = () => {
    if (!date || !time) return;
    reschedule.mutate(
      { appointment, date, time },
      {
        onSuccess: () => {
          notify({ color: 'teal', title: 'Consulta remarcada', message: `Nova data: ${formatDate(date)} às ${time}.` });
          onClose();
        },
        onError: (err) => {
          setError(apiErrorMessage(err, httpStatusOf(err) === 409 ? RESCHEDULE_TAKEN : RESCHEDULE_FAILED));
          if (httpStatusOf(err) === 409) setTime(null);
        },
      },
    );
  };

  return {
    today: todayIso(now),
    month,
    chooseMonth,
    date,
    chooseDate,
    time,
    chooseTime,
    isDayDisabled: (day: IsoDate) => !openDates.has(day),
    times,
    slotsLoading: slots.isPending,
    slotsFailed: slots.isError,
    monthEmpty: slots.isSuccess && openDates.size === 0,
    retrySlots: () => void slots.refetch(),
    error,
    submit,
    saving: reschedule.isPending,
  };
}
