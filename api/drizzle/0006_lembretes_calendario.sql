ALTER TABLE "notificacoes" DROP CONSTRAINT "notificacoes_status_valid";--> statement-breakpoint
ALTER TABLE "contas" ADD COLUMN "lembretes_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD COLUMN "agendada_para" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD COLUMN "enfileirada_em" timestamp with time zone;--> statement-breakpoint
UPDATE "notificacoes" SET "agendada_para" = "created_at";--> statement-breakpoint
ALTER TABLE "sessoes" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "terapeutas" ADD COLUMN "calendario_token" text;--> statement-breakpoint
CREATE INDEX "notificacoes_relay_idx" ON "notificacoes" USING btree ("created_at") WHERE "notificacoes"."status" = 'pendente' AND "notificacoes"."enfileirada_em" IS NULL;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_status_valid" CHECK ("notificacoes"."status" IN ('pendente', 'enviada', 'falhou', 'cancelada', 'sem-email'));