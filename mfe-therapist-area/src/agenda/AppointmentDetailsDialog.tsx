import { useEffect, useEffectEvent } from 'react';
import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notify } from '@acolhe/shared-ui';
import { apiErrorMessage } from '@acolhe/shared-auth';
import {
  THERAPIST_NOTES_MAX,
  appointmentDetailsSchema,
  formatDate,
  validate,
  type TherapistAppointment,
} from '@acolhe/shared-domain';
import { useUpdateAppointmentDetails } from '../api';
import { AgendaModal } from './AgendaModal';

export const DETAILS_SAVED = 'Detalhes atualizados!';
export const DETAILS_FAILED = 'Erro ao salvar';

interface Values {
  meetingLink: string;
  therapistNotes: string;
}

function validateDetails(values: Values): Record<string, string> {
  const result = validate(appointmentDetailsSchema, values);
  return result.success ? {} : result.fieldErrors;
}

/** product.md#screens appointment-details dialog: meeting link and the therapist's notes (PUT /sessoes/{id}). */
export function AppointmentDetailsDialog({ appointment, onClose }: { appointment: TherapistAppointment | null; onClose: () => void }) {
  const update = useUpdateAppointmentDetails();
  const form = useForm<Values>({ initialValues: { meetingLink: '', therapistNotes: '' }, validate: validateDetails });

  // Only when another appointment is opened, not when the open one is refetched.
  const fillFromOpened = useEffectEvent(() => {
    if (!appointment) return;
    form.setValues({ meetingLink: appointment.meetingLink ?? '', therapistNotes: appointment.therapistNotes ?? '' });
    form.resetDirty();
    form.clearErrors();
  });
  const openedId = appointment?.id;
  useEffect(() => {
    if (openedId) fillFromOpened();
  }, [openedId]);

  const submit = form.onSubmit((values) => {
    if (!appointment) return;
    update.mutate(
      { appointment, meetingLink: values.meetingLink.trim(), therapistNotes: values.therapistNotes.trim() },
      {
        onSuccess: () => {
          notify({ color: 'teal', title: DETAILS_SAVED, message: 'O link e as anotações foram salvos.' });
          onClose();
        },
        onError: (err) =>
          notify({
            color: 'red',
            title: DETAILS_FAILED,
            message: apiErrorMessage(err, 'Não foi possível salvar os detalhes da consulta.'),
          }),
      },
    );
  });

  const clientName = appointment?.clientName || appointment?.cliente?.name || 'Cliente';
  return (
    <AgendaModal opened={appointment !== null} onClose={onClose} title="Detalhes da consulta">
      {appointment && (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {clientName} — {formatDate(appointment.date)} às {appointment.time}
            </Text>
            <TextInput label="Link da reunião" type="url" placeholder="https://meet.example.com/..." data-autofocus {...form.getInputProps('meetingLink')} />
            <Textarea
              label="Anotações do terapeuta"
              autosize
              minRows={3}
              maxLength={THERAPIST_NOTES_MAX}
              {...form.getInputProps('therapistNotes')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Fechar
              </Button>
              <Button type="submit" loading={update.isPending}>
                Salvar
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </AgendaModal>
  );
}
