-- Issue 30: what a therapist tells the client when declining (optional, at most 500 characters,
-- shared-domain declineReasonSchema), and the slot a client's reschedule request moved the session
-- from ('YYYY-MM-DDTHH:MM', São Paulo time; '' when it is no such request), so the therapist sees
-- the request as a reschedule.
ALTER TABLE "sessoes" ADD COLUMN "decline_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessoes" ADD COLUMN "rescheduled_from" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_decline_reason_len" CHECK (char_length("decline_reason") <= 500);
