import { useId } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { SlotCalendar, TimeGrid } from '@acolhe/shared-ui/dates';
import { formatDate, type TherapistAppointment } from '@acolhe/shared-domain';
import { DialogFrame, submitWith } from '@acolhe/shared-ui/area-privada';
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
    <DialogFrame opened={appointment !== null} onClose={onClose} title="Remarcar consulta" size="lg">
      {appointment && <RescheduleForm key={appointment.id} appointment={appointment} now={now} onClose={onClose} />}
    </DialogFrame>
  );
}

function RescheduleForm({ appointment, now, onClose }: Props & { appointment: TherapistAppointment }) {
  const dialog = useRescheduleDialog(appointment, now, onClose);
  const id = useId();
  const clientName = appointment.clientName || appointment.cliente?.name || 'Cliente';
  return (
    <form noValidate onSubmit={submitWith(dialog.submit)}>
      <Stack gap="md">
        <Text size="sm">
          {clientName} — atual: {formatDate(appointment.date)}, {sessionTimeRange(appointment)}. O status da consulta não muda.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SlotCalendar
            id={`${id}-date`}
            title="Nova data"
            month={dialog.month}
            value={dialog.date}
            today={dialog.today}
            isDayDisabled={dialog.isDayDisabled}
            loading={dialog.slotsLoading}
            error={dialog.slotsFailed}
            monthEmpty={dialog.monthEmpty}
            onRetry={dialog.retrySlots}
            onMonthChange={dialog.chooseMonth}
            onSelect={dialog.chooseDate}
          />
          <TimeGrid id={`${id}-time`} title="Novo horário" columns={3} size="xs" date={dialog.date} times={dialog.times} value={dialog.time} onSelect={dialog.chooseTime} />
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
