import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { schemaResolver, useForm } from '@mantine/form';
import { notify } from '@acolhe/shared-ui';
import * as v from 'valibot';
import { errorName, homePathFor, login, signUp, signUpErrorMessage } from '@acolhe/shared-auth';
import { signUpSchema, type UserType } from '@acolhe/shared-domain';
import { loginPathFor } from '../login/loginQuery';
import { useNavigateWhenSignedIn } from '../login/useNavigateWhenSignedIn';

export const SIGN_UP_SUCCESS_TITLE = 'Cadastro realizado com sucesso!';
export const CHECK_EMAIL_MESSAGE = 'Verifique seu e-mail para confirmar seu cadastro.';

export interface CadastroValues {
  tipo: UserType;
  name: string;
  email: string;
  password: string;
  privacyAccepted: boolean;
}

export interface CadastroError {
  message: string;
  /** the e-mail already has an account: the form offers the way to the login */
  emailTaken: boolean;
  email: string;
}

/** Sign-up (SPEC §2/§4/§5/§8): idle → submitting (button disabled) → success or error. */
export function useCadastro() {
  const navigate = useNavigate();
  const goWhenSignedIn = useNavigateWhenSignedIn();
  const [error, setError] = useState<CadastroError | null>(null);
  const form = useForm<CadastroValues>({
    initialValues: { tipo: 'cliente', name: '', email: '', password: '', privacyAccepted: true },
    validate: schemaResolver(signUpSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    const input = v.parse(signUpSchema, values);
    setError(null);
    let result;
    try {
      result = await signUp({ tipo: input.tipo, name: input.name, email: input.email, password: input.password });
    } catch (err) {
      // the typed data stays in the form; the reason is shown on it and as a toast
      const message = signUpErrorMessage(err);
      setError({ message, emailTaken: errorName(err) === 'UsernameExistsException', email: input.email });
      notify({ title: 'Erro ao criar conta', message, color: 'red' });
      return;
    }
    if (!result.userConfirmed) {
      notify({ title: SIGN_UP_SUCCESS_TITLE, message: CHECK_EMAIL_MESSAGE, color: 'green' });
      navigate(loginPathFor({ email: input.email, confirmar: true }));
      return;
    }
    // No confirmation needed (pool without it): welcome, and sign in with what was just typed.
    notify({ title: SIGN_UP_SUCCESS_TITLE, message: `Bem-vindo(a), ${result.name}!`, color: 'green' });
    try {
      const user = await login(input.email, input.password);
      goWhenSignedIn(homePathFor(user), user.id);
    } catch {
      navigate(loginPathFor({ email: input.email }));
    }
  });

  return { form, error, submit, tipo: form.values.tipo };
}
