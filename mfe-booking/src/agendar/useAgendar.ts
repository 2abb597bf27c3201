// The /agendar/{id} page: the shared booking flow, the therapist's header data and formats, and
// the submit rule. It asks what the profile's booking card asks (issue 30): the slot, the format
// when both are offered, optional notes — the account holds the name and e-mail, and nothing is
// charged here, so no phone and no payment method. A sent request ends on the client's sessions.
import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { HourMinute, IsoDate, SessionFormat } from '@acolhe/shared-domain';
import { usePublicTherapist } from '../api/hooks';
import { decideSubmit, modalityOffer, useBookingFlow, useBookingSubmit } from '../booking';
import { sessionInfoOf } from '../card/sessionInfo';
import { validateAgendar, type AgendarErrors } from './validation';

export function useAgendar(therapistId: string) {
  const navigate = useNavigate();
  const flow = useBookingFlow(therapistId);
  const submitter = useBookingSubmit({ therapistId, origin: 'agendar', returnTo: `/agendar/${therapistId}` });
  const { viewer } = submitter;
  const therapist = usePublicTherapist(therapistId);
  const info = sessionInfoOf({}, therapist.data, therapist.isError);
  const offer = modalityOffer(info.formats);
  // Format, date and time errors live beside their pickers; they clear as soon as the user picks.
  const [errors, setErrors] = useState<AgendarErrors>({});

  const { selectDate: pickDate, selectTime: pickTime, selectModality: pickModality } = flow;
  const selectDate = useCallback(
    (date: IsoDate) => {
      pickDate(date);
      setErrors((e) => ({ ...e, date: undefined }));
    },
    [pickDate],
  );
  const selectTime = useCallback(
    (time: HourMinute) => {
      pickTime(time);
      setErrors((e) => ({ ...e, date: undefined, time: undefined }));
    },
    [pickTime],
  );
  const selectModality = useCallback(
    (modality: SessionFormat) => {
      pickModality(modality);
      setErrors((e) => ({ ...e, modality: undefined }));
    },
    [pickModality],
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = validateAgendar(flow.state, offer);
    const decision = decideSubmit(viewer, result.ok);
    if (decision === 'not-allowed') return;
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    const { output } = result;
    const recurrence = flow.state.recurrence;
    const draft = { date: output.date, time: output.time, notes: output.notes, modality: output.modality, ...(recurrence ? { recorrencia: recurrence } : {}) };
    if (decision === 'login') return submitter.keepForLogin(draft);
    submitter.send(draft, {
      // where the request now is: the client's pending sessions, with the toast
      onBooked: () => navigate(viewer.kind === 'cliente' ? `/cliente/${encodeURIComponent(viewer.user.id)}` : `/terapeuta/${encodeURIComponent(therapistId)}`),
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
    errors,
    /** what the api said of each field (400 { fieldErrors }): shown where the page's own rule says nothing */
    apiErrors: submitter.fieldErrors,
    selectDate,
    selectTime,
    selectModality,
    onSubmit,
  };
}
