// Self-contained on purpose (only @mantine/*, valibot and the shared packages): the client
// settings page of the client-area remote opens it, so it may move to shared-ui as is.
import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { PASSWORD_POLICY_HINT } from '@acolhe/shared-domain';
import { useChangePassword } from './useChangePassword';

export interface ChangePasswordDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Mantine's show/hide toggle is named in English and skipped by Tab: pt-BR name, reachable by keyboard. */
const TOGGLE = { visibilityToggleButtonProps: { 'aria-label': 'Mostrar senha' }, visibilityToggleFocusable: true } as const;

/** product.md#screens change-password dialog of the client settings; closing discards what was typed. */
export function ChangePasswordDialog({ opened, onClose }: ChangePasswordDialogProps) {
  return (
    // Compound form for accessibility: a pt-BR name on the close button, and a div header (a
    // <header> outside <main> would be a second banner landmark).
    <Modal.Root opened={opened} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header {...{ component: 'div' }}>
          <Modal.Title fw={600}>Alterar senha</Modal.Title>
          <Modal.CloseButton aria-label="Fechar" />
        </Modal.Header>
        <Modal.Body>
          {/* mounted only while open: closing discards what was typed */}
          <ChangePasswordContent onClose={onClose} />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function ChangePasswordContent({ onClose }: { onClose: () => void }) {
  const { form, submit } = useChangePassword(onClose);
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PasswordInput {...TOGGLE} label="Senha atual" autoComplete="current-password" data-autofocus {...form.getInputProps('currentPassword')} />
        <PasswordInput
          {...TOGGLE}
          label="Nova senha"
          description={PASSWORD_POLICY_HINT}
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput {...TOGGLE} label="Confirmar nova senha" autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={form.submitting}>
            Cancelar
          </Button>
          <Button type="submit" loading={form.submitting}>
            Alterar senha
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default ChangePasswordDialog;
