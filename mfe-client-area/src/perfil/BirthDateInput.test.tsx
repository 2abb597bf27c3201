import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { AppProviders } from '@acolhe/shared-ui';
import { DataCacheProvider } from '@acolhe/shared-ui/data';
import { todayIso } from '@acolhe/shared-domain';
import { BirthDateInput } from './BirthDateInput';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <AppProviders><DataCacheProvider>
      <BirthDateInput value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </DataCacheProvider></AppProviders>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Data de nascimento' });

describe('BirthDateInput', () => {
  it('shows and reads dates as dd/mm/aaaa', () => {
    render(<Harness initial="1990-03-05" />);
    expect(input()).toHaveValue('05/03/1990');
    fireEvent.change(input(), { target: { value: '15/04/1988' } });
    expect(screen.getByTestId('value')).toHaveTextContent('1988-04-15');
  });

  it('does not take a date after today nor before 01/01/1900', () => {
    render(<Harness initial="" />);
    const [y, m, d] = todayIso().split('-');
    fireEvent.change(input(), { target: { value: `${d}/${m}/${Number(y) + 1}` } });
    fireEvent.change(input(), { target: { value: '31/12/1899' } });
    expect(screen.getByTestId('value')).toHaveTextContent(/^$/);
    fireEvent.change(input(), { target: { value: '01/01/1900' } });
    expect(screen.getByTestId('value')).toHaveTextContent('1900-01-01');
  });

  it('offers in the year picker the current year back 100 years, no older', async () => {
    const first = Number(todayIso().slice(0, 4)) - 100;
    // a decade where both the first offered year and an older one are visible
    const shown = first % 10 === 0 ? first + 1 : first;
    render(<Harness initial={`${shown}-06-15`} />);
    fireEvent.click(input());
    // the dropdown is still in its opening transition for jsdom: queries include hidden nodes
    // month level → year level → decade level
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^junho ${shown}$`, 'i'), hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: String(shown), hidden: true }));
    const year = (n: number) => screen.getByRole('button', { name: String(n), hidden: true });
    if (first % 10 === 0) {
      expect(year(first)).toBeEnabled();
      fireEvent.click(screen.getAllByRole('button', { hidden: true }).find((b) => b.getAttribute('data-direction') === 'previous')!);
    }
    expect(year(first)).toBeEnabled();
    expect(year(first - 1)).toBeDisabled();
  });
});
