// The booking card's behaviour: the shared flow + submit, and the card's own submit rule
// (SPEC §5 'Booking card': date and time required, notes optional).
import type { FormEvent } from 'react';
import { usePublicTherapist } from '../api/hooks';
import { decideSubmit, notifyIncomplete, notesVisible, selectionComplete, useBookingFlow, useBookingSubmit } from '../booking';
import { needsTherapistFetch, sessionInfoOf } from './sessionInfo';

export interface BookingCardProps {
  therapistId: string;
  sessionPrice?: number;
  sessionDuration?: number;
}

export function useBookingCard({ therapistId, sessionPrice, sessionDuration }: BookingCardProps) {
  const flow = useBookingFlow(therapistId);
  const submitter = useBookingSubmit({ therapistId, origin: 'card', returnTo: `/terapeuta/${therapistId}` });
  const fetchTherapist = needsTherapistFetch({ sessionPrice, sessionDuration });
  const therapist = usePublicTherapist(therapistId, fetchTherapist);
  const info = sessionInfoOf({ sessionPrice, sessionDuration }, therapist.data);
  const { state } = flow;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const decision = decideSubmit(submitter.viewer, selectionComplete(state));
    if (decision === 'incomplete') return notifyIncomplete();
    if (!selectionComplete(state)) return; // 'not-allowed': the button is disabled anyway
    const draft = { date: state.date, time: state.time, notes: state.notes };
    if (decision === 'login') return submitter.keepForLogin(draft);
    if (decision === 'send') submitter.send(draft, { onBooked: flow.reset, onSlotTaken: flow.slotTaken });
  }

  return {
    flow,
    viewer: submitter.viewer,
    sending: submitter.sending,
    info,
    infoLoading: fetchTherapist && therapist.isPending,
    showNotes: notesVisible(state),
    onSubmit,
  };
}
