-- Trigger (per statement, after INSERT on terapeutas): the new profiles' words into busca_palavras.
-- Its trigger: below (re-applied with the function on every start).
-- The current definition: the migrator applies this file after the migrations (db/functions.ts; the slices' folders: src/database.ts).
CREATE OR REPLACE FUNCTION acolhe_busca_palavras_inseridas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO busca_palavras (palavra)
    SELECT DISTINCT p FROM novos n, acolhe_palavras_de(concat_ws(' ', n.search_text, n.description, n.bio)) AS p
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER terapeutas_busca_palavras_insert AFTER INSERT ON terapeutas REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION acolhe_busca_palavras_inseridas();
