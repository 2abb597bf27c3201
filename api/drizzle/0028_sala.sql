-- The private video room (issue 33 item 4).
-- sala_tickets: the WebSocket's single-use tickets (a browser cannot set Authorization on a
-- WebSocket, and a token in the URL would land in logs). Only the SHA-256 of a ticket is stored;
-- it is consumed by one UPDATE … WHERE usado_em IS NULL AND expira_em > now() RETURNING, so any
-- replica accepts it once.
CREATE TABLE "sala_tickets" (
  "hash" text PRIMARY KEY NOT NULL,
  "sessao_id" text NOT NULL REFERENCES "sessoes"("id") ON DELETE CASCADE,
  "conta_id" text NOT NULL,
  "papel" text NOT NULL CHECK ("papel" IN ('cliente', 'terapeuta')),
  "criado_em" timestamp with time zone DEFAULT now() NOT NULL,
  "expira_em" timestamp with time zone NOT NULL,
  "usado_em" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "sala_tickets_expira_idx" ON "sala_tickets" USING btree ("expira_em");--> statement-breakpoint
-- sala_mensagens: signalling between api replicas. NOTIFY's payload is limited to 8000 bytes and
-- an SDP can be longer, so the message is a row and the NOTIFY (channel acolhe_sala) carries its
-- id; every replica reads it and forwards it to its sockets of that session. Rows live a few
-- minutes (the room's sweep deletes them): nothing of a call is kept.
CREATE TABLE "sala_mensagens" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "sessao_id" text NOT NULL,
  "corpo" jsonb NOT NULL,
  "criado_em" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "sala_mensagens_criado_idx" ON "sala_mensagens" USING btree ("criado_em");--> statement-breakpoint
-- The therapist's choice for online sessions: the Acolhe room (default) or their own link.
ALTER TABLE "terapeutas" ADD COLUMN "preferencia_sala" text DEFAULT 'acolhe' NOT NULL;--> statement-breakpoint
ALTER TABLE "terapeutas" ADD CONSTRAINT "terapeutas_preferencia_sala_check" CHECK ("preferencia_sala" IN ('acolhe', 'link'));
