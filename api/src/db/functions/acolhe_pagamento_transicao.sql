-- Trigger (before UPDATE of estado on pagamentos): the payment's states, whatever writes them:
-- pendente|nao_recebido → informado (the client), informado → confirmado|nao_recebido (the therapist).
-- The api's guarded UPDATE answers the person; this is the wall behind it ('AC002'). Trigger: migration 0019.
-- The current definition: the migrator applies this file after the migrations (db/functions.ts).
CREATE OR REPLACE FUNCTION acolhe_pagamento_transicao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.estado IS DISTINCT FROM OLD.estado AND NOT (
      (OLD.estado IN ('pendente', 'nao_recebido') AND NEW.estado = 'informado')
      OR (OLD.estado = 'informado' AND NEW.estado IN ('confirmado', 'nao_recebido'))) THEN
    RAISE EXCEPTION 'payment state % -> % not allowed', OLD.estado, NEW.estado USING ERRCODE = 'AC002';
  END IF;
  RETURN NEW;
END
$$;
