import { useState } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import { notify } from '@acolhe/shared-ui';
import * as v from 'valibot';
import { codeErrorMessage, confirmForgotPassword, errorName, forgotPassword, identityErrorMessage, RESET_CODE_SENT_MESSAGE } from '@acolhe/shared-auth';
import { forgotPasswordEmailSchema, forgotPasswordResetSchema } from '@acolhe/shared-domain';

export const SEND_CODE_FALLBACK = 'Não foi possível enviar o código. Tente novamente.';
export const RESET_FALLBACK = 'Não foi possível redefinir sua senha. Tente novamente.';
export const RESET_DONE_MESSAGE = 'Agora você já pode entrar com a nova senha.';

export type ForgotStep = 'email' | 'reset';

/** Identity refusals about the e-mail of step 1 (not confirmed yet). */
const EMAIL_ERRORS = new Set(['InvalidParameterException']);
/** An unknown e-mail answers as a known one (issue 29: who has an account is not told). The pool
 * already does (PreventUserExistenceErrors ENABLED); a pool that still said UserNotFound is hidden here. */
const UNKNOWN_ACCOUNT = 'UserNotFoundException';

function resetFieldOf(name: string): 'code' | 'newPassword' | null {
  if (name === 'CodeMismatchException' || name === 'ExpiredCodeException' || name === 'LimitExceededException') return 'code';
  if (name === 'InvalidPasswordException') return 'newPassword';
  return null;
}

/**
 * Forgot password (product.md#screens/product.md#sessions-appointments/product.md#validation): step 1 asks the code for an e-mail, step 2 sets the new
 * password with it. 'Voltar' keeps the typed e-mail; closing the dialog unmounts all of it.
 */
export function useForgotPassword(initialEmail: string, onDone: (email: string) => void) {
  const [step, setStep] = useState<ForgotStep>('email');
  const emailForm = useForm({
    initialValues: { email: initialEmail },
    validate: schemaResolver(forgotPasswordEmailSchema, { sync: true }),
  });
  const resetForm = useForm({
    initialValues: { code: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(forgotPasswordResetSchema, { sync: true }),
  });
  const email = emailForm.values.email.trim();

  const sendCode = emailForm.onSubmit(async (values) => {
    const { email: target } = v.parse(forgotPasswordEmailSchema, values);
    const next = () => {
      notify({ title: 'Código enviado!', message: RESET_CODE_SENT_MESSAGE, color: 'green' });
      resetForm.reset();
      setStep('reset');
    };
    try {
      await forgotPassword(target);
      next();
    } catch (err) {
      if (errorName(err) === UNKNOWN_ACCOUNT) {
        next();
        return;
      }
      // once: on the e-mail field when it is about the e-mail, else as a toast
      const message = identityErrorMessage(err, SEND_CODE_FALLBACK);
      if (EMAIL_ERRORS.has(errorName(err))) emailForm.setFieldError('email', message);
      else notify({ title: 'Erro ao enviar código', message, color: 'red' });
    }
  });

  const resetPassword = resetForm.onSubmit(async (values) => {
    const { code, newPassword } = v.parse(forgotPasswordResetSchema, values);
    try {
      await confirmForgotPassword(email, code, newPassword);
      notify({ title: 'Senha redefinida com sucesso!', message: RESET_DONE_MESSAGE, color: 'green' });
      onDone(email);
    } catch (err) {
      // once: on the field it is about (the code, the new password), else as a toast
      const message = codeErrorMessage(err, RESET_FALLBACK);
      const field = resetFieldOf(errorName(err));
      if (field) resetForm.setFieldError(field, message);
      else notify({ title: 'Erro ao redefinir senha', message, color: 'red' });
    }
  });

  const back = () => setStep('email');

  return { step, email, emailForm, resetForm, sendCode, resetPassword, back };
}
