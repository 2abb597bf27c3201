// The booking card's behaviour: the shared flow + submit, and the card's own submit rule
// (date and time required, notes optional, the format required when the therapist offers both).
import { useState, type FormEvent } from 'react';
import type { SessionFormat } from '@acolhe/shared-domain';
import type { BookingCardProps } from '@acolhe/shared-domain/contracts';
import { usePublicTherapist } from '../api/hooks';
import {
  decideSubmit,
  modalityOffer,
  modalityProblem,
  notifyIncomplete,
  notesVisible,
  resolveModality,
  selectionComplete,
  useBookingFlow,
  useBookingSubmit,
} from '../booking';
import { needsTherapistFetch, sessionInfoOf } from './sessionInfo';

export function useBookingCard({ therapistId, ...infoProps }: BookingCardProps) {
  const flow = useBookingFlow(therapistId);
  const submitter = useBookingSubmit({ therapistId, origin: 'card', returnTo: `/terapeuta/${therapistId}` });
  const fetchTherapist = needsTherapistFetch(infoProps);
  const therapist = usePublicTherapist(therapistId, fetchTherapist);
  const info = sessionInfoOf(infoProps, therapist.data, therapist.isError);
  const offer = modalityOffer(info.formats);
  const { state } = flow;
  const modality = resolveModality(offer, state.modality);
  const [modalityError, setModalityError] = useState<string | null>(null);

  function selectModality(next: SessionFormat) {
    flow.selectModality(next);
    setModalityError(null);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const complete = selectionComplete(state);
    const decision = decideSubmit(submitter.viewer, complete && modality !== null);
    if (decision === 'not-allowed') return;
    if (decision === 'incomplete') {
      const formatProblem = modalityProblem(offer, state.modality);
      setModalityError(formatProblem);
      if (!complete) notifyIncomplete(formatProblem);
      return;
    }
    if (!complete || modality === null) return;
    const draft = { date: state.date, time: state.time, notes: state.notes, modality, ...(state.recurrence ? { recorrencia: state.recurrence } : {}) };
    if (decision === 'login') return submitter.keepForLogin(draft);
    submitter.send(draft, { onBooked: flow.reset, onSlotTaken: flow.slotTaken });
  }

  return {
    flow,
    viewer: submitter.viewer,
    sending: submitter.sending,
    info,
    infoLoading: fetchTherapist && therapist.isPending,
    offer,
    modalityError,
    fieldErrors: submitter.fieldErrors,
    selectModality,
    showNotes: notesVisible(state),
    onSubmit,
  };
}
