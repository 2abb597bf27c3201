import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Anchor, Button, Checkbox, PasswordInput, SegmentedControl, TextInput } from '@mantine/core';
import { PASSWORD_POLICY_HINT, SIGN_UP_CONSENT, USER_TYPES, USER_TYPE_LABELS } from '@acolhe/shared-domain';
import { ROUTES } from '@acolhe/shared-domain/contracts';
import { PASSWORD_TOGGLE_PROPS } from '../../dialogs/passwordField';
import { AccountFormPage } from '../AccountFormPage';
import { loginPathFor, returnToOf } from '../login/loginQuery';
import { useCadastro } from './useCadastro';

const TIPO_OPTIONS = USER_TYPES.map((value) => ({ value, label: USER_TYPE_LABELS[value] }));

/** The subtitle follows the tab: a client looks for a therapist, a therapist for clients. */
export const SIGN_UP_SUBTITLES = {
  cliente: 'Crie sua conta para encontrar o terapeuta ideal',
  terapeuta: 'Crie sua conta para receber clientes e organizar sua agenda',
} as const;

export const THERAPIST_NOTE =
  'Depois do cadastro, você precisará completar seu perfil profissional (dados pessoais, especialidades, formação, valor da sessão e disponibilidade) para começar a receber agendamentos.';

/** product.md#screens /cadastro (?returnTo: where the sign-in after it goes, issue 44 item 2). */
export default function CadastroPage() {
  const [searchParams] = useSearchParams();
  const returnTo = returnToOf(searchParams);
  const { form, emailTaken, submit, tipo } = useCadastro({ returnTo });

  return (
    <AccountFormPage size={480} titleId="cadastro-titulo" title="Cadastre-se" subtitle={SIGN_UP_SUBTITLES[tipo]} onSubmit={submit}>
      <SegmentedControl fullWidth aria-label="Tipo de conta" data={TIPO_OPTIONS} {...form.getInputProps('tipo')} />
      <TextInput label="Nome completo" autoComplete="name" {...form.getInputProps('name')} />
      <div>
        <TextInput label="E-mail" type="email" autoComplete="email" {...form.getInputProps('email')} />
        {emailTaken ? (
          <Anchor component={Link} to={loginPathFor({ email: emailTaken.email, returnTo })} size="sm">
            Ir para o login
          </Anchor>
        ) : null}
      </div>
      <PasswordInput {...PASSWORD_TOGGLE_PROPS} label="Senha" description={PASSWORD_POLICY_HINT} autoComplete="new-password" {...form.getInputProps('password')} />
      {/* LGPD art. 8: consent is the person's own act, so the box starts unchecked. It names and
          links both texts the person agrees to (issue 44: the Terms were never shown); they open in a
          new tab: the half-filled form stays (a link inside a label does not toggle it). */}
      <Checkbox
        {...form.getInputProps('privacyAccepted', { type: 'checkbox' })}
        required
        label={
          <>
            Li e concordo com os{' '}
            <Anchor href={ROUTES.termosDeUso} target="_blank" rel="noopener" fz="inherit">
              {SIGN_UP_CONSENT.terms}
            </Anchor>{' '}
            e a{' '}
            <Anchor href={ROUTES.politicaDePrivacidade} target="_blank" rel="noopener" fz="inherit">
              {SIGN_UP_CONSENT.policy}
            </Anchor>
          </>
        }
      />
      {tipo === 'terapeuta' ? (
        <Alert color="blue" variant="light" title="Perfil profissional">
          {THERAPIST_NOTE}
        </Alert>
      ) : null}
      <Button type="submit" fullWidth loading={form.submitting} disabled={form.submitting}>
        {tipo === 'terapeuta' ? 'Cadastrar como terapeuta' : 'Criar minha conta'}
      </Button>
      <Anchor component={Link} to={loginPathFor({ returnTo })} ta="center" size="sm">
        Já tem uma conta? Entrar
      </Anchor>
    </AccountFormPage>
  );
}
