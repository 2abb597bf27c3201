import { useState } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import { notify } from '@acolhe/shared-ui';
import * as v from 'valibot';
import { login, loginErrorOutcome, registerSiteAccess, safeReturnTo } from '@acolhe/shared-auth';
import { loginSchema } from '@acolhe/shared-domain';
import { useNavigateWhenSignedIn } from './useNavigateWhenSignedIn';
import { firstWelcome, returningWelcome, takeNewAccount } from './welcome';

export const LOGIN_SUCCESS_TITLE = 'Login bem-sucedido!';
export const LOGIN_FAILURE_TITLE = 'Erro ao entrar';

export interface LoginValues {
  email: string;
  password: string;
}

/**
 * Login (product.md#screens/product.md#validation/product.md#main-messages): success → toast (a first-time welcome on the account's first sign-in, 'de volta'
 * otherwise) and the returnTo path when the user may open it (else the user's home); an
 * unconfirmed account → `onUnconfirmed` (the confirmation dialog); any other failure → its
 * message once, on the form.
 */
export function useLogin({
  initialEmail,
  returnTo,
  onUnconfirmed,
}: {
  initialEmail: string;
  returnTo: string | null;
  onUnconfirmed: (email: string) => void;
}) {
  const goWhenSignedIn = useNavigateWhenSignedIn();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<LoginValues>({
    initialValues: { email: initialEmail, password: '' },
    validate: schemaResolver(loginSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    const { email, password } = v.parse(loginSchema, values);
    setError(null);
    try {
      const user = await login(email, password);
      // the api knows the first sign-in from any browser; this browser's sign-up mark when it cannot say
      const signedUpHere = takeNewAccount(email);
      const first = (await registerSiteAccess()) ?? signedUpHere;
      notify({
        title: LOGIN_SUCCESS_TITLE,
        message: first ? firstWelcome(user.name) : returningWelcome(user.name),
        color: 'green',
      });
      goWhenSignedIn(safeReturnTo(returnTo, user), user.id);
    } catch (err) {
      const outcome = loginErrorOutcome(err);
      if (outcome.kind === 'unconfirmed') {
        onUnconfirmed(email);
        return;
      }
      // once, on the form (it is about what was typed there): no toast repeating it
      setError(outcome.message);
    }
  });

  /** The e-mail in the field when it is valid; otherwise shows why on the field and returns null. */
  const validEmail = (): string | null => {
    const result = form.validateField('email');
    return result.hasError ? null : form.values.email.trim();
  };

  return { form, error, submit, validEmail };
}
