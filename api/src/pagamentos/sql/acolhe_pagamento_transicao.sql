-- Trigger (before UPDATE of estado on pagamentos): the payment's states, whatever writes them. The
-- allowed changes are shared-domain's PAYMENT_STATE_CHANGES, rendered here (pagamentos/fragments.ts):
-- pendente|nao_recebido → informado (the client), informado → confirmado|nao_recebido (the
-- therapist), confirmado → a_reembolsar (its session cancelled), and among a_reembolsar, reembolsado
-- and retido (the therapist's mark). The api's guarded UPDATE answers the person; this is the wall
-- behind it ('AC002'). Its trigger: below.
-- The current definition: the migrator applies this file after the migrations (db/functions.ts).
CREATE OR REPLACE FUNCTION acolhe_pagamento_transicao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.estado IS DISTINCT FROM OLD.estado AND NOT ({{PAGAMENTO_MUDANCA_PERMITIDA}}) THEN
    RAISE EXCEPTION 'payment state % -> % not allowed', OLD.estado, NEW.estado USING ERRCODE = 'AC002';
  END IF;
  RETURN NEW;
END
$$;

CREATE OR REPLACE TRIGGER pagamentos_transicao BEFORE UPDATE OF estado ON pagamentos
  FOR EACH ROW EXECUTE FUNCTION acolhe_pagamento_transicao();
