-- The operators' audit log (issue 32): every action of an operator (a decision on a verification or
-- a review, a suspension, a read of a verification document) — who, when, what, on which account or
-- review, why. Append-only: the database itself refuses UPDATE, DELETE and TRUNCATE (the trigger
-- function's current definition: src/db/functions/acolhe_auditoria_somente_insercao.sql).
CREATE TABLE "auditoria_operacao" (
  "id" text PRIMARY KEY NOT NULL,
  "em" timestamp with time zone DEFAULT now() NOT NULL,
  "operador_sub" text NOT NULL,
  "operador_email" text NOT NULL,
  "acao" text NOT NULL,
  "alvo_tipo" text NOT NULL,
  "alvo_id" text,
  "motivo" text,
  "detalhes" jsonb DEFAULT '{}'::jsonb NOT NULL
);--> statement-breakpoint
CREATE INDEX "auditoria_operacao_em_idx" ON "auditoria_operacao" USING btree ("em");--> statement-breakpoint
CREATE INDEX "auditoria_operacao_alvo_idx" ON "auditoria_operacao" USING btree ("alvo_tipo", "alvo_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION acolhe_auditoria_somente_insercao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'auditoria_operacao: somente inserção' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "auditoria_operacao_somente_insercao" BEFORE UPDATE OR DELETE ON "auditoria_operacao"
  FOR EACH ROW EXECUTE FUNCTION acolhe_auditoria_somente_insercao();--> statement-breakpoint
CREATE TRIGGER "auditoria_operacao_sem_truncate" BEFORE TRUNCATE ON "auditoria_operacao"
  FOR EACH STATEMENT EXECUTE FUNCTION acolhe_auditoria_somente_insercao();
