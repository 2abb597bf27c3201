import { useMemo } from 'react';
import { DateInput } from '@mantine/dates';
import { DatesPtBr } from '@acolhe/shared-ui/dates';
import { parseBrDate } from '@acolhe/shared-domain';
import { birthDateBounds, pickerYearEnabled } from './birthDate';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
  onBlur?: () => void;
}

/** Birth date typed dd/mm/aaaa or picked; never after today nor before 01/01/1900 (product.md#validation). */
export function BirthDateInput({ value, onChange, error, onBlur }: Props) {
  const bounds = useMemo(() => birthDateBounds(), []);
  return (
    <DatesPtBr>
      <DateInput
        label="Data de nascimento"
        placeholder="dd/mm/aaaa"
        valueFormat="DD/MM/YYYY"
        dateParser={parseBrDate}
        minDate={bounds.minDate}
        maxDate={bounds.maxDate}
        getYearControlProps={(yearDate) => ({ disabled: !pickerYearEnabled(yearDate, bounds) })}
        clearable
        clearButtonProps={{ 'aria-label': 'Limpar data de nascimento' }}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        onBlur={onBlur}
        error={error}
      />
    </DatesPtBr>
  );
}
