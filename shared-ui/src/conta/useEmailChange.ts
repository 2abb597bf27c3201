import { useState } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import * as v from 'valibot';
import { changeEmail, codeErrorMessage, confirmEmailChange, resendEmailChangeCode } from '@acolhe/shared-auth';
import { forgotPasswordEmailSchema } from '@acolhe/shared-domain';
// By package name: bundled apart from shared-ui's entry (area-privada), toasts stay its singleton's.
import { notify } from '@acolhe/shared-ui';

export const EMAIL_CHANGE_TEXTS = {
  title: 'E-mail',
  current: 'Seu e-mail de acesso e de notificações:',
  button: 'Alterar e-mail',
  newEmail: 'Novo e-mail',
  send: 'Enviar código',
  codeSent: (email: string) => `Enviamos um código para ${email}. Seu e-mail só muda depois que você o confirmar.`,
  code: 'Código de verificação',
  codeRequired: 'Código é obrigatório',
  confirm: 'Confirmar',
  resend: 'Reenviar código',
  resent: 'Código reenviado',
  sendFailed: 'Não foi possível enviar o código. Tente novamente.',
  confirmFailed: 'Não foi possível confirmar o novo e-mail. Tente novamente.',
  doneTitle: 'E-mail alterado',
  done: 'Seu novo e-mail foi confirmado.',
  sameEmail: 'Este já é o seu e-mail.',
} as const;

const codeSchema = v.object({ code: v.pipe(v.string(EMAIL_CHANGE_TEXTS.codeRequired), v.trim(), v.nonEmpty(EMAIL_CHANGE_TEXTS.codeRequired)) });

/** Two steps: the new address gets a code (UpdateUserAttributes), the code confirms it (VerifyUserAttribute). */
export function useEmailChange(currentEmail: string, onDone: () => void) {
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [target, setTarget] = useState('');
  const emailForm = useForm({ initialValues: { email: '' }, validate: schemaResolver(forgotPasswordEmailSchema, { sync: true }) });
  const codeForm = useForm({ initialValues: { code: '' }, validate: schemaResolver(codeSchema, { sync: true }) });

  const send = emailForm.onSubmit(async (values) => {
    const email = v.parse(forgotPasswordEmailSchema, values).email.toLowerCase();
    if (email === currentEmail.toLowerCase()) {
      emailForm.setFieldError('email', EMAIL_CHANGE_TEXTS.sameEmail);
      return;
    }
    try {
      await changeEmail(email);
      setTarget(email);
      setStep('code');
    } catch (error) {
      emailForm.setFieldError('email', codeErrorMessage(error, EMAIL_CHANGE_TEXTS.sendFailed));
    }
  });

  const confirm = codeForm.onSubmit(async (values) => {
    try {
      await confirmEmailChange(v.parse(codeSchema, values).code, target);
      notify({ title: EMAIL_CHANGE_TEXTS.doneTitle, message: EMAIL_CHANGE_TEXTS.done, color: 'green' });
      onDone();
    } catch (error) {
      codeForm.setFieldError('code', codeErrorMessage(error, EMAIL_CHANGE_TEXTS.confirmFailed));
    }
  });

  async function resend() {
    try {
      await resendEmailChangeCode();
      codeForm.setFieldValue('code', '');
      notify({ title: EMAIL_CHANGE_TEXTS.resent, message: EMAIL_CHANGE_TEXTS.codeSent(target), color: 'green' });
    } catch (error) {
      notify({ title: EMAIL_CHANGE_TEXTS.resent, message: codeErrorMessage(error, EMAIL_CHANGE_TEXTS.sendFailed), color: 'red' });
    }
  }

  return { step, target, emailForm, codeForm, send, confirm, resend };
}
