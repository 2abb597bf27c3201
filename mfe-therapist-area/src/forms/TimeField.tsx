import { TextInput, type TextInputProps } from '@mantine/core';
import { maskTime } from './time';

interface Props extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/** A 24-hour 'HH:MM' field (pt-BR): digits only, the colon is added while typing. */
export function TimeField({ value, onChange, ...props }: Props) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      placeholder="hh:mm"
      maxLength={5}
      {...props}
      value={value}
      onChange={(event) => onChange(maskTime(event.currentTarget.value))}
    />
  );
}
