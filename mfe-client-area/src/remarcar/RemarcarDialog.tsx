import { useEffect, useState } from 'react';
import { Alert, Box, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { SlotCalendar, TimeGrid } from '@acolhe/shared-ui/dates';
import { formatDate, type Appointment } from '@acolhe/shared-domain';
import { timeRangeOf } from '../consultas/consultas';
import { REMARCAR_TEXTS as T } from './remarcarTexts';
import { useRemarcar } from './useRemarcar';

interface Props {
  /** the session being moved; null: closed */
  appointment: Appointment | null;
  onClose: () => void;
}

/** 'Remarcar consulta': a date picker and a time grid over the therapist's available slots. Built
 * from Modal's parts like the cancel dialog (plain div header, pt-BR close button). */
export function RemarcarDialog({ appointment, onClose }: Props) {
  // while the move is being sent the dialog stays open (its answer is shown there)
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    // a width, not 'auto' (the content's max-content width, the calendar and the times side by
    // side): Mantine caps it at the screen, and the two columns wrap on a phone (issue 30)
    <Modal.Root opened={appointment !== null} onClose={close} centered size={600}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{T.title}</Modal.Title>
          <Modal.CloseButton aria-label="Fechar" />
        </Modal.Header>
        <Modal.Body>
          {/* keyed: another session starts a fresh choice */}
          {appointment ? (
            <RemarcarForm key={appointment.id} appointment={appointment} onClose={onClose} onBusyChange={setBusy} />
          ) : null}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

interface FormProps {
  appointment: Appointment;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}

function RemarcarForm({ appointment, onClose, onBusyChange }: FormProps) {
  const r = useRemarcar(appointment, onClose);
  useEffect(() => {
    onBusyChange(r.sending);
    return () => onBusyChange(false);
  }, [r.sending, onBusyChange]);
  const who = appointment.therapistName || 'o terapeuta';
  return (
    <Stack gap="md">
      <Text>{T.current(`${formatDate(appointment.date)}, ${timeRangeOf(appointment)}, com ${who}`)}</Text>
      <Alert color="blue" variant="light" role="note">
        <Text size="sm">{T.reconfirm}</Text>
        <Text size="sm" mt={4}>
          {T.originalSlot}
        </Text>
      </Alert>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <SlotCalendar
          id="remarcar-date"
          title={T.dateLabel}
          month={r.state.month}
          value={r.state.date}
          today={r.today}
          isDayDisabled={r.isDayDisabled}
          loading={r.slots.loading}
          error={r.slots.error}
          monthEmpty={r.slots.monthEmpty}
          onRetry={r.slots.retry}
          onMonthChange={r.showMonth}
          onSelect={r.selectDate}
        />
        <Box miw={180} style={{ flex: 1 }}>
          <TimeGrid id="remarcar-times" date={r.shownDate} times={r.times} value={r.state.time} onSelect={r.selectTime} />
        </Box>
      </Group>
      {r.problem && (
        <Alert color="red" variant="light" role="alert">
          {r.problem}
        </Alert>
      )}
      <Group justify="flex-end" wrap="wrap">
        <Button variant="default" onClick={onClose} disabled={r.sending}>
          {T.keep}
        </Button>
        <Button onClick={r.submit} loading={r.sending}>
          {T.confirm}
        </Button>
      </Group>
    </Stack>
  );
}
