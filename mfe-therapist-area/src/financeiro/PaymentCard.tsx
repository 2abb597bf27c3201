import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import {
  PAYMENT_DESTINATIONS,
  PAYMENT_DESTINATION_LABELS,
  PAYMENT_STATE_LABELS,
  formatCurrency,
  formatDate,
  isPaymentDestination,
  paymentDate,
  receiptDue,
  receitaSaudeFields,
  todayIso,
  type FinanceEntry,
  type PaymentDestination,
} from '@acolhe/shared-domain';
import { PAYMENT_STATE_COLORS } from '../pagamento/stateColors';
import { FINANCEIRO_TEXTS as T } from './texts';

interface Props {
  entry: FinanceEntry;
  saving: boolean;
  onCopy: (value: string) => void;
  onSave: (emitido: boolean, numero: string) => void;
  /** a cancelled session's received payment: the therapist marks what became of it (issue 41) */
  onDestination: (destino: PaymentDestination) => void;
  movingDestination: boolean;
}

/** One session's payment; once received, what the Receita Saúde app asks (each with 'Copiar')
 * and the mark 'Recibo emitido no Receita Saúde'; of a session cancelled after the payment, what
 * became of the money (a reembolsar, reembolsado, retido). */
export function PaymentCard({ entry, saving, onCopy, onSave, onDestination, movingDestination }: Props) {
  const [emitido, setEmitido] = useState(entry.recibo.emitido);
  const [numero, setNumero] = useState(entry.recibo.numero);
  const who = `${entry.clienteNome}, ${formatDate(entry.data)} às ${entry.hora}`;
  const cancelled = isPaymentDestination(entry.estado) ? entry.estado : null;
  // the receipt's data when it is due, or to undo a mark made before a refund
  const receipt = !entry.gratuita && (receiptDue(entry) || (cancelled !== null && entry.recibo.emitido));
  return (
    <Paper withBorder p="md" radius="md" component="li" aria-label={`Pagamento de ${who}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{who}</Text>
          <Group gap="xs">
            <Text>{entry.gratuita ? T.free : formatCurrency(entry.valor)}</Text>
            {entry.gratuita ? null : (
              <Badge color={PAYMENT_STATE_COLORS[entry.estado]} variant="light" c="dark.8">
                {PAYMENT_STATE_LABELS[entry.estado]}
              </Badge>
            )}
            {entry.recibo.emitido ? (
              <Badge color="teal" variant="outline" c="dark.8">
                Recibo emitido{entry.recibo.numero ? ` nº ${entry.recibo.numero}` : ''}
              </Badge>
            ) : null}
          </Group>
        </Group>
        {cancelled && entry.canceladaEm ? (
          <Stack gap={4}>
            <Text size="sm" c="gray.8">
              {T.cancelledAfterPayment(formatDate(todayIso(new Date(entry.canceladaEm))), paymentDate(entry))}
            </Text>
            <Radio.Group
              label={T.destination}
              description={T.destinationHint}
              value={cancelled}
              onChange={(value) => value !== cancelled && onDestination(value as PaymentDestination)}
              aria-label={`${T.destination}: ${who}`}
            >
              <Group gap="md" mt={4}>
                {PAYMENT_DESTINATIONS.map((d) => (
                  <Radio key={d} value={d} label={PAYMENT_DESTINATION_LABELS[d]} disabled={movingDestination} />
                ))}
              </Group>
            </Radio.Group>
          </Stack>
        ) : null}
        {receipt ? (
          <>
            <Text size="sm" fw={600} mt="xs">
              {T.receiptHeading}
            </Text>
            {!entry.clienteCpf ? (
              <Text size="sm" c="red.9">
                {T.noCpf}
              </Text>
            ) : null}
            <Stack component="dl" gap={4} m={0}>
              {receitaSaudeFields(entry).map((f) => (
                <Group key={f.label} gap="xs" wrap="nowrap" justify="space-between">
                  <div style={{ minWidth: 0 }}>
                    <Text component="dt" size="xs" c="gray.7">
                      {f.label}
                    </Text>
                    <Text component="dd" size="sm" m={0} style={{ wordBreak: 'break-word' }}>
                      {f.value || '—'}
                    </Text>
                  </div>
                  {f.copy === false ? null : (
                    <Button
                      size="compact-xs"
                      variant="light"
                      disabled={!f.value}
                      onClick={() => onCopy(f.value)}
                      aria-label={`${T.copy} ${f.label}: ${who}`}
                      style={{ flexShrink: 0 }}
                    >
                      {T.copy}
                    </Button>
                  )}
                </Group>
              ))}
            </Stack>
            <Group gap="xs" align="flex-end" wrap="wrap" mt="xs">
              <Checkbox label={T.mark} checked={emitido} onChange={(event) => setEmitido(event.currentTarget.checked)} />
              {emitido ? (
                <TextInput size="xs" label={T.number} maxLength={40} value={numero} onChange={(event) => setNumero(event.currentTarget.value)} />
              ) : null}
              <Button size="xs" loading={saving} onClick={() => onSave(emitido, numero)} aria-label={`${T.save}: ${who}`}>
                {T.save}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
