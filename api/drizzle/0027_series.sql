-- Issue 33: weekly and fortnightly series of sessions. A series is the rule (São Paulo weekday and
-- time, every 7 or 14 days, from `inicio`, until `fim` exclusive when it was ended); its
-- occurrences are ordinary sessions (`sessoes.serie_id`, `serie_data` the date of the rule each one
-- stands for, which a move of that one occurrence keeps) — the same exclusion constraint, notice,
-- horizon, reminders. `materializada_ate` is the last date of the rule already decided (made or
-- skipped): the sweep extends active series from there, so a restart or a second replica neither
-- repeats nor misses a date. A date that could not be made is recorded with its reason.
CREATE TABLE "series" (
	"id" text PRIMARY KEY NOT NULL,
	"terapeuta_id" text NOT NULL,
	"cliente_id" text NOT NULL,
	"dia_semana" integer NOT NULL,
	"hora" text NOT NULL,
	"intervalo_dias" integer NOT NULL,
	"modalidade" text NOT NULL,
	"estado" text DEFAULT 'pendente' NOT NULL,
	"inicio" date NOT NULL,
	"fim" date,
	"materializada_ate" date,
	"sequencia" integer DEFAULT 0 NOT NULL,
	"origem_id" text,
	"encerrada_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_dia_semana_valid" CHECK ("dia_semana" BETWEEN 0 AND 6),
	CONSTRAINT "series_hora_format" CHECK ("hora" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "series_intervalo_valid" CHECK ("intervalo_dias" IN (7, 14)),
	CONSTRAINT "series_modalidade_valid" CHECK ("modalidade" IN ('online', 'presencial')),
	CONSTRAINT "series_estado_valid" CHECK ("estado" IN ('pendente', 'ativa', 'recusada', 'encerrada')),
	CONSTRAINT "series_not_self" CHECK ("terapeuta_id" <> "cliente_id")
);
--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_terapeuta_id_terapeutas_id_fk" FOREIGN KEY ("terapeuta_id") REFERENCES "public"."terapeutas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_origem_id_series_id_fk" FOREIGN KEY ("origem_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "series_ativas_idx" ON "series" USING btree ("materializada_ate") WHERE "estado" = 'ativa';--> statement-breakpoint
CREATE INDEX "series_terapeuta_idx" ON "series" USING btree ("terapeuta_id");--> statement-breakpoint
CREATE INDEX "series_cliente_idx" ON "series" USING btree ("cliente_id");--> statement-breakpoint
CREATE TABLE "series_ocorrencias_puladas" (
	"serie_id" text NOT NULL,
	"data" date NOT NULL,
	"motivo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_ocorrencias_puladas_pk" PRIMARY KEY ("serie_id", "data"),
	CONSTRAINT "series_puladas_motivo_valid" CHECK ("motivo" IN ('feriado', 'bloqueio', 'horario-ocupado', 'fora-do-horario', 'antecedencia', 'alem-do-horizonte'))
);
--> statement-breakpoint
ALTER TABLE "series_ocorrencias_puladas" ADD CONSTRAINT "series_ocorrencias_puladas_serie_id_series_id_fk" FOREIGN KEY ("serie_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessoes" ADD COLUMN "serie_id" text;--> statement-breakpoint
ALTER TABLE "sessoes" ADD COLUMN "serie_data" date;--> statement-breakpoint
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_serie_id_series_id_fk" FOREIGN KEY ("serie_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sessoes_serie_data_uniq" ON "sessoes" USING btree ("serie_id", "serie_data") WHERE "serie_id" IS NOT NULL;
