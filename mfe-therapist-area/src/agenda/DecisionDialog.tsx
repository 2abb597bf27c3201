// 'Confirmar' and 'Recusar' a request, asked once. A decline may carry a reason, which the client
// reads in the e-mail and in their sessions; shared-domain's declineReasonSchema (the api's own)
// checks it here first.
import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { DECLINE_REASON_MAX, declineReasonSchema, formatDate, validate, type TherapistAppointment } from '@acolhe/shared-domain';
import { DialogFrame } from '@acolhe/shared-ui/area-privada';
import { sessionTimeRange } from './sessionView';

export interface Decision {
  appointment: TherapistAppointment;
  action: 'confirm' | 'decline';
}

export const DECISION_TEXTS = {
  confirmTitle: 'Confirmar consulta',
  declineTitle: 'Recusar solicitação',
  reasonLabel: 'Motivo (opcional)',
  reasonHint: 'O cliente verá este texto no e-mail e nas sessões dele.',
  confirm: 'Confirmar consulta',
  decline: 'Recusar solicitação',
  back: 'Voltar',
} as const;

interface Props {
  decision: Decision | null;
  onClose: () => void;
  onDecide: (appointment: TherapistAppointment, action: Decision['action'], reason: string) => void;
}

export function DecisionDialog({ decision, onClose, onDecide }: Props) {
  const declining = decision?.action === 'decline';
  return (
    <DialogFrame opened={decision !== null} onClose={onClose} title={declining ? DECISION_TEXTS.declineTitle : DECISION_TEXTS.confirmTitle}>
      {/* mounted only while open: a reason typed for one request never shows on the next */}
      {decision && <DecisionBody decision={decision} onClose={onClose} onDecide={onDecide} />}
    </DialogFrame>
  );
}

function DecisionBody({ decision, onClose, onDecide }: { decision: Decision } & Omit<Props, 'decision'>) {
  const { appointment, action } = decision;
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const who = appointment.clientName || 'Cliente';
  const when = `${formatDate(appointment.date)}, ${sessionTimeRange(appointment)}`;
  const submit = () => {
    if (action === 'decline') {
      const checked = validate(declineReasonSchema, reason);
      if (!checked.success) {
        setError(checked.message);
        return;
      }
      onDecide(appointment, action, checked.output);
    } else onDecide(appointment, action, '');
  };
  return (
    <Stack gap="md">
      <Text size="sm">
        {action === 'decline' ? `Recusar a solicitação de ${who} para ${when}?` : `Confirmar a consulta de ${who} em ${when}? O cliente será avisado por e-mail.`}
      </Text>
      {action === 'decline' && (
        <Textarea
          label={DECISION_TEXTS.reasonLabel}
          description={DECISION_TEXTS.reasonHint}
          autosize
          minRows={3}
          maxLength={DECLINE_REASON_MAX + 50}
          value={reason}
          error={error || undefined}
          data-autofocus
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError('');
          }}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {DECISION_TEXTS.back}
        </Button>
        <Button color={action === 'decline' ? 'red' : undefined} onClick={submit}>
          {action === 'decline' ? DECISION_TEXTS.decline : DECISION_TEXTS.confirm}
        </Button>
      </Group>
    </Stack>
  );
}
