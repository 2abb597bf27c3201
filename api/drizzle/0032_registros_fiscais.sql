-- Records that hold before the tax authority (issue 41): a received payment whose session is
-- cancelled keeps its payment with a state (a_reembolsar → reembolsado | retido, the therapist's
-- mark) and the moment of the cancellation; the payer of a received payment is kept after the
-- client erases the account, for the legal period (pagador_nome, pagador_cpf). The functions'
-- current texts are their files (api/src/db/functions): the ones below are this migration's, so
-- the backfill at the end passes the new wall.
ALTER TABLE "pagamentos" ADD COLUMN "cancelada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "pagador_nome" text;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "pagador_cpf" text;--> statement-breakpoint
ALTER TABLE "pagamentos" DROP CONSTRAINT "pagamentos_estado_valid";--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_estado_valid" CHECK ("pagamentos"."estado" IN ('pendente', 'informado', 'confirmado', 'nao_recebido', 'a_reembolsar', 'reembolsado', 'retido'));--> statement-breakpoint
ALTER TABLE "pagamentos" DROP CONSTRAINT "pagamentos_recibo_confirmado";--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_recibo_confirmado" CHECK ("pagamentos"."recibo_emitido_em" IS NULL OR "pagamentos"."estado" IN ('confirmado', 'a_reembolsar', 'reembolsado', 'retido'));--> statement-breakpoint
-- Payments that were received and whose session had been cancelled before this migration (the
-- issue saw them vanish) get their state back, cancelled at the session's last update.
CREATE OR REPLACE FUNCTION acolhe_pagamento_transicao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.estado IS DISTINCT FROM OLD.estado AND NOT ((OLD.estado, NEW.estado) IN (('pendente', 'informado'), ('nao_recebido', 'informado'),
      ('informado', 'confirmado'), ('informado', 'nao_recebido'), ('confirmado', 'a_reembolsar'), ('a_reembolsar', 'reembolsado'),
      ('a_reembolsar', 'retido'), ('reembolsado', 'a_reembolsar'), ('reembolsado', 'retido'), ('retido', 'a_reembolsar'), ('retido', 'reembolsado'))) THEN
    RAISE EXCEPTION 'payment state % -> % not allowed', OLD.estado, NEW.estado USING ERRCODE = 'AC002';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
UPDATE "pagamentos" p SET "estado" = 'a_reembolsar', "cancelada_em" = s."updated_at"
  FROM "sessoes" s WHERE s."id" = p."sessao_id" AND s."status" = 'CANCELLED' AND p."estado" = 'confirmado';--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_destino_cancelada" CHECK (("pagamentos"."estado" IN ('a_reembolsar', 'reembolsado', 'retido')) = ("pagamentos"."cancelada_em" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_pagador_recebido" CHECK (("pagamentos"."pagador_nome" IS NULL AND "pagamentos"."pagador_cpf" IS NULL) OR "pagamentos"."confirmado_em" IS NOT NULL);--> statement-breakpoint
-- The sweep that forgets the tax records after their period reads the oldest received payments.
CREATE INDEX "pagamentos_confirmado_em_idx" ON "pagamentos" USING btree ("confirmado_em") WHERE "pagamentos"."confirmado_em" IS NOT NULL;--> statement-breakpoint
-- From now on a cancellation moves a received payment in the same statement.
CREATE OR REPLACE FUNCTION acolhe_pagamento_cancelada() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pagamentos
    SET estado = 'a_reembolsar', cancelada_em = NEW.updated_at, updated_at = NEW.updated_at
    WHERE sessao_id = NEW.id AND estado = 'confirmado';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessoes_pagamento_cancelada AFTER UPDATE OF status ON sessoes
  FOR EACH ROW WHEN (NEW.status = 'CANCELLED' AND OLD.status IS DISTINCT FROM 'CANCELLED') EXECUTE FUNCTION acolhe_pagamento_cancelada();
