-- Whether the therapist has seen the client: a session of the pair that the therapist confirmed
-- and that still stands or took place (CONFIRMED or COMPLETED: the fragment SESSAO_PAGAVEL, db/statuses.ts isPayable).
-- The one rule of who may hold the client's prontuário (issue 40 item 4): the trigger of prontuarios
-- (acolhe_prontuario_so_de_quem_atendeu), the api's reads (prontuario/service.ts) and the move of
-- the legacy notes (prontuario/notas.ts, migration 0030) all ask it.
-- The current definition, owned by the prontuario slice: the migrator applies this file after the
-- migrations (db/functions.ts; the folder is handed over by src/database.ts).
CREATE OR REPLACE FUNCTION acolhe_atendeu(p_terapeuta text, p_cliente text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM sessoes
    WHERE sessoes.terapeuta_id = p_terapeuta AND sessoes.cliente_id = p_cliente AND {{SESSAO_PAGAVEL}}
  )
$$;
