-- Reviews come from sessions, and their moderation (issue 32, items 5 and 6). A review may be hidden by
-- an operator (ocultada_em, with the reason told to its author): it leaves the public profile and the
-- rating at once (the rating's one definition, src/db/functions/acolhe_recalcular_nota.sql, counts only
-- visible reviews). Anyone signed in may report a review once (the unique index); an operator's
-- decision closes every open report of that review (decidida_em, decisao). Whether a client may review
-- (a COMPLETED session with that therapist) is decided in acolhe_avaliar, under the therapist's lock.
ALTER TABLE "avaliacoes" ADD COLUMN "ocultada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD COLUMN "ocultada_motivo" text;--> statement-breakpoint
CREATE TABLE "denuncias_avaliacao" (
  "id" text PRIMARY KEY NOT NULL,
  "avaliacao_id" text NOT NULL REFERENCES "avaliacoes"("id") ON DELETE CASCADE,
  "autor_id" text NOT NULL,
  "motivo" text NOT NULL,
  "texto" text DEFAULT '' NOT NULL,
  "criada_em" timestamp with time zone DEFAULT now() NOT NULL,
  "decidida_em" timestamp with time zone,
  "decisao" text,
  CONSTRAINT "denuncias_avaliacao_motivo_valid" CHECK ("motivo" IN ('ofensiva', 'dados_pessoais', 'falsa', 'outro')),
  CONSTRAINT "denuncias_avaliacao_decisao_valid" CHECK ("decisao" IS NULL OR "decisao" IN ('manter', 'ocultar')),
  CONSTRAINT "denuncias_avaliacao_decidida" CHECK (("decisao" IS NULL) = ("decidida_em" IS NULL)),
  CONSTRAINT "denuncias_avaliacao_texto_len" CHECK (char_length("texto") <= 1000)
);--> statement-breakpoint
CREATE UNIQUE INDEX "denuncias_avaliacao_autor_uq" ON "denuncias_avaliacao" USING btree ("avaliacao_id", "autor_id");--> statement-breakpoint
CREATE INDEX "denuncias_avaliacao_pendentes_idx" ON "denuncias_avaliacao" USING btree ("criada_em") WHERE "decidida_em" IS NULL;
