import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { DialogFrame } from '@acolhe/shared-ui/area-privada';
import { formatDate, formatTime, type Appointment } from '@acolhe/shared-domain';

interface Props {
  appointment: Appointment | null;
  /** the late-cancellation text, when it applies */
  warning: string | null;
  cancelling: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
}

/** Confirmation before a cancellation, which cannot be undone. Built from Modal's parts so the
 * header is a plain div (a portal's <header> would be a second page banner) and the close button
 * has a pt-BR name. */
export function CancelConsultaDialog({ appointment, warning, cancelling, onConfirm, onDismiss }: Props) {
  return (
    <DialogFrame opened={appointment !== null} onClose={onDismiss} title={"Cancelar consulta"}>
      {appointment ? (
        <Stack>
          <Text>
            Deseja cancelar a consulta com {appointment.therapistName || 'o(a) terapeuta'} em {formatDate(appointment.date)} às{' '}
            {formatTime(appointment.time)}? Esta ação não pode ser desfeita.
          </Text>
          {warning ? (
            <Alert color="orange" variant="light" role="note">
              {warning}
            </Alert>
          ) : null}
          {/* wraps on a phone: both buttons stay inside the dialog (issue 30) */}
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={onDismiss} disabled={cancelling}>
              Manter consulta
            </Button>
            <Button color="red" onClick={onConfirm} loading={cancelling}>
              Cancelar consulta
            </Button>
          </Group>
        </Stack>
      ) : null}
    </DialogFrame>
  );
}
