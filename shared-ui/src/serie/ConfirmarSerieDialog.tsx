import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { DialogFrame } from '../dialog/DialogFrame';

export interface ConfirmarSerieDialogProps {
  opened: boolean;
  title: string;
  message: string;
  /** e.g. the late-cancellation text, when it applies */
  warning?: string | null;
  confirmLabel: string;
  keepLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
}

/** Confirmation before a change of a series that cannot be undone ('Cancelar esta e as próximas',
 * 'Encerrar série'). */
export function ConfirmarSerieDialog({ opened, title, message, warning, confirmLabel, keepLabel, busy, onConfirm, onDismiss }: ConfirmarSerieDialogProps) {
  return (
    <DialogFrame opened={opened} onClose={onDismiss} title={title}>
      <Stack>
        <Text>{message}</Text>
        {warning ? (
          <Alert color="orange" variant="light" role="note">
            {warning}
          </Alert>
        ) : null}
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onDismiss} disabled={busy}>
            {keepLabel}
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </DialogFrame>
  );
}
