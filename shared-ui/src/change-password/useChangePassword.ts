import { useState } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import { notify } from '../toasts/toasts';
import * as v from 'valibot';
import { changePassword, changePasswordErrorMessage } from '@acolhe/shared-auth';
import { changePasswordSchema } from '@acolhe/shared-domain';


/** Change password with the session's access token (SPEC §5 messages, §8 toasts). */
export function useChangePassword(onDone: () => void) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(changePasswordSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    const { currentPassword, newPassword } = v.parse(changePasswordSchema, values);
    setError(null);
    try {
      await changePassword(currentPassword, newPassword);
      notify({ title: 'Senha alterada', message: 'Sua senha foi alterada com sucesso.', color: 'green' });
      onDone();
    } catch (err) {
      const message = changePasswordErrorMessage(err);
      setError(message);
      notify({ title: 'Erro ao alterar senha', message, color: 'red' });
    }
  });

  return { form, error, submit };
}
