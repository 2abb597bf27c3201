-- A prontuário is opened only for a client the therapist has seen (acolhe_atendeu; issue 40 item 4):
-- a request that was only PENDING, then declined or expired, opens none, whatever path inserts the
-- row. SQLSTATE AC030, which the api answers as 'Prontuário não encontrado.' (404).
-- Its trigger: below (prontuarios_so_de_quem_atendeu, BEFORE INSERT OR UPDATE of the pair).
-- The current definition, owned by the prontuario slice: the migrator applies this file after the
-- migrations (db/functions.ts; the folder is handed over by src/database.ts).
CREATE OR REPLACE FUNCTION acolhe_prontuario_so_de_quem_atendeu() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT acolhe_atendeu(NEW.terapeuta_id, NEW.cliente_id) THEN
    RAISE EXCEPTION 'prontuarios: o(a) terapeuta não atendeu este(a) cliente' USING ERRCODE = 'AC030';
  END IF;
  RETURN NEW;
END
$$;

CREATE OR REPLACE TRIGGER prontuarios_so_de_quem_atendeu BEFORE INSERT OR UPDATE OF terapeuta_id, cliente_id ON prontuarios
  FOR EACH ROW EXECUTE FUNCTION acolhe_prontuario_so_de_quem_atendeu();
