// The national holidays of the chosen year and the 'Atender neste feriado' switch of each one.
import { useState } from 'react';
import { notify } from '@acolhe/shared-ui';
import { apiErrorMessage } from '@acolhe/shared-auth';
import type { AgendaHoliday } from '@acolhe/shared-domain';
import { useHolidays, useSetHolidayOpen } from '../api';
import { useNow } from '../clock/useNow';
import { holidayYears, upcomingHolidays } from './holidays';
import { readStateOf } from '@acolhe/shared-ui/area-privada';

export const HOLIDAY_FAILED = { title: 'Erro ao salvar', message: 'Não foi possível alterar este feriado. Tente novamente.' } as const;

export function useHolidaysEditor(therapistId: string, fixedNow?: Date) {
  const now = useNow(fixedNow);
  const years = holidayYears(now);
  const [year, setYear] = useState(years[0]);
  const holidays = useHolidays(therapistId, year);
  const change = useSetHolidayOpen(therapistId);
  const list = upcomingHolidays(holidays.data ?? [], now); // a dozen rows: no memo needed

  const setOpen = (holiday: AgendaHoliday, open: boolean) =>
    change.mutate(
      { date: holiday.date, open },
      {
        onSuccess: () =>
          notify({
            color: 'teal',
            title: open ? 'Feriado aberto' : 'Feriado fechado',
            message: open ? `Você atende em ${holiday.name}.` : `Sua agenda fica fechada em ${holiday.name}.`,
          }),
        onError: (err) => notify({ color: 'red', title: HOLIDAY_FAILED.title, message: apiErrorMessage(err, HOLIDAY_FAILED.message) }),
      },
    );

  return {
    years,
    year,
    setYear,
    holidays: list,
    ...readStateOf(holidays),
    setOpen,
    savingDate: change.isPending ? change.variables?.date : undefined,
  };
}
