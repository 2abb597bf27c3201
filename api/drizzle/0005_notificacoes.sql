CREATE TABLE "notificacoes" (
	"id" text PRIMARY KEY NOT NULL,
	"conta_id" text NOT NULL,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"mensagem" text NOT NULL,
	"link" text NOT NULL,
	"sessao_id" text,
	"payload" jsonb NOT NULL,
	"email_to" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lida_em" timestamp with time zone,
	"status" text DEFAULT 'pendente' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "notificacoes_status_valid" CHECK ("notificacoes"."status" IN ('pendente', 'enviada', 'falhou')),
	CONSTRAINT "notificacoes_attempts_nonneg" CHECK ("notificacoes"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_sessao_id_sessoes_id_fk" FOREIGN KEY ("sessao_id") REFERENCES "public"."sessoes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notificacoes_conta_idx" ON "notificacoes" USING btree ("conta_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notificacoes_entrega_idx" ON "notificacoes" USING btree ("next_attempt_at") WHERE "notificacoes"."status" = 'pendente';--> statement-breakpoint
CREATE INDEX "notificacoes_sessao_idx" ON "notificacoes" USING btree ("sessao_id");