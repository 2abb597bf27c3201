import { Button, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AVAILABILITY_DURATION_MAX, AVAILABILITY_DURATION_MIN, AVAILABILITY_DURATION_STEP } from '@acolhe/shared-domain';
import { DayCard } from './DayCard';
import { useAvailabilityEditor } from './useAvailabilityEditor';

/** Disponibilidade tab: 7 day cards (Domingo..Sábado), the session duration and save. */
export function AvailabilityEditor({ therapistId }: { therapistId: string }) {
  const editor = useAvailabilityEditor(therapistId);
  if (editor.loading) return <Text>Carregando...</Text>;
  return (
    <form
      noValidate
      aria-label="Disponibilidade"
      onSubmit={(event) => {
        event.preventDefault();
        editor.submit();
      }}
    >
      <Stack gap="lg">
        <div>
          <Title order={2}>Disponibilidade semanal</Title>
          <Text c="dimmed">Defina os dias e horários em que você atende. Os horários são gerados pela duração da sessão.</Text>
        </div>
        <NumberInput
          label="Duração da sessão (minutos)"
          withAsterisk
          min={AVAILABILITY_DURATION_MIN}
          max={AVAILABILITY_DURATION_MAX}
          step={AVAILABILITY_DURATION_STEP}
          allowDecimal={false}
          clampBehavior="none"
          value={editor.state.sessionDuration}
          onChange={editor.setSessionDuration}
          error={editor.errors.sessionDuration}
          maw={280}
        />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {editor.state.schedule.map((day) => (
            <DayCard
              key={day.dayOfWeek}
              day={day}
              sessionDuration={editor.state.sessionDuration}
              error={editor.errors.days[day.dayOfWeek]}
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
