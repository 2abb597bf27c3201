import { useId } from 'react';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { DatesPtBr } from '@acolhe/shared-ui/dates';
import { formatDate, formatLongDate, type TherapistAppointment } from '@acolhe/shared-domain';
import { CALENDAR_ARIA_LABELS } from '../forms/calendarLabels';
import { AgendaModal } from './AgendaModal';
import { sessionTimeRange } from './sessionView';
import { useRescheduleDialog } from './useRescheduleDialog';

interface Props {
  appointment: TherapistAppointment | null;
  now: Date;
  onClose: () => void;
}

/** 'Remarcar': a date picker and a time grid of the available slots; the status stays as it is. */
export function RescheduleDialog({ appointment, now, onClose }: Props) {
  return (
    <AgendaModal opened={appointment !== null} onClose={onClose} title="Remarcar consulta" size="lg">
      {appointment && <RescheduleForm key={appointment.id} appointment={appointment} now={now} onClose={onClose} />}
    </AgendaModal>
  );
}

function RescheduleForm({ appointment, now, onClose }: Props & { appointment: TherapistAppointment }) {
  const dialog = useRescheduleDialog(appointment, now, onClose);
  const dateTitleId = useId();
  const timeTitleId = useId();
  const clientName = appointment.clientName || appointment.cliente?.name || 'Cliente';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        dialog.submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {clientName} — atual: {formatDate(appointment.date)}, {sessionTimeRange(appointment)}. O status da consulta não muda.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap="xs" role="group" aria-labelledby={dateTitleId}>
            <Title order={3} size="h5" id={dateTitleId}>
              Nova data
            </Title>
            <DatesPtBr>
              <DatePicker
                value={dialog.date}
                onChange={(value) => value && dialog.chooseDate(value)}
                date={dialog.month}
                onDateChange={dialog.chooseMonth}
                minDate={dialog.today}
                maxLevel="month"
                excludeDate={dialog.isDayDisabled}
                getDayAriaLabel={(day) => formatLongDate(day)}
                ariaLabels={CALENDAR_ARIA_LABELS}
              />
            </DatesPtBr>
            {dialog.slotsLoading && (
              <Group gap="xs" role="status">
                <Loader size="xs" />
                <Text size="sm" c="dimmed">
                  Carregando horários...
                </Text>
              </Group>
            )}
            {dialog.slotsFailed && (
              <Alert color="red" variant="light">
                <Group justify="space-between">
                  <Text size="sm">Não foi possível carregar os horários.</Text>
                  <Button size="xs" variant="subtle" onClick={dialog.retrySlots}>
                    Tentar novamente
                  </Button>
                </Group>
              </Alert>
            )}
            {dialog.monthEmpty && (
              <Text size="sm" c="dimmed" role="status">
                Nenhum horário disponível neste mês.
              </Text>
            )}
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h5" id={timeTitleId}>
              Novo horário
            </Title>
            {dialog.date === null ? (
              <Text size="sm" c="dimmed">
                Escolha uma data no calendário.
              </Text>
            ) : dialog.times.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nenhum horário disponível nesta data.
              </Text>
            ) : (
              <>
                <Text size="sm" c="dimmed">
                  {formatLongDate(dialog.date)}
                </Text>
                <SimpleGrid cols={3} spacing="xs" role="group" aria-labelledby={timeTitleId}>
                  {dialog.times.map((time) => (
                    <Button
                      key={time}
                      size="xs"
                      variant={time === dialog.time ? 'filled' : 'default'}
                      aria-pressed={time === dialog.time}
                      onClick={() => dialog.chooseTime(time)}
                    >
                      {time}
                    </Button>
                  ))}
                </SimpleGrid>
              </>
            )}
          </Stack>
        </SimpleGrid>
        {dialog.error && (
          <Alert color="red" variant="light" role="alert">
            {dialog.error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Voltar
          </Button>
          <Button type="submit" disabled={!dialog.date || !dialog.time} loading={dialog.saving}>
            Confirmar remarcação
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
