// What happens on submit, for the card and the page alike:
//   - a guest's request is kept in sessionStorage and the guest goes to /login?returnTo=…;
//   - a client's request is POSTed once (a second click while it is in flight does nothing, and
//     the saved copy is deleted before it leaves, so a reload cannot offer it again); it carries
//     an Idempotency-Key, the same one when the same request is sent again after a network error;
//   - a therapist never reaches the api (the button is disabled; see decideSubmit).
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorMessage, apiFieldErrors, httpStatusOf, loginPathFor, useCurrentUser, useIdempotentAttempt } from '@acolhe/shared-auth';
import { useCreateAppointment } from '../api/hooks';
import { buildBookingRequest, type BookingRequestInput } from './appointmentPayload';
import { isSlotTaken, notifyBooked, notifyFailed, notifyRefused, notifySlotTaken } from './notify';
import { clearPendingBooking, savePendingBooking, type BookingOrigin, type PendingContact } from '@acolhe/shared-domain/contracts';
import { viewerOf } from './viewer';

/** What the person chose: the request but for its therapist (the hook's), and a guest's contact. */
export interface BookingDraft extends Omit<BookingRequestInput, 'therapistId'> {
  contact?: PendingContact;
}

export interface SendHandlers {
  onBooked: () => void;
  onSlotTaken: () => void;
}

export function useBookingSubmit({ therapistId, origin, returnTo }: { therapistId: string; origin: BookingOrigin; returnTo: string }) {
  const user = useCurrentUser();
  const viewer = viewerOf(user);
  const navigate = useNavigate();
  const mutation = useCreateAppointment(therapistId);
  const inFlight = useRef(false);
  const attempt = useIdempotentAttempt();
  // the api's refusal of fields (400 { fieldErrors }), shown at each field until the next send
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});

  function keepForLogin(draft: BookingDraft) {
    savePendingBooking({ ...draft, therapistId, origin, savedAt: new Date().toISOString() });
    navigate(loginPathFor(returnTo));
  }

  function send(draft: BookingDraft, handlers: SendHandlers) {
    if (viewer.kind !== 'cliente' || inFlight.current) return;
    inFlight.current = true;
    setFieldErrors({});
    clearPendingBooking();
    const body = buildBookingRequest({
      therapistId,
      date: draft.date,
      time: draft.time,
      notes: draft.notes,
      modality: draft.modality,
      paymentMethod: draft.paymentMethod,
      recorrencia: draft.recorrencia,
    });
    mutation.mutate({ body, idempotencyKey: attempt.keyFor(body) }, {
      onSuccess: () => {
        attempt.settle(null);
        notifyBooked();
        handlers.onBooked();
      },
      onError: (err) => {
        attempt.settle(err);
        const reason = apiErrorMessage(err, '');
        if (httpStatusOf(err) === 409 && !draft.recorrencia && !isSlotTaken(reason)) {
          // a refusal of the request, not of the time (e.g. 'Você já tem 3 solicitações pendentes…'):
          // the api's words, and the choice stays (it was not the slot that went)
          notifyRefused(reason);
        } else if (httpStatusOf(err) === 409) {
          // a series the therapist cannot take on that weekday: the api says why (not 'taken')
          notifySlotTaken(draft.recorrencia ? reason : undefined);
          handlers.onSlotTaken();
        } else {
          const fields = apiFieldErrors(err);
          if (Object.keys(fields).length > 0) setFieldErrors(fields);
          else notifyFailed();
        }
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  }

  return { viewer, sending: mutation.isPending, fieldErrors, keepForLogin, send };
}
