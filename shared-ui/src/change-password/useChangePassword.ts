import { schemaResolver, useForm } from '@mantine/form';
// By package name: bundled apart from shared-ui's entry (area-privada), toasts stay its singleton's.
import { notify } from '@acolhe/shared-ui';
import * as v from 'valibot';
import {
  changePassword,
  changePasswordErrorMessage,
  PASSWORD_POLICY_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@acolhe/shared-auth';
import { changePasswordSchema } from '@acolhe/shared-domain';


/** Change password with the session's access token (product.md#validation messages, §8 toasts); the new
 * password follows the identity provider's policy (shared-domain changePasswordSchema). */
export function useChangePassword(onDone: () => void) {
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(changePasswordSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    const { currentPassword, newPassword } = v.parse(changePasswordSchema, values);
    try {
      await changePassword(currentPassword, newPassword);
      notify({ title: 'Senha alterada', message: 'Sua senha foi alterada com sucesso.', color: 'green' });
      onDone();
    } catch (err) {
      // once: on the field it is about (the current password, the new one), else as a toast
      const message = changePasswordErrorMessage(err);
      const field =
        message === WRONG_CURRENT_PASSWORD_MESSAGE ? 'currentPassword' : message === PASSWORD_POLICY_MESSAGE ? 'newPassword' : null;
      if (field) form.setFieldError(field, message);
      else notify({ title: 'Erro ao alterar senha', message, color: 'red' });
    }
  });

  return { form, submit };
}
