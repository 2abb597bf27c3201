// Therapist-side appointment updates: status change (PATCH /sessoes) and details (PUT /sessoes/{id}).
// Whether a transition is allowed is decided by canTransition (status.ts), not by the schema.
import * as v from 'valibot';
import { APPOINTMENT_STATUSES } from '../enums';
import { id, meetingLink, object, optionalText } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

/** What a therapist may tell the client when declining a request (optional; the client reads it
 * in the e-mail and in their sessions). */
export const DECLINE_REASON_MAX = 500;
export const declineReasonSchema = optionalText(DECLINE_REASON_MAX, M.declineReasonMax, { multiline: true });

const statusChangeEntries = {
  status: v.picklist(APPOINTMENT_STATUSES, M.appointmentStatus),
  /** only with status REJECTED (the api refuses it with any other) */
  declineReason: declineReasonSchema,
};

/** PATCH /sessoes: the session's id in the body. */
export const appointmentStatusChangeSchema = object({ id: id(M.appointmentId), ...statusChangeEntries });
/** PATCH /sessoes/{id}: the same change, the id in the path. */
export const appointmentStatusChangeBodySchema = object(statusChangeEntries);
/** PATCH /sessoes/{id}'s path: the id as the body's was read (trimmed, not blank). */
export const appointmentIdParams = object({ id: id(M.appointmentId) });
export type AppointmentStatusChange = v.InferOutput<typeof appointmentStatusChangeSchema>;

/** The meeting link (absent means "leave unchanged", '' clears). `therapistNotes`, which older
 * clients sent, is refused with its field (issue 40 item 4): clinical text goes only into the
 * prontuário (encrypted), never in plaintext beside the session — and never silently dropped. */
export const appointmentDetailsSchema = object({
  meetingLink: v.optional(meetingLink(M.meetingLinkInvalid)),
  therapistNotes: v.optional(v.never(M.therapistNotesNoProntuario)),
});
export type AppointmentDetailsInput = v.InferOutput<typeof appointmentDetailsSchema>;
