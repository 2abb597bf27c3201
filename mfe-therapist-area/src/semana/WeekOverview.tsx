import { useNow } from '../clock/useNow';
import { AreaCounts } from './AreaCounts';
import { useWeekAgenda } from './useWeekAgenda';
import { WeekAgenda } from './WeekAgenda';

/** The top of the private area: the counts and the week's agenda (once the sessions are loaded;
 * a load error is shown once, by the appointment manager below). */
export function WeekOverview({ now: fixedNow }: { now?: Date }) {
  const now = useNow(fixedNow);
  const week = useWeekAgenda(now);
  if (!week.loaded) return null;
  return (
    <>
      {week.counts && <AreaCounts counts={week.counts} />}
      <WeekAgenda
        days={week.days}
        rangeLabel={week.rangeLabel}
        isCurrentWeek={week.isCurrentWeek}
        onPrevious={week.previous}
        onNext={week.next}
        onCurrent={week.current}
      />
    </>
  );
}
