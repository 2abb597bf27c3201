-- Professional verification and suspension of therapists (issue 32, items 3, 7). A profile is
-- public only when complete, verified ('verificado') and not suspended (api/src/terapeutas/
-- publicacao.ts, the one definition). The CRP's document is private (storage prefix
-- 'verificacoes/', never served at /uploads) and deleted 90 days after the decision.
ALTER TABLE "terapeutas" ADD COLUMN "verificacao_estado" text DEFAULT 'nao_enviado' NOT NULL;--> statement-breakpoint
ALTER TABLE "terapeutas" ADD COLUMN "verificacao_enviada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "terapeutas" ADD COLUMN "verificacao_decidida_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "terapeutas" ADD COLUMN "verificacao_decidida_por" text;--> statement-breakpoint
ALTER TABLE "terapeutas" ADD COLUMN "verificacao_motivo" text;--> statement-breakpoint
ALTER TABLE "terapeutas" ADD COLUMN "verificacao_documento_chave" text;--> statement-breakpoint
ALTER TABLE "terapeutas" ADD COLUMN "verificacao_documento_tipo" text;--> statement-breakpoint
ALTER TABLE "terapeutas" ADD COLUMN "verificacao_documento_tamanho" integer;--> statement-breakpoint
ALTER TABLE "terapeutas" ADD COLUMN "suspenso_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "terapeutas" ADD COLUMN "suspenso_motivo" text;--> statement-breakpoint
ALTER TABLE "terapeutas" ADD CONSTRAINT "terapeutas_verificacao_estado_valido"
  CHECK ("verificacao_estado" IN ('nao_enviado', 'em_analise', 'verificado', 'recusado'));--> statement-breakpoint
-- Old data (docs/decisions.md, "CRP and CPF unique among therapists"): of therapists sharing a CRP
-- (or a CPF), the first to have created the account keeps it; the later ones' are blanked, so
-- they must enter theirs again (and be verified) before being listed.
UPDATE "terapeutas" t SET "crp" = '', "verificacao_estado" = 'nao_enviado'
  WHERE t."crp" <> '' AND EXISTS (
    SELECT 1 FROM "terapeutas" o WHERE o."crp" = t."crp" AND (o."created_at", o."id") < (t."created_at", t."id"));--> statement-breakpoint
UPDATE "terapeutas" t SET "cpf" = '', "verificacao_estado" = 'nao_enviado'
  WHERE t."cpf" <> '' AND EXISTS (
    SELECT 1 FROM "terapeutas" o WHERE o."cpf" = t."cpf" AND (o."created_at", o."id") < (t."created_at", t."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "terapeutas_crp_unico" ON "terapeutas" USING btree ("crp") WHERE "crp" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "terapeutas_cpf_unico" ON "terapeutas" USING btree ("cpf") WHERE "cpf" <> '';--> statement-breakpoint
CREATE INDEX "terapeutas_verificacao_fila_idx" ON "terapeutas" USING btree ("verificacao_estado", "verificacao_enviada_em");
