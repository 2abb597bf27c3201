import { Button, Menu } from '@mantine/core';
import type { Appointment } from '@acolhe/shared-domain';
import { CALENDAR_TEXTS as T } from './calendario';
import { useAddToCalendar } from './useAddToCalendar';

/** 'Adicionar ao calendário' of a confirmed session: the .ics invitation or Google Agenda. */
export function AddToCalendarMenu({ appointment, which }: { appointment: Appointment; which: string }) {
  const calendar = useAddToCalendar(appointment);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="light" loading={calendar.downloading} aria-label={`${T.menu}: ${which}`}>
          {T.menu}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={calendar.downloadIcs}>{T.ics}</Menu.Item>
        <Menu.Item component="a" href={calendar.googleLink} target="_blank" rel="noopener noreferrer">
          {T.google}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
