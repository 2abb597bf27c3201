// Therapist-side appointment updates: status change (PATCH /sessoes) and details (PUT /sessoes/{id}).
// Whether a transition is allowed is decided by canTransition (status.ts), not by the schema.
import * as v from 'valibot';
import { THERAPIST_NOTES_MAX } from '../constants';
import { APPOINTMENT_STATUSES } from '../enums';
import { id, meetingLink, object, optionalText, textField } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

/** What a therapist may tell the client when declining a request (optional; the client reads it
 * in the e-mail and in their sessions). */
export const DECLINE_REASON_MAX = 500;
export const declineReasonSchema = optionalText(DECLINE_REASON_MAX, M.declineReasonMax, { multiline: true });

export const appointmentStatusChangeSchema = object({
  id: id(M.appointmentId),
  status: v.picklist(APPOINTMENT_STATUSES, M.appointmentStatus),
  /** only with status REJECTED (the api refuses it with any other) */
  declineReason: declineReasonSchema,
});
export type AppointmentStatusChange = v.InferOutput<typeof appointmentStatusChangeSchema>;

/** Both fields optional: absent means "leave unchanged", '' clears. */
export const appointmentDetailsSchema = object({
  meetingLink: v.optional(meetingLink(M.meetingLinkInvalid)),
  therapistNotes: v.optional(textField({ message: M.therapistNotesMax, max: THERAPIST_NOTES_MAX, multiline: true })),
});
export type AppointmentDetailsInput = v.InferOutput<typeof appointmentDetailsSchema>;
