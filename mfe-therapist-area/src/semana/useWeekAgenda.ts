// The week shown (this one, or n weeks before/after) and the numbers at the top of the area, over
// the sessions the area already loads (GET /sessoes: one request, shared with the manager).
import { useMemo, useState } from 'react';
import { todayIso } from '@acolhe/shared-domain';
import { useTherapistAppointments } from '../api';
import { areaCounts, buildWeek, weekRangeLabel, weekStart } from './week';

export function useWeekAgenda(now: Date) {
  const appointments = useTherapistAppointments();
  const [offset, setOffset] = useState(0);
  const list = appointments.data;
  const monday = weekStart(now, offset);
  const today = todayIso(now);
  const days = useMemo(() => buildWeek(list ?? [], monday, today), [list, monday, today]);
  const counts = useMemo(() => (list ? areaCounts(list, now) : null), [list, now]);
  return {
    loaded: list !== undefined,
    days,
    counts,
    rangeLabel: weekRangeLabel(monday),
    isCurrentWeek: offset === 0,
    previous: () => setOffset((n) => n - 1),
    next: () => setOffset((n) => n + 1),
    current: () => setOffset(0),
  };
}
