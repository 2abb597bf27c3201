import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { PASSWORD_POLICY_HINT, PASSWORD_TOGGLE_PROPS } from '../passwordField';
import { useForgotPassword } from './useForgotPassword';
import { AccountModal } from '../AccountModal';

export interface ForgotPasswordDialogProps {
  opened: boolean;
  onClose: () => void;
  /** pre-fills step 1 (the e-mail typed on the login form) */
  initialEmail?: string;
  /** the password was reset: the caller may pre-fill its login form with this e-mail */
  onReset?: (email: string) => void;
}

/** product.md#screens forgot-password dialog, two steps; closing resets everything (the content unmounts). */
export function ForgotPasswordDialog({ opened, onClose, initialEmail = '', onReset }: ForgotPasswordDialogProps) {
  return (
    <AccountModal opened={opened} onClose={onClose} title="Redefinir senha">
      <ForgotPasswordContent
        initialEmail={initialEmail}
        onDone={(email) => {
          onReset?.(email);
          onClose();
        }}
      />
    </AccountModal>
  );
}

function ForgotPasswordContent({ initialEmail, onDone }: { initialEmail: string; onDone: (email: string) => void }) {
  const { step, email, emailForm, resetForm, sendCode, resetPassword, back } = useForgotPassword(initialEmail, onDone);

  if (step === 'email') {
    return (
      <form onSubmit={sendCode} noValidate>
        <Stack>
          <Text size="sm">Informe o e-mail da sua conta. Enviaremos um código para você criar uma nova senha.</Text>
          <TextInput label="E-mail" type="email" autoComplete="email" data-autofocus {...emailForm.getInputProps('email')} />
          <Button type="submit" loading={emailForm.submitting} fullWidth>
            Enviar código
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={resetPassword} noValidate>
      <Stack>
        <Text size="sm">
          Enviamos um código para <strong>{email}</strong>. Digite-o abaixo e escolha uma nova senha.
        </Text>
        <TextInput
          label="Código de verificação"
          autoComplete="one-time-code"
          inputMode="numeric"
          data-autofocus
          {...resetForm.getInputProps('code')}
        />
        <PasswordInput
          {...PASSWORD_TOGGLE_PROPS}
          label="Nova senha"
          description={PASSWORD_POLICY_HINT}
          autoComplete="new-password"
          {...resetForm.getInputProps('newPassword')}
        />
        <PasswordInput {...PASSWORD_TOGGLE_PROPS} label="Confirmar nova senha" autoComplete="new-password" {...resetForm.getInputProps('confirmPassword')} />
        <Group justify="space-between">
          <Button variant="default" onClick={back} disabled={resetForm.submitting}>
            Voltar
          </Button>
          <Button type="submit" loading={resetForm.submitting}>
            Redefinir senha
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
