import { useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { DatesPtBr } from '@acolhe/shared-ui/dates';
import { formatDate, formatLongDate, type Appointment } from '@acolhe/shared-domain';
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
        <Stack gap="xs" role="group" aria-labelledby="remarcar-date-title">
          <Title order={3} size="h5" id="remarcar-date-title">
            {T.dateLabel}
          </Title>
          <DatesPtBr>
            <DatePicker
              value={r.state.date}
              onChange={(date) => date && r.selectDate(date)}
              date={r.state.month}
              onDateChange={r.showMonth}
              minDate={r.today}
              maxLevel="month"
              excludeDate={r.isDayDisabled}
              getDayAriaLabel={(date) => formatLongDate(date)}
              ariaLabels={{ previousMonth: T.previousMonth, nextMonth: T.nextMonth }}
            />
          </DatesPtBr>
          {r.slots.loading && (
            <Group gap="xs" role="status">
              <Loader size="xs" />
              <Text size="sm" c="gray.7">
                {T.loadingSlots}
              </Text>
            </Group>
          )}
          {r.slots.error && (
            <Group gap="xs">
              <Text size="sm">{T.slotsError}</Text>
              <Button size="xs" variant="subtle" onClick={r.slots.retry}>
                {T.retry}
              </Button>
            </Group>
          )}
          {r.slots.monthEmpty && (
            <Text size="sm" c="gray.7" role="status">
              {T.noSlotsThisMonth}
            </Text>
          )}
        </Stack>
        <Stack gap="xs" miw={180} style={{ flex: 1 }}>
          <Title order={3} size="h5" id="remarcar-times-title">
            {T.timesLabel}
          </Title>
          {r.shownDate === null ? (
            <Text size="sm" c="gray.7">
              {T.chooseDate}
            </Text>
          ) : r.times.length === 0 ? (
            <Text size="sm" c="gray.7">
              {T.noTimes}
            </Text>
          ) : (
            <>
              <Text size="sm" c="gray.7">
                {formatLongDate(r.shownDate)}
              </Text>
              <SimpleGrid cols={2} spacing="xs" role="group" aria-labelledby="remarcar-times-title">
                {r.times.map((time) => (
                  <Button
                    key={time}
                    variant={time === r.state.time ? 'filled' : 'default'}
                    aria-pressed={time === r.state.time}
                    onClick={() => r.selectTime(time)}
                  >
                    {time}
                  </Button>
                ))}
              </SimpleGrid>
            </>
          )}
        </Stack>
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
