import { useId } from 'react';
import { Group, Paper, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { SectionStatus } from '../ui/SectionStatus';
import type { AgendaHoliday } from '@acolhe/shared-domain';
import { holidayDateText } from './holidays';
import { useHolidaysEditor } from './useHolidaysEditor';

function HolidayRow({ holiday, saving, onChange }: { holiday: AgendaHoliday; saving: boolean; onChange: (open: boolean) => void }) {
  const nameId = useId();
  return (
    <Paper component="li" withBorder radius="sm" p="sm" aria-labelledby={nameId}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text fw={500} id={nameId}>
            {holiday.name}
          </Text>
          <Text size="sm" c="dimmed">
            {holidayDateText(holiday.date)}
          </Text>
        </div>
        <Switch
          label="Atender neste feriado"
          aria-describedby={nameId}
          checked={holiday.open}
          disabled={saving}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      </Group>
    </Paper>
  );
}

/** Under Disponibilidade: Brazil's national holidays, closed unless the therapist opens one. */
export function HolidaysSection({ therapistId, now }: { therapistId: string; now?: Date }) {
  const editor = useHolidaysEditor(therapistId, now);
  return (
    <Stack gap="md" component="section" aria-labelledby="feriados-titulo">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} id="feriados-titulo">
            Feriados nacionais
          </Title>
          <Text c="dimmed">Nos feriados nacionais sua agenda fica fechada, a menos que você escolha atender.</Text>
        </div>
        <SegmentedControl
          aria-label="Ano"
          data={editor.years.map(String)}
          value={String(editor.year)}
          onChange={(value) => editor.setYear(Number(value))}
        />
      </Group>
      <SectionStatus
        of={editor}
        failedTitle="Não foi possível carregar os feriados."
        emptyText={editor.holidays.length === 0 && `Nenhum feriado nacional por vir em ${editor.year}.`}
        emptySize="sm"
      />
      {editor.holidays.length > 0 && (
        <Stack component="ul" gap="xs" aria-label={`Feriados de ${editor.year}`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {editor.holidays.map((holiday) => (
            <HolidayRow
              key={holiday.date}
              holiday={holiday}
              saving={editor.savingDate === holiday.date}
              onChange={(open) => editor.setOpen(holiday, open)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
