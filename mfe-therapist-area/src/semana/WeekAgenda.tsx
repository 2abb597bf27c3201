import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SERIES_SESSION_BADGE } from '@acolhe/shared-domain';
import { EntrarNaSala } from '@acolhe/shared-ui/area-privada';
import { sessionCountLabel, type WeekDay } from './week';

interface Props {
  days: WeekDay[];
  rangeLabel: string;
  isCurrentWeek: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onCurrent: () => void;
}

function DayColumn({ day }: { day: WeekDay }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-label={day.fullLabel}
      // today stands out by its border (a tinted background would lower the grey text's contrast)
      style={day.isToday ? { borderColor: 'var(--mantine-color-teal-7)', borderWidth: 2 } : undefined}
      data-testid={`semana-${day.date}`}
    >
      <Stack gap={6}>
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {day.shortWeekday} {day.dayMonth}
          </Text>
          {day.isToday && (
            <Badge size="xs" variant="light" color="teal" c="dark.8" tt="none">
              Hoje
            </Badge>
          )}
        </Group>
        {day.sessions.length === 0 ? (
          <Text size="xs" c="gray.7">
            {sessionCountLabel(0)}
          </Text>
        ) : (
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {day.sessions.map((s) => (
              <li key={s.id}>
                <Text size="sm" fw={600} component="span" style={{ whiteSpace: 'nowrap' }}>
                  {s.timeRange}
                </Text>{' '}
                <Text size="sm" component="span">
                  {s.clientFirstName}
                </Text>
                {s.serie && (
                  <>
                    {' '}
                    <Badge size="xs" variant="light" color="teal" c="dark.8" tt="none">
                      {SERIES_SESSION_BADGE}
                    </Badge>
                  </>
                )}
                <Text size="xs" c="gray.7">
                  {s.modality}
                  {s.status === 'COMPLETED' ? ' · Realizada' : ''}
                </Text>
                <EntrarNaSala sessao={s.sala} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** 'Agenda da semana': Monday → Sunday columns (one under the other on a phone) with the
 * confirmed sessions' times and clients' first names; previous / next week. */
export function WeekAgenda({ days, rangeLabel, isCurrentWeek, onPrevious, onNext, onCurrent }: Props) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="semana-titulo">
      <Group justify="space-between" align="center" gap="xs">
        <div>
          <Title order={2} id="semana-titulo">
            Agenda da semana
          </Title>
          <Text size="sm" c="gray.7" aria-live="polite">
            {rangeLabel}
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={onPrevious}>
            Semana anterior
          </Button>
          {!isCurrentWeek && (
            <Button variant="light" size="xs" onClick={onCurrent}>
              Esta semana
            </Button>
          )}
          <Button variant="default" size="xs" onClick={onNext}>
            Próxima semana
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 7 }} spacing="xs">
        {days.map((day) => (
          <DayColumn key={day.date} day={day} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
