// CPF and CRP checked as they are typed: the error appears as soon as what is there cannot be
// right any more (a complete CPF whose digits fail, a CRP that cannot become RR/NNNNN(N)) and
// goes as soon as it is fixed; the whole rule (the shared schema) runs on blur and on save.
import { VALIDATION_MESSAGES, crpTypingProblem, isValidCpf, maskCpf, onlyDigits } from '@acolhe/shared-domain';
import type { ProfileFormApi } from './formTypes';

/** '' while a CPF is still being typed, the message once its 11 digits are there and fail. */
export function cpfTypingProblem(masked: string): string {
  const digits = onlyDigits(masked);
  return digits.length === 11 && !isValidCpf(digits) ? VALIDATION_MESSAGES.cpfInvalid : '';
}

function setOrClear(form: ProfileFormApi, field: 'cpf' | 'crp', problem: string | null) {
  if (problem) form.setFieldError(field, problem);
  else form.clearFieldError(field);
}

export function cpfInput(form: ProfileFormApi) {
  return {
    ...form.getInputProps('cpf'),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const masked = maskCpf(event.currentTarget.value);
      form.setFieldValue('cpf', masked);
      setOrClear(form, 'cpf', cpfTypingProblem(masked));
    },
    onBlur: () => form.validateField('cpf'),
  };
}

export function crpInput(form: ProfileFormApi) {
  return {
    ...form.getInputProps('crp'),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const typed = event.currentTarget.value;
      form.setFieldValue('crp', typed);
      setOrClear(form, 'crp', crpTypingProblem(typed, VALIDATION_MESSAGES.crpInvalid));
    },
    onBlur: () => form.validateField('crp'),
  };
}
