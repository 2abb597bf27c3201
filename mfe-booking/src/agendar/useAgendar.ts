// The /agendar/{id} page: the shared booking flow, the therapist's header data and formats, the
// client's personal data (prefilled from GET /clientes/{id}), payment method and the submit rule.
import { useCallback, useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useForm } from '@mantine/form';
import { maskPhone } from '@acolhe/shared-domain';
import type { HourMinute, IsoDate, SessionFormat } from '@acolhe/shared-domain';
import { useClientProfile, usePublicTherapist } from '../api/hooks';
import { decideSubmit, modalityOffer, notesVisible, useBookingFlow, useBookingSubmit } from '../booking';
import { sessionInfoOf } from '../card/sessionInfo';
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
  const info = sessionInfoOf({}, therapist.data, therapist.isError);
  const offer = modalityOffer(info.formats);

  const form = useForm<ContactValues>({
    initialValues: prefillContact(
      { ...EMPTY, paymentMethod: restored?.paymentMethod ?? '' },
      restored?.contact,
      viewer.kind === 'cliente' ? viewer.user : null,
    ),
  });
  // Format, date and time errors live beside their pickers; they clear as soon as the user picks.
  const [slotErrors, setSlotErrors] = useState<Pick<AgendarErrors, 'date' | 'time' | 'modality'>>({});

  const profile = client.data;
  // runs when the profile arrives (not when the form changes); prefill never overwrites what was typed
  const prefillFrom = useEffectEvent((arrived: NonNullable<typeof profile>) => {
    const next = prefillContact(form.getValues(), arrived);
    form.setValues({ ...next, phone: maskPhone(next.phone) });
  });
  useEffect(() => {
    if (profile) prefillFrom(profile);
  }, [profile]);

  const { selectDate: pickDate, selectTime: pickTime, selectModality: pickModality } = flow;
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
      setSlotErrors((e) => ({ ...e, date: undefined, time: undefined }));
    },
    [pickTime],
  );
  const selectModality = useCallback(
    (modality: SessionFormat) => {
      pickModality(modality);
      setSlotErrors((e) => ({ ...e, modality: undefined }));
    },
    [pickModality],
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const values = form.getValues();
    const result = validateAgendar(flow.state, values, offer);
    const decision = decideSubmit(viewer, result.ok);
    if (decision === 'not-allowed') return;
    if (!result.ok) {
      const { date, time, modality, ...fields } = result.errors;
      setSlotErrors({ date, time, modality });
      form.setErrors(fields);
      return;
    }
    const { output } = result;
    const draft = {
      date: output.date,
      time: output.time,
      notes: output.notes,
      modality: output.modality,
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
    info,
    offer,
    form,
    slotErrors,
    selectDate,
    selectTime,
    selectModality,
    showNotes: notesVisible(flow.state),
    onSubmit,
  };
}
