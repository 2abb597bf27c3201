import { useEffect, useEffectEvent, useState } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import { dismissToast, notify } from '@acolhe/shared-ui';
import { confirmationErrorMessage, confirmSignUp, identityErrorMessage, resendConfirmationCode } from '@acolhe/shared-auth';
import { CONFIRM_DIALOG_AUTOCLOSE_MS, confirmationCodeSchema } from '@acolhe/shared-domain';

export const CONFIRMED_MESSAGE = 'Sua conta está ativa. Agora você já pode entrar.';
/** The wrong-code toast, by id: a later right code takes it away ('Erro na confirmação' stayed beside 'E-mail confirmado'). */
const CONFIRM_ERROR_TOAST = 'confirmacao-de-email-erro';
export const RESEND_FALLBACK_MESSAGE = 'Não foi possível reenviar o código. Tente novamente.';

/** E-mail confirmation: code form, resend, and the product.md#limits auto-close 2000 ms after success. */
export function useConfirmEmail(email: string, onConfirmed: () => void, onAutoClose: () => void) {
  const form = useForm({
    initialValues: { code: '' },
    validate: schemaResolver(confirmationCodeSchema, { sync: true }),
  });
  const [confirmed, setConfirmed] = useState(false);
  const [resending, setResending] = useState(false);
  // the latest callback, so the timer never closes over a stale one
  const autoClose = useEffectEvent(() => onAutoClose());

  useEffect(() => {
    if (!confirmed) return undefined;
    const timer = setTimeout(() => autoClose(), CONFIRM_DIALOG_AUTOCLOSE_MS);
    return () => clearTimeout(timer);
  }, [confirmed]);

  const submit = form.onSubmit(async ({ code }) => {
    try {
      await confirmSignUp(email, code.trim());
      setConfirmed(true);
      dismissToast(CONFIRM_ERROR_TOAST);
      notify({ title: 'E-mail confirmado', message: CONFIRMED_MESSAGE, color: 'green' });
      onConfirmed();
    } catch (err) {
      const message = confirmationErrorMessage(err);
      form.setFieldError('code', message);
      notify({ id: CONFIRM_ERROR_TOAST, title: 'Erro na confirmação', message, color: 'red' });
    }
  });

  const resend = async () => {
    setResending(true);
    try {
      await resendConfirmationCode(email);
      form.clearErrors();
      notify({ title: 'Código reenviado', message: `Enviamos um novo código para ${email}.`, color: 'green' });
    } catch (err) {
      notify({
        title: 'Erro ao reenviar código',
        message: identityErrorMessage(err, RESEND_FALLBACK_MESSAGE),
        color: 'red',
      });
    } finally {
      setResending(false);
    }
  };

  return { form, confirmed, resending, submit, resend, busy: form.submitting || resending };
}
