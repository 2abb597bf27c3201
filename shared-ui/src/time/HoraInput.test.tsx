import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../AppProviders';
import { HoraInput } from './HoraInput';

function Harness({ initial = '', onValue }: { initial?: string; onValue: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <AppProviders>
      <HoraInput
        label="Início"
        value={value}
        onChange={(v) => {
          onValue(v);
          setValue(v);
        }}
      />
      <button type="button">outro</button>
    </AppProviders>
  );
}

describe('HoraInput: 24-hour pt-BR times', () => {
  it('is a text field (never the native time input, which shows AM/PM) and shows the value as HH:mm', () => {
    render(<Harness initial="18:00" onValue={() => {}} />);
    const input = screen.getByLabelText('Início');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('placeholder', 'hh:mm');
    expect(input).toHaveValue('18:00');
    expect((input as HTMLInputElement).value).not.toMatch(/AM|PM/);
  });

  it('emits HH:mm 24-hour values while typing (the colon is added, letters dropped)', async () => {
    const values: string[] = [];
    render(<Harness onValue={(v) => values.push(v)} />);
    const input = screen.getByLabelText('Início');
    await userEvent.type(input, '18h30');
    expect(input).toHaveValue('18:30');
    expect(values.at(-1)).toBe('18:30');
    expect(values).not.toContain('6:30');
  });

  it('completes a whole hour on leaving the field ("9" → "09:00") and leaves a half-typed time for validation', async () => {
    const values: string[] = [];
    render(<Harness onValue={(v) => values.push(v)} />);
    const input = screen.getByLabelText('Início');
    await userEvent.type(input, '9');
    await userEvent.click(screen.getByRole('button', { name: 'outro' }));
    expect(input).toHaveValue('09:00');
    expect(values.at(-1)).toBe('09:00');

    await userEvent.clear(input);
    await userEvent.type(input, '143');
    await userEvent.click(screen.getByRole('button', { name: 'outro' }));
    expect(input).toHaveValue('14:3');
  });
});
