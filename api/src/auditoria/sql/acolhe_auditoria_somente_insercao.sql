-- The operators' audit log is append-only (issue 32): UPDATE, DELETE and TRUNCATE of
-- auditoria_operacao raise, whoever runs them (the api, a script, an operator with SQL).
-- Triggers: migration 0024.
-- The current definition: the migrator applies this file after the migrations (db/functions.ts).
CREATE OR REPLACE FUNCTION acolhe_auditoria_somente_insercao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'auditoria_operacao: somente inserção' USING ERRCODE = 'insufficient_privilege';
END
$$;
