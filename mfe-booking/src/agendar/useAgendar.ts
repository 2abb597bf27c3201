// The /agendar/{id} page: the shared booking flow, the therapist's header data, the client's
// personal data (prefilled from GET /clientes/{id}), payment method and the submit rule.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useForm } from '@mantine/form';
import { maskPhone } from '@acolhe/shared-domain';
import type { HourMinute, IsoDate } from '@acolhe/shared-domain';
import { useClientProfile, usePublicTherapist } from '../api/hooks';
import { decideSubmit, notesVisible, useBookingFlow, useBookingSubmit } from '../booking';
import { prefillContact, validateAgendar, type AgendarErrors, type ContactValues } from './validation';

const EMPTY: ContactValues = { name: '', email: '', phone: '', paymentMethod: '' };

export function useAgendar(therapistId: string) {
  const navigate = useNavigate();
  const flow = useBookingFlow(therapistId);
  const submitter = useBookingSubmit({ therapistId, origin: 'agendar', returnTo: `/agendar/${therapistId}` });
  const { viewer } = submitter;
  const therapist = usePublicTherapist(therapistId);
  const client = useClientProfile(viewer.kind === 'cliente' ? viewer.user.id : null);
  const restored = flow.restoredFrom;

  const form = useForm<ContactValues>({
    initialValues: prefillContact(
      { ...EMPTY, paymentMethod: restored?.paymentMethod ?? '' },
      restored?.contact,
      viewer.kind === 'cliente' ? viewer.user : null,
    ),
  });
  // Date and time errors live beside the calendar; they clear as soon as the user picks.
  const [slotErrors, setSlotErrors] = useState<Pick<AgendarErrors, 'date' | 'time'>>({});

  const profile = client.data;
  useEffect(() => {
    if (!profile) return;
    const next = prefillContact(form.getValues(), profile);
    form.setValues({ ...next, phone: maskPhone(next.phone) });
    // runs when the profile arrives; prefill never overwrites what was typed
  }, [profile]);

  const { selectDate: pickDate, selectTime: pickTime } = flow;
  const selectDate = useCallback(
    (date: IsoDate) => {
      pickDate(date);
      setSlotErrors((e) => ({ ...e, date: undefined }));
    },
    [pickDate],
  );
  const selectTime = useCallback(
    (time: HourMinute) => {
      pickTime(time);
      setSlotErrors({});
    },
    [pickTime],
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const values = form.getValues();
    const result = validateAgendar(flow.state, values);
    const decision = decideSubmit(viewer, result.ok);
    if (decision === 'not-allowed') return;
    if (!result.ok) {
      const { date, time, ...fields } = result.errors;
      setSlotErrors({ date, time });
      form.setErrors(fields);
      return;
    }
    const { output } = result;
    const draft = {
      date: output.date,
      time: output.time,
      notes: output.notes,
      paymentMethod: output.paymentMethod,
      contact: { name: output.name, email: output.email, phone: output.phone },
    };
    if (decision === 'login') return submitter.keepForLogin(draft);
    submitter.send(draft, {
      // the old target '/{id}' was a defect: back to the therapist's profile, with the toast
      onBooked: () => navigate(`/terapeuta/${encodeURIComponent(therapistId)}`),
      onSlotTaken: flow.slotTaken,
    });
  }

  return {
    flow,
    viewer,
    sending: submitter.sending,
    therapist,
    form,
    slotErrors,
    selectDate,
    selectTime,
    showNotes: notesVisible(flow.state),
    onSubmit,
  };
}
