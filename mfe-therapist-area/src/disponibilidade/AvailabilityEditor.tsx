import { useRef } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { submitWith } from '@acolhe/shared-ui/area-privada';
import { BufferSelect, MinNoticeInput, SessionDurationInput } from '../sessionSettings/SessionSettingsFields';
import { PUBLICATION_FIELD_ANCHORS } from '@acolhe/shared-domain';
import { DayCard } from './DayCard';
import { useAvailabilityEditor } from './useAvailabilityEditor';

/** Disponibilidade tab: the session settings (length, rest, notice), 7 day cards (Domingo..Sábado) and save. */
export function AvailabilityEditor({ therapistId }: { therapistId: string }) {
  const form = useRef<HTMLFormElement>(null);
  const editor = useAvailabilityEditor(therapistId, form);
  if (editor.loading) return <Text>Carregando...</Text>;
  return (
    <form ref={form} noValidate id={PUBLICATION_FIELD_ANCHORS.availability} tabIndex={-1} aria-label="Disponibilidade" onSubmit={submitWith(editor.submit)}>
      <Stack gap="lg">
        <div>
          <Title order={2}>Disponibilidade semanal</Title>
          <Text c="dimmed">
            Defina os dias e horários em que você atende. Os horários são gerados pela duração da sessão mais o intervalo entre sessões.
          </Text>
        </div>
        <Paper withBorder radius="md" p="md" component="section" aria-label="Sessões">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <SessionDurationInput error={editor.errors.sessionDuration} />
            <BufferSelect error={editor.errors.bufferMinutes} />
            <MinNoticeInput error={editor.errors.minNoticeHours} />
          </SimpleGrid>
        </Paper>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {editor.state.schedule.map((day, index) => (
            <DayCard
              key={day.dayOfWeek}
              path={`schedule.${index}.workingHours`}
              day={day}
              sessionDuration={editor.settings.sessionDuration}
              bufferMinutes={editor.settings.bufferMinutes}
              errors={editor.errors.days[day.dayOfWeek]}
              onChange={editor.setDay}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={editor.saving}>
            Salvar disponibilidade
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
