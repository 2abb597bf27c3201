import { Alert, Button, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
// a component only the private areas use: from their façade (tooling/webpack/facades/README.md)
import { Select } from '@acolhe/shared-ui/mantine-area-privada';
import { formatCurrency, monthLabel } from '@acolhe/shared-domain';
import { FinanceChart } from './FinanceChart';
import { PaymentCard } from './PaymentCard';
import { FINANCEIRO_TEXTS as T } from './texts';
import { monthOptions, useFinanceiroTab } from './useFinanceiroTab';

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="gray.7">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

/** The 'Financeiro' tab: the month's totals, the chart, the Receita Saúde data of each received
 * payment with its receipt mark, filters by month and client, and the CSV export. */
export function FinanceiroTab({ now }: { now?: Date }) {
  const tab = useFinanceiroTab(now);
  const r = tab.data?.resumo;
  return (
    <Stack gap="lg" id="financeiro">
      <div>
        <Title order={2}>{T.title}</Title>
        <Text size="sm" c="gray.7">
          {T.intro}
        </Text>
      </div>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={T.month}
          data={monthOptions(now).map((m) => ({ value: m, label: monthLabel(m) }))}
          value={tab.mes}
          onChange={(value) => value && tab.setMes(value)}
          allowDeselect={false}
          w={200}
        />
        <Select
          label={T.client}
          data={[{ value: '', label: T.allClients }, ...(tab.data?.clientes ?? []).map((c) => ({ value: c.id, label: c.nome }))]}
          value={tab.cliente}
          onChange={(value) => tab.setCliente(value ?? '')}
          allowDeselect={false}
          w={240}
        />
        <Button variant="light" onClick={tab.exportCsv} disabled={!tab.data}>
          {T.exportCsv}
        </Button>
      </Group>
      {tab.error ? (
        <Alert color="red" variant="light" title={T.loadFailed}>
          {T.loadFailed}
        </Alert>
      ) : null}
      {r ? (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
          <Stat label={T.sessions} value={String(r.sessoes)} hint={`${r.realizadas} ${T.done}`} />
          <Stat label={T.received} value={formatCurrency(r.recebido)} />
          <Stat label={T.pending} value={formatCurrency(r.pendente)} />
          <Stat label={T.free} value={String(r.gratuitas)} />
          <Stat label={T.receiptsPending} value={String(r.recibosPendentes)} />
          {r.aReembolsar > 0 || r.reembolsado > 0 ? (
            <Stat label={T.toRefund} value={formatCurrency(r.aReembolsar)} hint={`${T.refunded}: ${formatCurrency(r.reembolsado)}`} />
          ) : null}
        </SimpleGrid>
      ) : null}
      {tab.data ? <FinanceChart months={tab.data.meses} /> : null}
      <Switch label={T.onlyPending} checked={tab.onlyPending} onChange={(event) => tab.setOnlyPending(event.currentTarget.checked)} />
      {tab.data && tab.entries.length === 0 ? <Text c="gray.7">{T.empty}</Text> : null}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Pagamentos de ${monthLabel(tab.mes)}`}>
        {tab.entries.map((e) => (
          <PaymentCard
            key={`${e.sessaoId}:${e.estado}:${e.recibo.emitido}:${e.recibo.numero}`}
            entry={e}
            saving={tab.saving === e.sessaoId}
            onCopy={(value) => void tab.copy(value)}
            onSave={(emitido, numero) => tab.saveReceipt(e.sessaoId, emitido, numero)}
            onDestination={(destino) => tab.markDestination(e.sessaoId, destino)}
            movingDestination={tab.movingDestination === e.sessaoId}
          />
        ))}
      </Stack>
    </Stack>
  );
}
