import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { schemaResolver, useForm } from '@mantine/form';
import { notify } from '@acolhe/shared-ui';
import * as v from 'valibot';
import { errorName, login, safeReturnTo, signUp, signUpErrorMessage } from '@acolhe/shared-auth';
import { signUpSchema, type UserType } from '@acolhe/shared-domain';
import { loginPathFor } from '../login/loginQuery';
import { useNavigateWhenSignedIn } from '../login/useNavigateWhenSignedIn';
import { firstWelcome, rememberNewAccount, takeNewAccount } from '../login/welcome';

export const SIGN_UP_SUCCESS_TITLE = 'Cadastro realizado com sucesso!';
export const CHECK_EMAIL_MESSAGE = 'Verifique seu e-mail para confirmar seu cadastro.';
export const SIGN_UP_FAILURE_TITLE = 'Erro ao criar conta';

export interface CadastroValues {
  tipo: UserType;
  name: string;
  email: string;
  password: string;
  privacyAccepted: boolean;
}

/** The e-mail already has an account: its message is on the e-mail field, with a way to the login. */
export interface EmailTaken {
  email: string;
}

/** Which field an identity-provider refusal is about (then it is shown there, once). */
type FieldOfError = 'email' | 'password' | null;

function fieldOfError(name: string): FieldOfError {
  if (name === 'UsernameExistsException') return 'email';
  if (name === 'InvalidPasswordException') return 'password';
  return null;
}

/** Sign-up (product.md#screens/product.md#sessions-appointments/product.md#validation/product.md#main-messages): idle → submitting (button disabled) → success or error.
 * `returnTo` (a sameSitePath) goes on to the login page, and is where the first sign-in lands. */
export function useCadastro({ returnTo = null }: { returnTo?: string | null } = {}) {
  const navigate = useNavigate();
  const goWhenSignedIn = useNavigateWhenSignedIn();
  const [emailTaken, setEmailTaken] = useState<EmailTaken | null>(null);
  const form = useForm<CadastroValues>({
    initialValues: { tipo: 'cliente', name: '', email: '', password: '', privacyAccepted: false },
    validate: schemaResolver(signUpSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    const input = v.parse(signUpSchema, values);
    setEmailTaken(null);
    let result;
    try {
      result = await signUp({ tipo: input.tipo, name: input.name, email: input.email, password: input.password });
    } catch (err) {
      // The typed data stays in the form. The reason is shown once: on its field when it is about
      // one (e-mail taken, password refused), as a toast when it is about none.
      const message = signUpErrorMessage(err);
      const field = fieldOfError(errorName(err));
      if (field) {
        form.setFieldError(field, message);
        if (field === 'email') setEmailTaken({ email: input.email });
      } else {
        notify({ title: SIGN_UP_FAILURE_TITLE, message, color: 'red' });
      }
      return;
    }
    // the first login with this e-mail is welcomed as a first time, not 'de volta'
    rememberNewAccount(input.email);
    if (!result.userConfirmed) {
      notify({ title: SIGN_UP_SUCCESS_TITLE, message: CHECK_EMAIL_MESSAGE, color: 'green' });
      navigate(loginPathFor({ email: input.email, confirmar: true, returnTo }));
      return;
    }
    // No confirmation needed (pool without it): welcome, and sign in with what was just typed.
    notify({ title: SIGN_UP_SUCCESS_TITLE, message: firstWelcome(result.name), color: 'green' });
    try {
      const user = await login(input.email, input.password);
      takeNewAccount(input.email); // welcomed already
      goWhenSignedIn(safeReturnTo(returnTo, user), user.id);
    } catch {
      navigate(loginPathFor({ email: input.email, returnTo }));
    }
  });

  // typing another e-mail takes the way to the login away with the message
  const emailTakenNow = emailTaken && emailTaken.email === form.values.email.trim() ? emailTaken : null;
  return { form, emailTaken: emailTakenNow, submit, tipo: form.values.tipo };
}
