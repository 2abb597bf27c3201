import { DateInput, type DateInputProps } from '@mantine/dates';
import { DatesPtBr } from '@acolhe/shared-ui/dates';
import { parseBrDate } from '@acolhe/shared-domain';

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
        {...props}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
      />
    </DatesPtBr>
  );
}
