-- The words of a text the search can forgive a typo towards: 4 to 40 letters, lower case, unaccented.
-- The current definition: the migrator applies this file after the migrations (db/functions.ts; the slices' folders: src/database.ts).
CREATE OR REPLACE FUNCTION acolhe_palavras_de(texto text) RETURNS SETOF text LANGUAGE sql STABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(unaccent(texto)), '[^a-z0-9]+') AS w WHERE length(w) BETWEEN 4 AND 40
$$;
