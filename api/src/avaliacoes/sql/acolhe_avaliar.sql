-- A new review in one round trip (POST /avaliacoes; src/avaliacoes/service.ts): p_avaliacao is the new
-- avaliacoes row, column names as keys. The therapist's row lock serialises concurrent reviews of one
-- therapist, so the aggregate includes every committed review. 'AC002': no such therapist; 'AC003': the
-- client has no COMPLETED session with that therapist (reviews come from sessions, issue 32; declined,
-- cancelled, pending and confirmed-not-yet-completed sessions do not count); a second review of the
-- same client raises the unique index's 23505.
-- The current definition: the migrator applies this file after the migrations (db/functions.ts).
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
  -- checked here, after the lock and in the insert's statement: what the API read before cannot be stale
  -- the rule's one text: src/avaliacoes/fragments.ts (the same predicate marks a review verified)
  IF NOT {{AVALIACAO_APOS_SESSAO}} THEN
    RAISE EXCEPTION 'no completed session' USING ERRCODE = 'AC003';
  END IF;
  INSERT INTO avaliacoes (id, terapeuta_id, cliente_id, client_name, nota, comentario, data_avaliacao, created_at, updated_at)
    VALUES (r.id, r.terapeuta_id, r.cliente_id, r.client_name, r.nota, r.comentario, r.data_avaliacao, r.created_at, r.updated_at)
    RETURNING * INTO criada;
  PERFORM acolhe_recalcular_nota(r.terapeuta_id);
  RETURN NEXT criada;
END
$$;
