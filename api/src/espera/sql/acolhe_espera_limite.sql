-- A client waits in at most {{ESPERA_MAX_ENTRADAS}} lists at once (shared-domain ESPERA_MAX_ENTRADAS,
-- issue 46): counted under the client's row lock, so concurrent joins cannot pass it together
-- ('AC461', src/espera/entradas.ts answers it in pt-BR). An entry past its expiry no longer counts,
-- even before the sweep marks it. Trigger: migration 0036.
-- The current definition: the migrator applies this file after the migrations (src/database.ts).
CREATE OR REPLACE FUNCTION acolhe_espera_limite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM clientes WHERE id = NEW.cliente_id FOR NO KEY UPDATE;
  IF (SELECT count(*) FROM espera_entradas e WHERE e.cliente_id = NEW.cliente_id AND e.estado = 'ativa' AND e.expira_em > NEW.created_at) >= {{ESPERA_MAX_ENTRADAS}} THEN
    RAISE EXCEPTION 'waiting list limit of this client' USING ERRCODE = 'AC461';
  END IF;
  RETURN NEW;
END
$$;
