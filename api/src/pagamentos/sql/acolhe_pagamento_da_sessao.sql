-- Trigger (after a session becomes CONFIRMED or COMPLETED): its payment row, with the therapist's
-- price of that moment. Free when the price is 0, or when the therapist offers the first session
-- free and no other payable session (db/statuses.ts isPayable: CONFIRMED or COMPLETED) of this
-- client with this therapist used it. The pair's advisory lock makes two confirmations at once take
-- turns, so only one is free. A session confirmed again after a move keeps its payment. Trigger:
-- below, fired for the payable statuses (NOVA_SESSAO_PAGAVEL, db/fragments.ts: isPayable over NEW).
-- The current definition: the migrator applies this file after the migrations (db/functions.ts).
CREATE OR REPLACE FUNCTION acolhe_pagamento_da_sessao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('acolhe_pagamento:' || NEW.cliente_id || ':' || NEW.terapeuta_id, 0));
  INSERT INTO pagamentos (sessao_id, valor, gratuita)
    SELECT NEW.id, t.session_price,
      t.session_price = 0 OR (t.free_first_session AND NOT EXISTS (
        SELECT 1 FROM pagamentos JOIN sessoes ON sessoes.id = pagamentos.sessao_id
        WHERE pagamentos.gratuita AND sessoes.cliente_id = NEW.cliente_id AND sessoes.terapeuta_id = NEW.terapeuta_id
          AND sessoes.id <> NEW.id AND {{SESSAO_PAGAVEL}}))
    FROM terapeutas t WHERE t.id = NEW.terapeuta_id
  ON CONFLICT (sessao_id) DO NOTHING;
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER sessoes_pagamento AFTER INSERT OR UPDATE OF status ON sessoes
  FOR EACH ROW WHEN ({{NOVA_SESSAO_PAGAVEL}})
  EXECUTE FUNCTION acolhe_pagamento_da_sessao();
