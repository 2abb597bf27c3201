-- The outbox's one write (notificacoes/outbox.ts, docs/decisions/0008-one-outbox-write-path.md):
-- p_notificacoes is an array of notificacoes rows, column names as keys, rendered by outboxRow.
-- Every writer calls it — writeOutbox in the transaction of its change, and acolhe_reservar_sessao
-- inside a booking's one statement — so the column list of an outbox row is written once. A row
-- without a status is 'pendente' (the table's default); the other columns take their defaults.
-- The current definition: the migrator applies this file after the migrations (db/functions.ts).
CREATE OR REPLACE FUNCTION acolhe_escrever_notificacoes(p_notificacoes jsonb)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  escritas integer;
BEGIN
  INSERT INTO notificacoes (id, conta_id, tipo, titulo, mensagem, link, sessao_id, payload, email_to, created_at,
      agendada_para, next_attempt_at, status, last_error)
    SELECT n.id, n.conta_id, n.tipo, n.titulo, n.mensagem, n.link, n.sessao_id, n.payload, n.email_to, n.created_at,
      n.agendada_para, n.next_attempt_at, coalesce(n.status, 'pendente'), n.last_error
    FROM jsonb_to_recordset(p_notificacoes) AS n(
      id text, conta_id text, tipo text, titulo text, mensagem text, link text, sessao_id text, payload jsonb,
      email_to text, created_at timestamptz, agendada_para timestamptz, next_attempt_at timestamptz, status text,
      last_error text);
  GET DIAGNOSTICS escritas = ROW_COUNT;
  RETURN escritas;
END
$$;
