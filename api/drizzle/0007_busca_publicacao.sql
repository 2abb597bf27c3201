DROP INDEX "terapeutas_listing_idx";--> statement-breakpoint
ALTER TABLE "terapeutas" ADD COLUMN "approaches" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "terapeutas" ADD COLUMN "publicavel" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "terapeutas" ADD COLUMN "proximo_horario" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "terapeutas" ADD COLUMN "proximo_horario_em" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "terapeutas_languages_idx" ON "terapeutas" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "terapeutas_session_types_idx" ON "terapeutas" USING gin ("session_types");--> statement-breakpoint
CREATE INDEX "terapeutas_approaches_idx" ON "terapeutas" USING gin ("approaches");--> statement-breakpoint
CREATE INDEX "terapeutas_price_idx" ON "terapeutas" USING btree ("session_price","id");--> statement-breakpoint
CREATE INDEX "terapeutas_proximo_idx" ON "terapeutas" USING btree ("proximo_horario");--> statement-breakpoint
CREATE INDEX "terapeutas_listing_idx" ON "terapeutas" USING btree ("profile_complete","publicavel","rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"full_name","id");--> statement-breakpoint
-- Backfill (hand-written): shared-domain isProfilePublishable of the profile's own fields, the
-- same conditions the api evaluates at every save (the availability part is checked by the
-- public queries). Erased accounts have profile_complete = false and stay unlisted anyway.
UPDATE "terapeutas" t SET "publicavel" = (
  length(btrim(t."full_name")) >= 3
  AND btrim(t."crp") ~* '^(CRP\s*)?(0[1-9]|1[0-9]|2[0-4])\s*[/-]\s*[0-9]{1,6}$'
  AND (t."session_price" > 0 OR t."free_first_session")
  AND EXISTS (SELECT 1 FROM "terapeuta_especialidades" te WHERE te."terapeuta_id" = t."id")
  AND cardinality(t."session_formats") > 0
  AND btrim(t."city") <> ''
  AND length(btrim(t."bio")) >= 10
  AND (NOT ('presencial' = ANY(t."session_formats"))
       OR (btrim(t."office_zip_code") <> '' AND btrim(t."office_street") <> '' AND btrim(t."office_number") <> ''
           AND btrim(t."office_neighborhood") <> '' AND btrim(t."office_city") <> '' AND btrim(t."office_state") <> ''))
);
