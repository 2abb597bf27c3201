import { DateInput, type DateInputProps } from '@mantine/dates';
import { DatesPtBr } from '@acolhe/shared-ui/dates';
import { parseBrDate } from '@acolhe/shared-domain';
import { CALENDAR_ARIA_LABELS } from './calendarLabels';

interface Props extends Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> {
  /** 'YYYY-MM-DD', '' when empty */
  value: string;
  onChange: (value: string) => void;
}

/** A pt-BR date field: typed as dd/mm/aaaa (or picked in the calendar), kept as 'YYYY-MM-DD'. */
export function DateField({ value, onChange, ...props }: Props) {
  return (
    <DatesPtBr>
      <DateInput
        placeholder="dd/mm/aaaa"
        valueFormat="DD/MM/YYYY"
        dateParser={parseBrDate}
        ariaLabels={CALENDAR_ARIA_LABELS}
        clearButtonProps={{ 'aria-label': 'Limpar data' }}
        {...props}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
      />
    </DatesPtBr>
  );
}
