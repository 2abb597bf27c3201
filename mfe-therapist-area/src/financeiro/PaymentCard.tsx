import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { PAYMENT_STATE_LABELS, formatCurrency, formatDate, receitaSaudeFields, type FinanceEntry } from '@acolhe/shared-domain';
import { FINANCEIRO_TEXTS as T } from './texts';

const STATE_COLORS = { pendente: 'yellow', informado: 'blue', confirmado: 'teal', nao_recebido: 'red' } as const;

interface Props {
  entry: FinanceEntry;
  saving: boolean;
  onCopy: (value: string) => void;
  onSave: (emitido: boolean, numero: string) => void;
}

/** One session's payment; once received, what the Receita Saúde app asks (each with 'Copiar')
 * and the mark 'Recibo emitido no Receita Saúde'. */
export function PaymentCard({ entry, saving, onCopy, onSave }: Props) {
  const [emitido, setEmitido] = useState(entry.recibo.emitido);
  const [numero, setNumero] = useState(entry.recibo.numero);
  const who = `${entry.clienteNome}, ${formatDate(entry.data)} às ${entry.hora}`;
  return (
    <Paper withBorder p="md" radius="md" component="li" aria-label={`Pagamento de ${who}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{who}</Text>
          <Group gap="xs">
            <Text>{entry.gratuita ? T.free : formatCurrency(entry.valor)}</Text>
            {entry.gratuita ? null : (
              <Badge color={STATE_COLORS[entry.estado]} variant="light" c="dark.8">
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
        {!entry.gratuita && entry.estado === 'confirmado' ? (
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
