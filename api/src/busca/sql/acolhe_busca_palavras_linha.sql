-- Trigger (per row, after UPDATE of the searched text or DELETE on terapeutas): a word no profile
-- holds any more leaves busca_palavras (an erased therapist's name does not stay behind); an edit's
-- new words come in. Its triggers: below (re-applied with the function on every start).
-- The current definition: the migrator applies this file after the migrations (db/functions.ts; the slices' folders: src/database.ts).
CREATE OR REPLACE FUNCTION acolhe_busca_palavras_linha() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;

CREATE OR REPLACE TRIGGER terapeutas_busca_palavras_delete AFTER DELETE ON terapeutas
  FOR EACH ROW EXECUTE FUNCTION acolhe_busca_palavras_linha();

CREATE OR REPLACE TRIGGER terapeutas_busca_palavras_update AFTER UPDATE OF search_text, description, bio ON terapeutas
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.description IS DISTINCT FROM NEW.description OR OLD.bio IS DISTINCT FROM NEW.bio)
  EXECUTE FUNCTION acolhe_busca_palavras_linha();
