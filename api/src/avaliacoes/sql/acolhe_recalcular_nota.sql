-- The rating aggregate's one definition (src/avaliacoes/rating.ts calls it for edits, deletions and
-- the seed): rating = the average nota rounded to 2 decimals (0 without reviews), review_count = how
-- many — of the VISIBLE reviews only: one an operator hid (ocultada_em, issue 32) counts for nothing.
-- NULL: every therapist. Two statements, not one with "IS NULL OR": each keeps a plan that
-- uses the therapist's index.
-- The current definition: the migrator applies this file after the migrations (db/functions.ts).
CREATE OR REPLACE FUNCTION acolhe_recalcular_nota(p_terapeuta text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_terapeuta IS NULL THEN
    UPDATE terapeutas t SET rating = agg.rating, review_count = agg.n
    FROM (
      SELECT x.id, COALESCE(ROUND(AVG(a.nota)::numeric, 2), 0) AS rating, COUNT(a.id)::int AS n
      FROM terapeutas x LEFT JOIN avaliacoes a ON a.terapeuta_id = x.id AND a.ocultada_em IS NULL
      GROUP BY x.id
    ) agg
    WHERE agg.id = t.id;
  ELSE
    UPDATE terapeutas t SET rating = agg.rating, review_count = agg.n
    FROM (
      SELECT COALESCE(ROUND(AVG(a.nota)::numeric, 2), 0) AS rating, COUNT(a.id)::int AS n
      FROM avaliacoes a WHERE a.terapeuta_id = p_terapeuta AND a.ocultada_em IS NULL
    ) agg
    WHERE t.id = p_terapeuta;
  END IF;
END
$$;
