-- The operators' audit log is append-only (issue 32): UPDATE, DELETE and TRUNCATE of
-- auditoria_operacao raise, whoever runs them (the api, a script, an operator with SQL).
-- Its triggers: below (re-applied with the function on every start).
-- The current definition: the migrator applies this file after the migrations (db/functions.ts).
CREATE OR REPLACE FUNCTION acolhe_auditoria_somente_insercao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'auditoria_operacao: somente inserção' USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE OR REPLACE TRIGGER auditoria_operacao_sem_truncate BEFORE TRUNCATE ON auditoria_operacao
  FOR EACH STATEMENT EXECUTE FUNCTION acolhe_auditoria_somente_insercao();

CREATE OR REPLACE TRIGGER auditoria_operacao_somente_insercao BEFORE DELETE OR UPDATE ON auditoria_operacao
  FOR EACH ROW EXECUTE FUNCTION acolhe_auditoria_somente_insercao();
