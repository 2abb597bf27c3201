import { render, screen, within } from '@testing-library/react';
import { DatePicker } from '@mantine/dates';
import { AppProviders } from '../AppProviders';
import { formatLongDate } from '@acolhe/shared-domain';
import dayjs from 'dayjs';
import { CALENDAR_LOCALE, DatesPtBr } from './DatesPtBr';

function renderCalendar() {
  return render(
    <AppProviders>
      <DatesPtBr>
        <DatePicker defaultDate="2026-08-01" getDayAriaLabel={(date) => formatLongDate(date)} />
      </DatesPtBr>
    </AppProviders>,
  );
}

describe('DatesPtBr: one pt-BR style for every calendar', () => {
  it('weekday headers "dom seg ter qua qui sex sáb", Sunday first (no "Do 2ª … Sá" mix)', () => {
    renderCalendar();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb']);
  });

  it('the month in pt-BR', () => {
    renderCalendar();
    expect(screen.getByText('agosto 2026')).toBeInTheDocument();
  });

  it('no weekend colour: Saturday and Sunday are drawn like any other day', () => {
    renderCalendar();
    const grid = screen.getByRole('table');
    const saturday = within(grid).getByRole('button', { name: formatLongDate('2026-08-01') });
    const sunday = within(grid).getByRole('button', { name: formatLongDate('2026-08-02') });
    for (const day of [saturday, sunday]) expect(day).not.toHaveAttribute('data-weekend');
    expect(grid.querySelectorAll('[data-weekend]')).toHaveLength(0);
  });

  it('other date texts keep dayjs pt-br (the calendar locale is registered, not made global)', () => {
    expect(dayjs.locale()).not.toBe(CALENDAR_LOCALE);
    expect(dayjs('2026-08-01T12:00:00').locale('pt-br').format('dd')).toBe('Sá');
    expect(dayjs('2026-08-01T12:00:00').locale(CALENDAR_LOCALE).format('dd')).toBe('sáb');
  });
});
