import { Badge, Button, Group, Text } from '@mantine/core';
import { apiErrorMessage, useIdempotentAttempt } from '@acolhe/shared-auth';
import { notify } from '@acolhe/shared-ui';
import { PAYMENT_STATE_LABELS, formatCurrency, type Appointment } from '@acolhe/shared-domain';
import { usePaymentAnswer, usePayments } from '../api';
import { PAGAMENTO_AGENDA_TEXTS as T } from './pagamentoTexts';
import { PAYMENT_STATE_COLORS } from './stateColors';

/** The payment line of a confirmed (or done) session in the therapist's agenda: its value and
 * state, and 'Recebido' / 'Não recebi' once the client said they paid. */
export function PagamentoDaSessao({ appointment, clientName }: { appointment: Appointment; clientName: string }) {
  const payments = usePayments();
  const answer = usePaymentAnswer();
  const attempt = useIdempotentAttempt();
  const payment = payments.data?.find((p) => p.sessaoId === appointment.id);
  if (!payment) return null;
  if (payment.gratuita) {
    return (
      <Badge color="gray" variant="light" c="dark.8" style={{ alignSelf: 'flex-start' }}>
        {T.free}
      </Badge>
    );
  }
  const respond = (acao: 'confirmar' | 'nao_recebido') => {
    const idempotencyKey = attempt.keyFor({ id: appointment.id, acao });
    answer.mutate(
      { id: appointment.id, acao, idempotencyKey },
      {
        onSuccess: () => {
          attempt.settle(null);
          notify({ color: 'green', title: T.answered[acao], message: '' });
        },
        onError: (error) => notify({ color: 'red', title: T.failed, message: apiErrorMessage(error, T.failed) }),
      },
    );
  };
  const busy = answer.isPending ? answer.variables?.acao : undefined;
  return (
    <Group gap="xs" role="group" aria-label={`Pagamento da consulta de ${clientName}`}>
      <Text size="sm">
        <Text span c="dimmed">
          Pagamento:{' '}
        </Text>
        {formatCurrency(payment.valor)}
      </Text>
      <Badge color={PAYMENT_STATE_COLORS[payment.estado]} variant="light" c="dark.8">
        {PAYMENT_STATE_LABELS[payment.estado]}
      </Badge>
      {payment.estado === 'informado' ? (
        <>
          <Button size="xs" onClick={() => respond('confirmar')} loading={busy === 'confirmar'} disabled={busy === 'nao_recebido'}>
            {T.received}
          </Button>
          <Button size="xs" variant="outline" color="red" onClick={() => respond('nao_recebido')} loading={busy === 'nao_recebido'} disabled={busy === 'confirmar'}>
            {T.notReceived}
          </Button>
        </>
      ) : null}
    </Group>
  );
}
