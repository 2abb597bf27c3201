-- A new review in one round trip (POST /avaliacoes; src/avaliacoes/service.ts), as a booking's write
-- is (migration 0011): the review took five trips (BEGIN, the therapist's lock, the insert, the
-- rating, COMMIT) with the therapist's row lock held across them, so concurrent reviews of one
-- therapist queued behind every trip of the one before. Same steps, same order, one statement.
--
-- acolhe_recalcular_nota is the rating aggregate's one definition (src/avaliacoes/rating.ts calls
-- it for the edits, deletions and the seed): rating = the average nota rounded to 2 decimals (0
-- without reviews), review_count = how many. NULL: every therapist. Two statements, not one with
-- "IS NULL OR": each keeps a plan that uses the therapist's index.
-- Written by hand (drizzle-kit has no functions).
CREATE OR REPLACE FUNCTION acolhe_recalcular_nota(p_terapeuta text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_terapeuta IS NULL THEN
    UPDATE terapeutas t SET rating = agg.rating, review_count = agg.n
    FROM (
      SELECT x.id, COALESCE(ROUND(AVG(a.nota)::numeric, 2), 0) AS rating, COUNT(a.id)::int AS n
      FROM terapeutas x LEFT JOIN avaliacoes a ON a.terapeuta_id = x.id
      GROUP BY x.id
    ) agg
    WHERE agg.id = t.id;
  ELSE
    UPDATE terapeutas t SET rating = agg.rating, review_count = agg.n
    FROM (
      SELECT COALESCE(ROUND(AVG(a.nota)::numeric, 2), 0) AS rating, COUNT(a.id)::int AS n
      FROM avaliacoes a WHERE a.terapeuta_id = p_terapeuta
    ) agg
    WHERE t.id = p_terapeuta;
  END IF;
END
$$;--> statement-breakpoint
-- p_avaliacao: the new row, column names as keys. 'AC002': no such therapist; a second review of
-- the same client raises the unique index's 23505, as before.
CREATE OR REPLACE FUNCTION acolhe_avaliar(p_avaliacao jsonb) RETURNS SETOF avaliacoes LANGUAGE plpgsql AS $$
DECLARE
  r record;
  criada avaliacoes;
BEGIN
  SELECT * INTO r FROM jsonb_to_record(p_avaliacao) AS x(
    id text, terapeuta_id text, cliente_id text, client_name text, nota integer, comentario text,
    data_avaliacao date, created_at timestamptz, updated_at timestamptz);
  -- concurrent writes on one therapist serialise here, so the aggregate includes every committed review
  PERFORM 1 FROM terapeutas WHERE id = r.terapeuta_id FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no such therapist' USING ERRCODE = 'AC002';
  END IF;
  INSERT INTO avaliacoes (id, terapeuta_id, cliente_id, client_name, nota, comentario, data_avaliacao, created_at, updated_at)
    VALUES (r.id, r.terapeuta_id, r.cliente_id, r.client_name, r.nota, r.comentario, r.data_avaliacao, r.created_at, r.updated_at)
    RETURNING * INTO criada;
  PERFORM acolhe_recalcular_nota(r.terapeuta_id);
  RETURN NEXT criada;
END
$$;
