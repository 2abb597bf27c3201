-- The Receita Saúde receipts, the payment statements and the month-end reminder (issue 34 items 3
-- and 4): the therapist's mark on a confirmed payment, one statement per session with its
-- verification code, and one reminder row per therapist and month.
ALTER TABLE "pagamentos" ADD COLUMN "recibo_emitido_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "recibo_numero" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_recibo_confirmado" CHECK ("pagamentos"."recibo_emitido_em" IS NULL OR "pagamentos"."estado" = 'confirmado');--> statement-breakpoint
CREATE TABLE "declaracoes" (
	"codigo" text PRIMARY KEY NOT NULL,
	"sessao_id" text NOT NULL,
	"conteudo" jsonb NOT NULL,
	"emitida_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "declaracoes_sessao_id_unique" UNIQUE("sessao_id")
);
--> statement-breakpoint
CREATE TABLE "lembretes_recibos" (
	"terapeuta_id" text NOT NULL,
	"mes" text NOT NULL,
	"enviado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "lembretes_recibos_terapeuta_id_mes_pk" PRIMARY KEY("terapeuta_id","mes")
);
--> statement-breakpoint
ALTER TABLE "declaracoes" ADD CONSTRAINT "declaracoes_sessao_id_sessoes_id_fk" FOREIGN KEY ("sessao_id") REFERENCES "public"."sessoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lembretes_recibos" ADD CONSTRAINT "lembretes_recibos_terapeuta_id_terapeutas_id_fk" FOREIGN KEY ("terapeuta_id") REFERENCES "public"."terapeutas"("id") ON DELETE cascade ON UPDATE no action;
