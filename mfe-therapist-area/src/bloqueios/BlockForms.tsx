import { useId } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { NewAgendaBlock } from '../api';
import { DateField } from '../forms/DateField';
import { HoraInput, submitWith } from '@acolhe/shared-ui/area-privada';
import {
  EMPTY_EXTRA,
  EMPTY_PERIOD,
  extraFieldErrors,
  extraToBlock,
  periodFieldErrors,
  periodToBlock,
  type BlockErrors,
} from './blocks';
import { useBlockForm } from './useAgendaBlocksEditor';

const REASON_MAX = 200;

interface FormProps {
  add: (block: NewAgendaBlock) => Promise<BlockErrors | null>;
  busy: boolean;
}

/** What both forms have: a reason, sent with the button named as the form. */
interface ReasonForm {
  values: { reason: string };
  errors: { reason?: string | undefined };
  set: (field: 'reason', value: string) => void;
  submit: () => Promise<void>;
}

function FormCard({ title, form, busy, reasonPlaceholder, children }: { title: string; form: ReasonForm; busy: boolean; reasonPlaceholder?: string; children: React.ReactNode }) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md">
      <form noValidate aria-labelledby={titleId} onSubmit={submitWith(form.submit)}>
        <Stack gap="sm">
          <Title order={3} size="h5" id={titleId}>
            {title}
          </Title>
          {children}
          <TextInput
            label="Motivo (opcional)"
            placeholder={reasonPlaceholder}
            maxLength={REASON_MAX}
            value={form.values.reason}
            onChange={(event) => form.set('reason', event.currentTarget.value)}
            error={form.errors.reason}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {title}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** 'Bloquear período': a vacation week, a day off or one afternoon. */
export function BlockPeriodForm({ add, busy }: FormProps) {
  const form = useBlockForm(EMPTY_PERIOD, periodToBlock, periodFieldErrors, add);
  return (
    <FormCard title="Bloquear período" form={form} busy={busy} reasonPlaceholder="Férias, congresso, consulta médica…">
      <SimpleGrid cols={2}>
        <DateField label="De" withAsterisk {...form.field('from')} />
        <DateField label="Até" description="Em branco: um só dia" clearable {...form.field('to')} />
        <HoraInput label="Hora de início" description="Em branco: desde 00:00" {...form.field('startTime')} />
        <HoraInput label="Hora de fim" description="Em branco: até o fim do dia" {...form.field('endTime')} />
      </SimpleGrid>
    </FormCard>
  );
}

/** 'Abrir horário extra': hours on one date besides the weekly ones. */
export function ExtraHoursForm({ add, busy }: FormProps) {
  const form = useBlockForm(EMPTY_EXTRA, extraToBlock, extraFieldErrors, add);
  return (
    <FormCard title="Abrir horário extra" form={form} busy={busy}>
      <DateField label="Data" withAsterisk {...form.field('date')} />
      <SimpleGrid cols={2}>
        <HoraInput label="Início" withAsterisk {...form.field('start')} />
        <HoraInput label="Fim" withAsterisk {...form.field('end')} />
      </SimpleGrid>
    </FormCard>
  );
}
