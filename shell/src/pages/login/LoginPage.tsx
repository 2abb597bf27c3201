import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Anchor, Button, Group, PasswordInput, Text, TextInput } from '@mantine/core';
import { PASSWORD_TOGGLE_PROPS } from '../../dialogs/passwordField';
import { AccountFormPage } from '../AccountFormPage';
import { ConfirmEmailDialog } from '../../dialogs/confirm-email/ConfirmEmailDialog';
import { ForgotPasswordDialog } from '../../dialogs/forgot-password/ForgotPasswordDialog';
import { SESSION_EXPIRED_MESSAGE, SESSION_EXPIRED_PARAM, acknowledgeSessionExpiry } from '@acolhe/shared-auth';
import { readLoginQuery, signUpPathFor } from './loginQuery';
import { LOGIN_FAILURE_TITLE, useLogin } from './useLogin';

/** product.md#screens /login (?returnTo, and ?email=…&confirmar=1 from the sign-up). */
export default function LoginPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readLoginQuery(searchParams);
  // the e-mail outlives the open flag so the dialog keeps its text while it fades out
  const [confirmation, setConfirmation] = useState({ open: query.confirmar, email: query.email });
  const openConfirmationFor = (email: string) => setConfirmation({ open: true, email });
  const [forgotOpen, setForgotOpen] = useState(false);
  // 'Sua sessão expirou…' once: kept for this visit, dropped from the address so a reload or a
  // later visit does not say it again (the flag may also arrive while the page is open)
  const [sessionExpired, setSessionExpired] = useState(query.sessionExpired);
  if (query.sessionExpired && !sessionExpired) setSessionExpired(true);
  useEffect(() => {
    if (!query.sessionExpired) return;
    acknowledgeSessionExpiry();
    const next = new URLSearchParams(searchParams);
    next.delete(SESSION_EXPIRED_PARAM);
    setSearchParams(next, { replace: true });
  }, [query.sessionExpired, searchParams, setSearchParams]);
  const { form, error, submit, validEmail } = useLogin({
    initialEmail: query.email,
    returnTo: query.returnTo,
    onUnconfirmed: openConfirmationFor,
  });

  const openConfirmation = () => {
    const email = validEmail();
    if (email) openConfirmationFor(email);
  };
  const closeConfirmation = () => {
    setConfirmation((current) => ({ ...current, open: false }));
    if (searchParams.has('confirmar')) {
      // a reload must not reopen it; returnTo and email stay
      const next = new URLSearchParams(searchParams);
      next.delete('confirmar');
      setSearchParams(next, { replace: true });
    }
  };

  return (
    <AccountFormPage
      size={440}
      titleId="login-titulo"
      title="Entrar"
      subtitle="Acesse sua conta para agendar e acompanhar suas sessões"
      onSubmit={submit}
      after={
        <>
          <ConfirmEmailDialog
            opened={confirmation.open}
            email={confirmation.email}
            onClose={closeConfirmation}
            onConfirmed={(email) => form.setFieldValue('email', email)}
          />
          <ForgotPasswordDialog
            opened={forgotOpen}
            onClose={() => setForgotOpen(false)}
            initialEmail={form.values.email.trim()}
            onReset={(email) => {
              form.setValues({ email, password: '' });
            }}
          />
        </>
      }
    >
      {sessionExpired && !error ? (
        <Alert color="yellow" variant="light" role="status">
          {SESSION_EXPIRED_MESSAGE}
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" title={LOGIN_FAILURE_TITLE} role="alert">
          {error}
        </Alert>
      ) : null}
      <TextInput label="E-mail" type="email" autoComplete="email" {...form.getInputProps('email')} />
      <PasswordInput {...PASSWORD_TOGGLE_PROPS} label="Senha" autoComplete="current-password" {...form.getInputProps('password')} />
      <Group justify="flex-end" mt={-8}>
        <Anchor component="button" type="button" size="sm" onClick={() => setForgotOpen(true)}>
          Esqueceu sua senha?
        </Anchor>
      </Group>
      <Button type="submit" fullWidth loading={form.submitting} disabled={form.submitting}>
        Entrar
      </Button>
      <Text ta="center" size="sm">
        Não tem uma conta?{' '}
        {/* a new account comes back to where the sign-in was asked for (a booking request waits there) */}
        <Anchor component={Link} to={signUpPathFor(query.returnTo)}>
          Cadastre-se
        </Anchor>
      </Text>
      <Text ta="center" size="sm" c="gray.7">
        Recebeu um código de confirmação?{' '}
        <Anchor component="button" type="button" size="sm" onClick={openConfirmation}>
          Confirmar e-mail
        </Anchor>
      </Text>
    </AccountFormPage>
  );
}
