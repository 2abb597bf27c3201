-- Issue 46: the waiting list. A client waits for a therapist's time on some weekdays within a
-- window (espera_entradas, in the order they were made, `ordem`: the line); a freed time that fits is offered to the
-- first in line and held for them (espera_ofertas 'viva'), and a live hold is nobody else's:
-- acolhe_reservar_sessao refuses another client's booking over it ('AC462'), slots-mes and the next
-- free time leave it out. The freed times wait in espera_liberacoes until a sweep (once across
-- replicas: FOR UPDATE SKIP LOCKED) turns them into offers, after the commit of what freed them.
-- Limits that must hold under concurrency are here: at most ESPERA_MAX_ENTRADAS active entries per
-- client (trigger under the client's row lock, src/espera/sql), one active entry per client and
-- therapist, one live offer per entry, no two live holds over the same time of one therapist.
CREATE TABLE "espera_configuracoes" (
	"terapeuta_id" text PRIMARY KEY NOT NULL,
	"pausada" boolean DEFAULT false NOT NULL,
	"aceitar_automaticamente" boolean DEFAULT false NOT NULL,
	"duracao_oferta_min" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "espera_configuracoes_duracao_valid" CHECK ("duracao_oferta_min" BETWEEN 5 AND 240)
);
--> statement-breakpoint
ALTER TABLE "espera_configuracoes" ADD CONSTRAINT "espera_configuracoes_terapeuta_id_terapeutas_id_fk" FOREIGN KEY ("terapeuta_id") REFERENCES "public"."terapeutas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "espera_entradas" (
	"id" text PRIMARY KEY NOT NULL,
	"cliente_id" text NOT NULL,
	"terapeuta_id" text NOT NULL,
	"dias_semana" integer[] NOT NULL,
	"inicio" text NOT NULL,
	"fim" text NOT NULL,
	"modalidade" text,
	"observacao" text DEFAULT '' NOT NULL,
	"estado" text DEFAULT 'ativa' NOT NULL,
	"ordem" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"encerrada_em" timestamp with time zone,
	CONSTRAINT "espera_entradas_dias_valid" CHECK (cardinality("dias_semana") BETWEEN 1 AND 7 AND "dias_semana" <@ ARRAY[0,1,2,3,4,5,6]),
	CONSTRAINT "espera_entradas_inicio_format" CHECK ("inicio" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "espera_entradas_fim_format" CHECK ("fim" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "espera_entradas_janela_order" CHECK ("fim" > "inicio"),
	CONSTRAINT "espera_entradas_modalidade_valid" CHECK ("modalidade" IS NULL OR "modalidade" IN ('online', 'presencial')),
	CONSTRAINT "espera_entradas_estado_valid" CHECK ("estado" IN ('ativa', 'atendida', 'saiu', 'expirada')),
	CONSTRAINT "espera_entradas_observacao_len" CHECK (char_length("observacao") <= 1000),
	CONSTRAINT "espera_entradas_not_self" CHECK ("terapeuta_id" <> "cliente_id")
);
--> statement-breakpoint
ALTER TABLE "espera_entradas" ADD CONSTRAINT "espera_entradas_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "espera_entradas" ADD CONSTRAINT "espera_entradas_terapeuta_id_terapeutas_id_fk" FOREIGN KEY ("terapeuta_id") REFERENCES "public"."terapeutas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "espera_entradas_uma_por_terapeuta" ON "espera_entradas" USING btree ("cliente_id", "terapeuta_id") WHERE "estado" = 'ativa';--> statement-breakpoint
CREATE INDEX "espera_entradas_fila_idx" ON "espera_entradas" USING btree ("terapeuta_id", "ordem") WHERE "estado" = 'ativa';--> statement-breakpoint
CREATE INDEX "espera_entradas_expira_idx" ON "espera_entradas" USING btree ("expira_em") WHERE "estado" = 'ativa';--> statement-breakpoint
CREATE TABLE "espera_ofertas" (
	"id" text PRIMARY KEY NOT NULL,
	"entrada_id" text NOT NULL,
	"terapeuta_id" text NOT NULL,
	"cliente_id" text NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"occupied_until" timestamp with time zone NOT NULL,
	"estado" text DEFAULT 'viva' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"encerrada_em" timestamp with time zone,
	"sessao_id" text,
	CONSTRAINT "espera_ofertas_estado_valid" CHECK ("estado" IN ('viva', 'aceita', 'recusada', 'expirada', 'retirada')),
	CONSTRAINT "espera_ofertas_range_order" CHECK ("occupied_until" > "starts_at"),
	CONSTRAINT "espera_ofertas_time_format" CHECK ("time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "espera_ofertas" ADD CONSTRAINT "espera_ofertas_entrada_id_espera_entradas_id_fk" FOREIGN KEY ("entrada_id") REFERENCES "public"."espera_entradas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "espera_ofertas" ADD CONSTRAINT "espera_ofertas_terapeuta_id_terapeutas_id_fk" FOREIGN KEY ("terapeuta_id") REFERENCES "public"."terapeutas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "espera_ofertas" ADD CONSTRAINT "espera_ofertas_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "espera_ofertas" ADD CONSTRAINT "espera_ofertas_sessao_id_sessoes_id_fk" FOREIGN KEY ("sessao_id") REFERENCES "public"."sessoes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "espera_ofertas_uma_viva_por_entrada" ON "espera_ofertas" USING btree ("entrada_id") WHERE "estado" = 'viva';--> statement-breakpoint
CREATE INDEX "espera_ofertas_vivas_idx" ON "espera_ofertas" USING btree ("expira_em") WHERE "estado" = 'viva';--> statement-breakpoint
CREATE INDEX "espera_ofertas_terapeuta_idx" ON "espera_ofertas" USING btree ("terapeuta_id", "starts_at");--> statement-breakpoint
CREATE INDEX "espera_ofertas_cliente_idx" ON "espera_ofertas" USING btree ("cliente_id");--> statement-breakpoint
ALTER TABLE "espera_ofertas" ADD CONSTRAINT "espera_ofertas_sem_sobreposicao" EXCLUDE USING gist (
  "terapeuta_id" WITH =,
  tstzrange("starts_at", "occupied_until", '[)') WITH &&
) WHERE ("estado" = 'viva');--> statement-breakpoint
CREATE TABLE "espera_liberacoes" (
	"id" text PRIMARY KEY NOT NULL,
	"terapeuta_id" text NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fim" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processada_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "espera_liberacoes" ADD CONSTRAINT "espera_liberacoes_terapeuta_id_terapeutas_id_fk" FOREIGN KEY ("terapeuta_id") REFERENCES "public"."terapeutas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "espera_liberacoes_pendentes_idx" ON "espera_liberacoes" USING btree ("created_at") WHERE "processada_em" IS NULL;
