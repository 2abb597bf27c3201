-- Issue 45: a therapist's external calendars (an ICS address or a CalDAV account), their
-- collections, and the busy intervals read from them — only when, never what. Kept in step with
-- src/db/schema.ts by hand (the view, the generated range and the trigger drizzle-kit does not write).
CREATE TABLE "calendarios_externos" (
	"id" text PRIMARY KEY NOT NULL,
	"terapeuta_id" text NOT NULL REFERENCES "terapeutas"("id") ON DELETE cascade,
	"tipo" text NOT NULL,
	"rotulo" text NOT NULL,
	"segredo" text NOT NULL,
	"chave_id" text NOT NULL,
	"chave_dados" text NOT NULL,
	"estado" text DEFAULT 'sincronizando' NOT NULL,
	"sincronizado_em" timestamp with time zone,
	"tentado_em" timestamp with time zone,
	"erro" text,
	"erro_desde" timestamp with time zone,
	"erro_avisado" boolean DEFAULT false NOT NULL,
	"etag" text,
	"ultima_modificacao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendarios_externos_tipo_valid" CHECK ("tipo" IN ('ics', 'caldav')),
	CONSTRAINT "calendarios_externos_estado_valid" CHECK ("estado" IN ('ok', 'erro', 'sincronizando'))
);--> statement-breakpoint
CREATE INDEX "calendarios_externos_terapeuta_idx" ON "calendarios_externos" ("terapeuta_id");--> statement-breakpoint
CREATE INDEX "calendarios_externos_tentado_idx" ON "calendarios_externos" ("tentado_em");--> statement-breakpoint
CREATE TABLE "calendarios_externos_colecoes" (
	"id" text PRIMARY KEY NOT NULL,
	"calendario_id" text NOT NULL REFERENCES "calendarios_externos"("id") ON DELETE cascade,
	"url" text NOT NULL,
	"nome" text NOT NULL,
	"bloqueia" boolean DEFAULT true NOT NULL,
	"recebe_sessoes" boolean DEFAULT false NOT NULL,
	"ctag" text,
	"sync_token" text,
	"posicao" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "calendarios_externos_colecoes_url_idx" ON "calendarios_externos_colecoes" ("calendario_id", "url");--> statement-breakpoint
CREATE UNIQUE INDEX "calendarios_externos_colecoes_recebe_idx" ON "calendarios_externos_colecoes" ("calendario_id") WHERE "recebe_sessoes";--> statement-breakpoint
CREATE TABLE "ocupacoes_externas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"terapeuta_id" text NOT NULL REFERENCES "terapeutas"("id") ON DELETE cascade,
	"calendario_id" text NOT NULL REFERENCES "calendarios_externos"("id") ON DELETE cascade,
	"colecao_id" text REFERENCES "calendarios_externos_colecoes"("id") ON DELETE cascade,
	"inicio" timestamp with time zone NOT NULL,
	"fim" timestamp with time zone NOT NULL,
	"periodo" tstzrange GENERATED ALWAYS AS (tstzrange("inicio", "fim")) STORED,
	CONSTRAINT "ocupacoes_externas_ordem" CHECK ("fim" > "inicio")
);--> statement-breakpoint
CREATE INDEX "ocupacoes_externas_terapeuta_idx" ON "ocupacoes_externas" ("terapeuta_id", "inicio");--> statement-breakpoint
CREATE INDEX "ocupacoes_externas_periodo_idx" ON "ocupacoes_externas" USING gist ("terapeuta_id", "periodo");--> statement-breakpoint
-- a confirmed session's copy in the therapist's chosen CalDAV calendar (issue 45 item 3); no
-- reference to sessoes: an erased session's copy is still to be removed from the server
CREATE TABLE "calendarios_externos_envios" (
	"sessao_id" text PRIMARY KEY NOT NULL,
	"terapeuta_id" text NOT NULL REFERENCES "terapeutas"("id") ON DELETE cascade,
	"pendente" boolean DEFAULT true NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"proxima_em" timestamp with time zone DEFAULT now() NOT NULL,
	"erro" text,
	"erro_desde" timestamp with time zone,
	"href" text,
	"colecao_id" text,
	"enviado_em" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "calendarios_externos_envios_devidos_idx" ON "calendarios_externos_envios" ("proxima_em") WHERE "pendente";--> statement-breakpoint
-- The one place blocks and external busy time meet (slots-mes, the search's next free slot, the
-- booking's context): an external interval closes time as a block does.
CREATE VIEW "agenda_bloqueios" AS
	SELECT "terapeuta_id", "tipo", "inicio", "fim" FROM "bloqueios"
	UNION ALL
	SELECT "terapeuta_id", 'bloqueio', "inicio", "fim" FROM "ocupacoes_externas";--> statement-breakpoint
-- a sync that changes the intervals drops the cached months on every replica (0010_agenda_mudou)
CREATE TRIGGER ocupacoes_externas_agenda_mudou AFTER INSERT OR UPDATE OR DELETE
  ON ocupacoes_externas FOR EACH ROW EXECUTE FUNCTION acolhe_agenda_mudou('terapeuta_id');
