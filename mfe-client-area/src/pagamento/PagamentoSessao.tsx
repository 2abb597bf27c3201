import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { formatCurrency, formatDate, formatTime, type Appointment } from '@acolhe/shared-domain';
import { usePayments } from '../api';
import { PAGAMENTO_TEXTS as T, paymentViewOf } from './pagamento';
import { CpfDialog } from './CpfDialog';
import { PixDialog } from './PixDialog';
import { usePagamento } from './usePagamento';

interface Props {
  appointment: Appointment;
  /** the list's one "now": whether the session took place (the statement waits for it) */
  now: Date;
  /** 'consulta com Marina Duarte em 05/02/2030 às 10:00', for the buttons' names */
  which: string;
}

/** The 'Pagamento' part of a confirmed session: its state, 'Pagar com Pix' (or the therapist's
 * link, or a word about settling it with the therapist — 'no consultório' only for a presencial session) and 'Já paguei'. Nothing for a free session but
 * a line saying so. */
export function PagamentoSessao({ appointment, now, which }: Props) {
  const payments = usePayments();
  const payment = payments.data?.find((p) => p.sessaoId === appointment.id);
  const view = paymentViewOf(appointment, payment, now);
  const flow = usePagamento(appointment.id, appointment.clientId, appointment.clientName);
  if (!view || !payment) return null;
  if (view.gratuita) {
    return (
      <Text size="sm" c="gray.7">
        {view.estadoText}
      </Text>
    );
  }
  const name = appointment.therapistName || 'o(a) terapeuta';
  return (
    <Stack gap={4} aria-label={`Pagamento da ${which}`} role="group">
      <Text size="sm">
        <Text span fw={600}>
          {formatCurrency(payment.valor)}
        </Text>{' '}
        · {view.estadoText}
      </Text>
      {view.direct && view.canInform ? (
        <Text size="sm" c="gray.7">
          {view.direct}
        </Text>
      ) : null}
      {view.pix || view.link || view.canInform ? (
        <Group gap="xs">
          {view.pix ? (
            <Button size="xs" onClick={flow.openPix} aria-label={`${T.payPix}: ${which}`}>
              {T.payPix}
            </Button>
          ) : null}
          {view.link ? (
            <Button size="xs" component="a" href={view.link} target="_blank" rel="noopener noreferrer" aria-label={`${T.payLink}: ${which}`}>
              {T.payLink}
            </Button>
          ) : null}
          {view.canInform ? (
            <Button size="xs" variant="light" onClick={flow.informar} loading={flow.informing} aria-label={`${T.informed}: ${which}`}>
              {T.informed}
            </Button>
          ) : null}
        </Group>
      ) : null}
      {view.statement ? (
        <Group gap="xs" align="center">
          <Button size="xs" variant="light" onClick={flow.downloadStatement} loading={flow.downloadingStatement} aria-label={`${T.statement}: ${which}`}>
            {T.statement}
          </Button>
          <Text size="xs" c="gray.7">
            {T.statementHint}
          </Text>
        </Group>
      ) : null}
      {view.statementLater ? (
        <Text size="xs" c="gray.7">
          {T.statementLater}
        </Text>
      ) : null}
      {view.link ? (
        <Anchor size="xs" href={view.link} target="_blank" rel="noopener noreferrer" c="gray.7">
          {view.link}
        </Anchor>
      ) : null}
      <PixDialog
        opened={flow.open}
        which={`${name}, ${formatDate(appointment.date)} às ${formatTime(appointment.time)}`}
        pix={flow.pix}
        loading={flow.pixLoading}
        error={flow.pixError}
        qr={flow.qr}
        canInform={view.canInform}
        informing={flow.informing}
        onCopy={() => void flow.copy()}
        onInform={flow.informar}
        onClose={flow.closePix}
      />
      <CpfDialog {...flow.cpfDialog} />
    </Stack>
  );
}
