import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { CONFIRMED_MESSAGE, useConfirmEmail } from './useConfirmEmail';
import { AccountModal } from '../AccountModal';

export interface ConfirmEmailDialogProps {
  opened: boolean;
  /** the account's e-mail (the Cognito username) */
  email: string;
  onClose: () => void;
  /** called as soon as the code is accepted (the dialog closes itself 2000 ms later) */
  onConfirmed?: (email: string) => void;
}

/** product.md#screens e-mail confirmation dialog: code entry, resend, closes by itself after success. */
export function ConfirmEmailDialog({ opened, email, onClose, onConfirmed }: ConfirmEmailDialogProps) {
  return (
    <AccountModal opened={opened} onClose={onClose} title="Confirme seu e-mail">
      {/* mounted only while open: reopening starts from an empty form */}
      <ConfirmEmailContent email={email} onClose={onClose} onConfirmed={() => onConfirmed?.(email)} />
    </AccountModal>
  );
}

function ConfirmEmailContent({ email, onClose, onConfirmed }: { email: string; onClose: () => void; onConfirmed: () => void }) {
  const { form, confirmed, resending, submit, resend, busy } = useConfirmEmail(email, onConfirmed, onClose);
  if (confirmed) {
    return (
      <Alert color="green" title="E-mail confirmado" role="status">
        {CONFIRMED_MESSAGE}
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          Enviamos um código de confirmação para <strong>{email}</strong>. Digite-o abaixo para ativar sua conta.
        </Text>
        <TextInput
          label="Código de confirmação"
          autoComplete="one-time-code"
          inputMode="numeric"
          data-autofocus
          disabled={busy}
          {...form.getInputProps('code')}
        />
        <Button type="submit" loading={form.submitting} disabled={busy} fullWidth>
          Confirmar
        </Button>
        <Group gap={4} justify="center">
          <Text size="sm" c="gray.7">
            Não recebeu o código?
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={resend} loading={resending} disabled={busy}>
            Reenviar código
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
