import { useEffect, useEffectEvent } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useForm } from '@mantine/form';
import { notify } from '@acolhe/shared-ui';
import { apiErrorMessage, apiFieldErrors } from '@acolhe/shared-auth';
import {
  appointmentDetailsSchema,
  formatDate,
  validate,
  type TherapistAppointment,
} from '@acolhe/shared-domain';
import { useUpdateAppointmentDetails } from '../api';
import { DialogFrame } from '@acolhe/shared-ui/area-privada';
import { PRONTUARIO_TEXTS, recordHash } from '../prontuario/texts';

export const DETAILS_SAVED = 'Detalhes atualizados!';
export const DETAILS_FAILED = 'Erro ao salvar';

interface Values {
  meetingLink: string;
}

function validateDetails(values: Values): Record<string, string> {
  const result = validate(appointmentDetailsSchema, values);
  return result.success ? {} : result.fieldErrors;
}

/** product.md#screens appointment-details dialog: the meeting link (PUT /sessoes/{id}); the session's
 * notes are the client's prontuário now (a link opens it in the area). */
export function AppointmentDetailsDialog({ appointment, onClose }: { appointment: TherapistAppointment | null; onClose: () => void }) {
  const update = useUpdateAppointmentDetails();
  const form = useForm<Values>({ initialValues: { meetingLink: '' }, validate: validateDetails });

  // Only when another appointment is opened, not when the open one is refetched.
  const fillFromOpened = useEffectEvent(() => {
    if (!appointment) return;
    form.setValues({ meetingLink: appointment.meetingLink ?? '' });
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
      { appointment, meetingLink: values.meetingLink.trim() },
      {
        onSuccess: () => {
          notify({ color: 'teal', title: DETAILS_SAVED, message: 'O link da sessão foi salvo.' });
          onClose();
        },
        onError: (err) => {
          notify({
            color: 'red',
            title: DETAILS_FAILED,
            message: apiErrorMessage(err, 'Não foi possível salvar os detalhes da consulta.'),
          });
          // the api's refusal of the link is said at the field (issue 44 item 3)
          const fieldErrors = apiFieldErrors(err);
          const first = Object.keys(fieldErrors)[0];
          if (first) {
            form.setErrors(fieldErrors);
            form.getInputNode(first)?.focus();
          }
        },
      },
    );
  });

  const clientName = appointment?.clientName || appointment?.cliente?.name || 'Cliente';
  // the record opens for a client the therapist has seen (a confirmed or done session)
  const seen = appointment?.status === 'CONFIRMED' || appointment?.status === 'COMPLETED';
  return (
    <DialogFrame opened={appointment !== null} onClose={onClose} title="Detalhes da consulta">
      {appointment && (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {clientName} — {formatDate(appointment.date)} às {appointment.time}
            </Text>
            <TextInput label="Link da reunião" type="url" placeholder="https://meet.example.com/..." data-autofocus {...form.getInputProps('meetingLink')} />
            <Alert color="teal" variant="light" title="Anotações da sessão">
              <Stack gap={4} align="flex-start">
                <Text size="sm">{PRONTUARIO_TEXTS.notesMoved}</Text>
                {seen && (
                  <Anchor component={Link} to={{ hash: recordHash(appointment.clientId) }} onClick={onClose} size="sm" fw={600}>
                    Abrir prontuário de {clientName}
                  </Anchor>
                )}
              </Stack>
            </Alert>
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
    </DialogFrame>
  );
}
