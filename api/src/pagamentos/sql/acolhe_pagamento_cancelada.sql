-- Trigger (after a session becomes CANCELLED): a payment already received is never dropped (issue
-- 41). It moves as shared-domain PAYMENT_ON_CANCEL says (confirmado → a_reembolsar; rendered by
-- pagamentos/fragments.ts) in the cancellation's own statement, whatever cancelled it (either side, a
-- series ended, an erasure), and records when (the session's updated_at: the api's clock). Its
-- statement is void from then on (GET /declaracoes/{codigo} answers 'cancelada'). A payment not
-- received stays as it was. Its trigger: below.
-- The current definition: the migrator applies this file after the migrations (db/functions.ts).
CREATE OR REPLACE FUNCTION acolhe_pagamento_cancelada() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pagamentos
    SET estado = {{PAGAMENTO_AO_CANCELAR_PARA}}, cancelada_em = NEW.updated_at, updated_at = NEW.updated_at
    WHERE sessao_id = NEW.id AND estado = {{PAGAMENTO_AO_CANCELAR_DE}};
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER sessoes_pagamento_cancelada AFTER UPDATE OF status ON sessoes
  FOR EACH ROW WHEN (NEW.status = 'CANCELLED' AND OLD.status IS DISTINCT FROM 'CANCELLED')
  EXECUTE FUNCTION acolhe_pagamento_cancelada();
