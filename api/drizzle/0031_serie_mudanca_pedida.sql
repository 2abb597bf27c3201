-- Issue 40 item 5: a client's move of a series is a request the therapist accepts or declines.
-- Until then the series keeps its rule; the request is kept on the series row itself (one at a
-- time), so it is locked, read and cleared with the series. The CHECKs hold its shape whoever
-- writes it: all of its columns or none, and only an accepted (ativa) series can hold one — a
-- series that ends (cancelled from a date, ended, moved, an erased account) drops its request in
-- the same UPDATE.
ALTER TABLE "series" ADD COLUMN "mudanca_a_partir_de" date;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "mudanca_dia_semana" integer;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "mudanca_hora" text;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "mudanca_pedida_por" text;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "mudanca_pedida_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_mudanca_completa" CHECK (
	("mudanca_a_partir_de" IS NULL AND "mudanca_dia_semana" IS NULL AND "mudanca_hora" IS NULL AND "mudanca_pedida_por" IS NULL AND "mudanca_pedida_em" IS NULL)
	OR ("mudanca_a_partir_de" IS NOT NULL AND "mudanca_dia_semana" IS NOT NULL AND "mudanca_hora" IS NOT NULL AND "mudanca_pedida_por" IS NOT NULL AND "mudanca_pedida_em" IS NOT NULL)
);--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_mudanca_so_ativa" CHECK ("mudanca_a_partir_de" IS NULL OR "estado" = 'ativa');--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_mudanca_dia_semana_valid" CHECK ("mudanca_dia_semana" BETWEEN 0 AND 6);--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_mudanca_hora_format" CHECK ("mudanca_hora" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_mudanca_pedida_por_valid" CHECK ("mudanca_pedida_por" IN ('cliente', 'terapeuta'));--> statement-breakpoint
CREATE INDEX "series_mudanca_pedida_idx" ON "series" USING btree ("terapeuta_id") WHERE "mudanca_pedida_em" IS NOT NULL;
