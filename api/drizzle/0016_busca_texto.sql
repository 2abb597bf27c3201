-- Search that understands people (issue 30): several words must all match, across name, title,
-- specialties, approaches, description and bio; accents and case ignored; Portuguese word forms
-- (psicóloga/psicólogos); small typos forgiven; synonyms (api/src/public-terapeutas/text-search.ts
-- expands them from shared-domain's SEARCH_SYNONYMS). `unaccent` and the `portuguese` snowball
-- stemmer ship with PostgreSQL and with PGlite (its contrib `unaccent`, loaded by src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- Portuguese without accents: each word unaccented, then stemmed (stop words dropped).
CREATE TEXT SEARCH CONFIGURATION acolhe_pt (COPY = pg_catalog.portuguese);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION acolhe_pt ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;--> statement-breakpoint
-- search_text now carries the approaches' labels too (src/lib/text.ts therapistSearchText, written at
-- every save). Backfill (hand-written, one time): the labels of shared-domain THERAPY_APPROACH_LABELS
-- as normalizeText gives them.
UPDATE "terapeutas" t SET "search_text" = concat_ws(' | ', NULLIF(t."search_text", ''), NULLIF(array_to_string(ARRAY(
  SELECT l.label FROM unnest(t."approaches") WITH ORDINALITY AS a(id, n) JOIN (VALUES
    ('tcc', 'tcc (cognitivo-comportamental)'),
    ('psicanalise', 'psicanalise'),
    ('humanista', 'humanista (centrada na pessoa)'),
    ('gestalt', 'gestalt-terapia'),
    ('sistemica', 'sistemica'),
    ('analise-do-comportamento', 'analise do comportamento'),
    ('junguiana', 'junguiana (psicologia analitica)'),
    ('esquema', 'terapia do esquema'),
    ('act', 'act (aceitacao e compromisso)')
  ) AS l(id, label) ON l.id = a.id ORDER BY a.n), ' | '), ''))
WHERE cardinality(t."approaches") > 0;--> statement-breakpoint
-- The document: what names the therapist (name, title, specialties, approaches) weighs most, then
-- the card's description, then the bio. Generated, so every write path (the api, the seed, bulk
-- benchmark inserts) keeps it right.
ALTER TABLE "terapeutas" ADD COLUMN "busca" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('acolhe_pt'::regconfig, "search_text"), 'A')
  || setweight(to_tsvector('acolhe_pt'::regconfig, "description"), 'B')
  || setweight(to_tsvector('acolhe_pt'::regconfig, "bio"), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "terapeutas_busca_idx" ON "terapeutas" USING gin ("busca");
--> statement-breakpoint
-- The words the search can forgive a typo towards ('ansiedadee' → 'ansiedade'): every word of 4 to 40
-- letters in a therapist's search text, description or bio, unaccented. A small table with a
-- trigram index, so each typed word finds its near words in one index probe, and the search itself
-- stays a full-text match on the GIN index above. Kept by triggers: bulk inserts in one statement,
-- profile edits and erasures per row — a word no profile holds any more is removed (an erased
-- therapist's name does not stay behind).
CREATE TABLE "busca_palavras" ("palavra" text PRIMARY KEY NOT NULL);--> statement-breakpoint
CREATE INDEX "busca_palavras_trgm" ON "busca_palavras" USING gin ("palavra" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION acolhe_palavras_de(texto text) RETURNS SETOF text LANGUAGE sql STABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(unaccent(texto)), '[^a-z0-9]+') AS w WHERE length(w) BETWEEN 4 AND 40
$$;--> statement-breakpoint
CREATE FUNCTION acolhe_busca_palavras_inseridas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO busca_palavras (palavra)
    SELECT DISTINCT p FROM novos n, acolhe_palavras_de(concat_ws(' ', n.search_text, n.description, n.bio)) AS p
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION acolhe_busca_palavras_linha() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  novo_texto text := CASE WHEN TG_OP = 'UPDATE' THEN concat_ws(' ', NEW.search_text, NEW.description, NEW.bio) ELSE '' END;
BEGIN
  DELETE FROM busca_palavras b
  WHERE b.palavra IN (
      SELECT p FROM acolhe_palavras_de(concat_ws(' ', OLD.search_text, OLD.description, OLD.bio)) AS p
      EXCEPT SELECT p FROM acolhe_palavras_de(novo_texto) AS p)
    AND NOT EXISTS (SELECT 1 FROM terapeutas t WHERE t.id <> OLD.id AND t.busca @@ plainto_tsquery('acolhe_pt', b.palavra));
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO busca_palavras (palavra) SELECT p FROM acolhe_palavras_de(novo_texto) AS p ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER terapeutas_busca_palavras_insert AFTER INSERT ON terapeutas
  REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION acolhe_busca_palavras_inseridas();--> statement-breakpoint
CREATE TRIGGER terapeutas_busca_palavras_update AFTER UPDATE OF search_text, description, bio ON terapeutas
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.description IS DISTINCT FROM NEW.description OR OLD.bio IS DISTINCT FROM NEW.bio)
  EXECUTE FUNCTION acolhe_busca_palavras_linha();--> statement-breakpoint
CREATE TRIGGER terapeutas_busca_palavras_delete AFTER DELETE ON terapeutas
  FOR EACH ROW EXECUTE FUNCTION acolhe_busca_palavras_linha();--> statement-breakpoint
INSERT INTO busca_palavras (palavra)
  SELECT DISTINCT p FROM terapeutas t, acolhe_palavras_de(concat_ws(' ', t.search_text, t.description, t.bio)) AS p
  ON CONFLICT DO NOTHING;
