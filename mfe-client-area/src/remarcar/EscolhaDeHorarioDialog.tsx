import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import { DialogFrame } from '@acolhe/shared-ui/area-privada';
import { SlotCalendar, TimeGrid, slotCalendarProps } from '@acolhe/shared-ui/dates';
import type { Appointment } from '@acolhe/shared-domain';
import type { EscolhaDeHorario } from './useEscolhaDeHorario';

/** What the dialog gives its form: the session, the way out, and where to say it is sending. */
export interface EscolhaFormProps {
  appointment: Appointment;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}

interface DialogProps {
  title: string;
  /** the session being moved; null: closed */
  appointment: Appointment | null;
  onClose: () => void;
  Form: ComponentType<EscolhaFormProps>;
}

/** The frame of 'Remarcar consulta' and 'Mudar dia e horário da série': built from Modal's parts
 * like the cancel dialog (plain div header, pt-BR close button); while a move is being sent it stays
 * open (its answer is shown there). */
export function EscolhaDeHorarioDialog({ title, appointment, onClose, Form }: DialogProps) {
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    // a width, not 'auto' (the content's max-content width, the calendar and the times side by
    // side): Mantine caps it at the screen, and the two columns wrap on a phone (issue 30)
    <DialogFrame opened={appointment !== null} onClose={close} title={title} size={600}>
      {/* keyed: another session starts a fresh choice */}
      {appointment ? <Form key={appointment.id} appointment={appointment} onClose={onClose} onBusyChange={setBusy} /> : null}
    </DialogFrame>
  );
}

interface FormProps extends Omit<EscolhaFormProps, 'appointment'> {
  escolha: EscolhaDeHorario & { sending: boolean; submit: () => void };
  /** the ids' prefix: '<id>-date', '<id>-times' */
  id: string;
  dateLabel: string;
  backLabel: string;
  confirmLabel: string;
  /** what is being moved and what the move means, above the calendar */
  intro: ReactNode;
  /** what the choice makes, below it */
  summary?: ReactNode;
}

/** The calendar and the times side by side (wrapping on a phone), what is wrong, and the buttons. */
export function EscolhaDeHorarioForm({ escolha, id, dateLabel, backLabel, confirmLabel, onClose, onBusyChange, intro, summary }: FormProps) {
  useEffect(() => {
    onBusyChange(escolha.sending);
    return () => onBusyChange(false);
  }, [escolha.sending, onBusyChange]);
  // the api's refusal of a field is said under it, and the first one said takes the focus
  const { date: dateError, time: timeError } = escolha.fieldErrors;
  const dateRefusal = useRef<HTMLParagraphElement>(null);
  const timeRefusal = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    (dateError ? dateRefusal : timeRefusal).current?.focus();
  }, [dateError, timeError]);
  return (
    <Stack gap="md">
      {intro}
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Box>
          <SlotCalendar id={`${id}-date`} title={dateLabel} {...slotCalendarProps(escolha)} />
          {dateError && (
            <Text ref={dateRefusal} id={`${id}-date-refused`} c="red" size="sm" mt={4} tabIndex={-1}>
              {dateError}
            </Text>
          )}
        </Box>
        <Box miw={180} style={{ flex: 1 }}>
          <TimeGrid id={`${id}-times`} date={escolha.shownDate} times={escolha.times} value={escolha.state.time} onSelect={escolha.selectTime} />
          {timeError && (
            <Text ref={timeRefusal} id={`${id}-times-refused`} c="red" size="sm" mt={4} tabIndex={-1}>
              {timeError}
            </Text>
          )}
        </Box>
      </Group>
      {summary}
      {escolha.problem && (
        <Alert color="red" variant="light" role="alert">
          {escolha.problem}
        </Alert>
      )}
      <Group justify="flex-end" wrap="wrap">
        <Button variant="default" onClick={onClose} disabled={escolha.sending}>
          {backLabel}
        </Button>
        <Button onClick={escolha.submit} loading={escolha.sending}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
