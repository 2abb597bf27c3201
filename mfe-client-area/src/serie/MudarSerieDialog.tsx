import { useEffect, useState } from 'react';
import { Alert, Box, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { SlotCalendar, TimeGrid } from '@acolhe/shared-ui/dates';
import { resumoDaSerie } from '@acolhe/shared-ui/area-privada';
import { formatDate, type Appointment } from '@acolhe/shared-domain';
import { MUDAR_SERIE_TEXTS as T } from '../texts';
import { useMudarSerie } from './useMudarSerie';

interface Props {
  /** a session of the series being moved; null: closed */
  appointment: Appointment | null;
  onClose: () => void;
}

/** 'Mudar dia e horário da série': the therapist's free slots (the reschedule's picker); the
 * chosen date and time become the series' new weekday, time and first date. */
export function MudarSerieDialog({ appointment, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal.Root opened={appointment !== null} onClose={close} centered size={600}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{T.titulo}</Modal.Title>
          <Modal.CloseButton aria-label="Fechar" />
        </Modal.Header>
        <Modal.Body>
          {appointment ? <MudarSerieForm key={appointment.id} appointment={appointment} onClose={onClose} onBusyChange={setBusy} /> : null}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function MudarSerieForm({ appointment, onClose, onBusyChange }: { appointment: Appointment; onClose: () => void; onBusyChange: (busy: boolean) => void }) {
  const m = useMudarSerie(appointment, onClose);
  useEffect(() => {
    onBusyChange(m.sending);
    return () => onBusyChange(false);
  }, [m.sending, onBusyChange]);
  return (
    <Stack gap="md">
      {m.serie ? <Text>{T.atual(resumoDaSerie(m.serie))}</Text> : null}
      <Alert color="blue" variant="light" role="note">
        <Text size="sm">{T.explicacao}</Text>
      </Alert>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <SlotCalendar
          id="mudar-serie-date"
          title={T.dataLabel}
          month={m.state.month}
          value={m.state.date}
          today={m.today}
          isDayDisabled={m.isDayDisabled}
          loading={m.slots.loading}
          error={m.slots.error}
          monthEmpty={m.slots.monthEmpty}
          onRetry={m.slots.retry}
          onMonthChange={m.showMonth}
          onSelect={m.selectDate}
        />
        <Box miw={180} style={{ flex: 1 }}>
          <TimeGrid id="mudar-serie-times" date={m.shownDate} times={m.times} value={m.state.time} onSelect={m.selectTime} />
        </Box>
      </Group>
      {m.move && m.serie ? (
        <Text fw={600} aria-live="polite">
          {T.nova(resumoDaSerie({ recorrencia: m.serie.recorrencia, diaSemana: m.move.diaSemana, hora: m.move.hora, estado: 'ativa', fim: null }), formatDate(m.move.aPartirDe))}
        </Text>
      ) : null}
      {m.problem && (
        <Alert color="red" variant="light" role="alert">
          {m.problem}
        </Alert>
      )}
      <Group justify="flex-end" wrap="wrap">
        <Button variant="default" onClick={onClose} disabled={m.sending}>
          {T.voltar}
        </Button>
        <Button onClick={m.submit} loading={m.sending}>
          {T.confirmar}
        </Button>
      </Group>
    </Stack>
  );
}
