DROP INDEX "notificacoes_conta_idx";--> statement-breakpoint
CREATE INDEX "notificacoes_conta_idx" ON "notificacoes" USING btree ("conta_id","agendada_para" DESC NULLS FIRST);