import { TextInput, type TextInputProps } from '@mantine/core';
import { completeHora, maskHora } from './hora';

export interface HoraInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** 'HH:mm' (24 hours), '' when empty, or what is being typed ('9', '14:3'). */
  value: string;
  onChange: (value: string) => void;
}

/**
 * The one time field of Acolhe: 24 hours, pt-BR ('08:00', '18:30'), whatever the machine's locale
 * (a text field: the native time input shows '08:00 AM' / '06:00 PM' on an English system).
 * Digits only, the colon is added while typing; leaving the field completes an unambiguous time
 * ('9' → '09:00', '930' → '09:30').
 */
export function HoraInput({ value, onChange, onBlur, ...props }: HoraInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      placeholder="hh:mm"
      maxLength={5}
      {...props}
      type="text"
      value={value}
      onChange={(event) => onChange(maskHora(event.currentTarget.value))}
      onBlur={(event) => {
        const full = completeHora(event.currentTarget.value);
        if (full !== value) onChange(full);
        onBlur?.(event);
      }}
    />
  );
}
