import { Badge, Group, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { DAY_OF_WEEK_LABELS, type AvailabilityDay, type DayOfWeek } from '@acolhe/shared-domain';
import { HoraInput } from '@acolhe/shared-ui/area-privada';
import { dayPreview, slotCountLabel, type DayErrors } from './availabilityForm';

interface Props {
  day: AvailabilityDay;
  sessionDuration: number | string;
  bufferMinutes: number;
  errors?: DayErrors;
  /** the schema's path of the day's hours ('schedule.1.workingHours'): its inputs' names */
  path?: string;
  onChange: (dayOfWeek: DayOfWeek, change: { isAvailable?: boolean; start?: string; end?: string }) => void;
}

/** One day of the week: on/off, working hours and the live preview of its slots. */
export function DayCard({ day, sessionDuration, bufferMinutes, errors, path, onChange }: Props) {
  const name = DAY_OF_WEEK_LABELS[day.dayOfWeek];
  const slots = dayPreview(day, sessionDuration, bufferMinutes);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={name} data-testid={`dia-${day.dayOfWeek}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{name}</Text>
          <Switch
            label={day.isAvailable ? 'Disponível' : 'Indisponível'}
            aria-label={`${name}: disponível`}
            checked={day.isAvailable}
            onChange={(event) => onChange(day.dayOfWeek, { isAvailable: event.currentTarget.checked })}
          />
        </Group>
        {day.isAvailable && (
          <>
            <SimpleGrid cols={2}>
              <HoraInput
                label="Início"
                aria-label={`${name}: início`}
                name={path && `${path}.start`}
                value={day.workingHours.start}
                error={errors?.start}
                onChange={(start) => onChange(day.dayOfWeek, { start })}
              />
              <HoraInput
                label="Fim"
                aria-label={`${name}: fim`}
                name={path && `${path}.end`}
                value={day.workingHours.end}
                error={errors?.end}
                onChange={(end) => onChange(day.dayOfWeek, { end })}
              />
            </SimpleGrid>
            <div aria-live="polite">
              <Text size="sm" c="dimmed" data-testid={`contagem-${day.dayOfWeek}`}>
                {slotCountLabel(slots.length)}
              </Text>
              <Group gap={6} mt={6}>
                {slots.map((time) => (
                  <Badge key={time} variant="light" radius="sm">
                    {time}
                  </Badge>
                ))}
              </Group>
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
}
