-- Issue 29, the api's data and rules (written by hand after drizzle-kit's index line; drizzle-kit has no functions).
-- 1. The sweep of requests nobody answered (src/sessoes/service.ts expireUnansweredRequests) reads
--    PENDING sessions by start: a partial index keeps it off the whole table.
CREATE INDEX "sessoes_pendentes_idx" ON "sessoes" USING btree ("starts_at") WHERE "sessoes"."status" = 'PENDING';--> statement-breakpoint
-- 2. acolhe_reservar_sessao (migrations 0011 and 0013) with one rule more: a client holds at most
--    p_max_pendentes_total PENDING requests overall (MAX_PENDING_PER_CLIENT of shared-domain, 6),
--    besides p_max_pendentes with one therapist (MAX_PENDING_PER_THERAPIST, 3). One free account
--    held 3 requests on every therapist at once. Counted after the client's row lock, like the
--    per-therapist count, so concurrent bookings of one client on any number of replicas cannot
--    both pass it; 'AC002' is this limit (the api answers 409 in pt-BR). Every other rule, and the
--    order of the locks, is 0013's. The old three-argument function is dropped: a caller that does
--    not pass the new limit gets 6 by default.
DROP FUNCTION IF EXISTS acolhe_reservar_sessao(jsonb, jsonb, integer);--> statement-breakpoint
CREATE FUNCTION acolhe_reservar_sessao(p_sessao jsonb, p_notificacoes jsonb, p_max_pendentes integer, p_max_pendentes_total integer DEFAULT 6)
RETURNS SETOF sessoes LANGUAGE plpgsql AS $$
DECLARE
  s record;
  nome text;
  pendentes integer;
  pendentes_total integer;
  criada sessoes;
BEGIN
  SELECT * INTO s FROM jsonb_to_record(p_sessao) AS x(
    id text, terapeuta_id text, cliente_id text, client_name text, date date, "time" text, status text,
    notes text, payment_method text, modality text, duration_minutes integer, buffer_minutes integer,
    starts_at timestamptz, occupied_until timestamptz, created_at timestamptz, updated_at timestamptz);
  SELECT c.name INTO nome FROM clientes c WHERE c.id = s.cliente_id FOR NO KEY UPDATE;
  SELECT count(*) FILTER (WHERE terapeuta_id = s.terapeuta_id), count(*) INTO pendentes, pendentes_total FROM sessoes
    WHERE cliente_id = s.cliente_id AND status = s.status;
  IF pendentes >= p_max_pendentes THEN
    RAISE EXCEPTION 'pending limit of this client with this therapist' USING ERRCODE = 'AC001';
  END IF;
  IF pendentes_total >= p_max_pendentes_total THEN
    RAISE EXCEPTION 'pending limit of this client overall' USING ERRCODE = 'AC002';
  END IF;
  -- one booking of this therapist at a time (until commit): see migration 0013
  PERFORM pg_advisory_xact_lock(hashtextextended('acolhe_agenda:' || s.terapeuta_id, 0));
  INSERT INTO sessoes (id, terapeuta_id, cliente_id, client_name, date, "time", status, notes, payment_method,
      modality, duration_minutes, buffer_minutes, starts_at, occupied_until, created_at, updated_at)
    VALUES (s.id, s.terapeuta_id, s.cliente_id, coalesce(nullif(nome, ''), s.client_name), s.date, s."time", s.status,
      s.notes, s.payment_method, s.modality, s.duration_minutes, s.buffer_minutes, s.starts_at, s.occupied_until,
      s.created_at, s.updated_at)
    RETURNING * INTO criada;
  INSERT INTO notificacoes (id, conta_id, tipo, titulo, mensagem, link, sessao_id, payload, email_to, created_at,
      agendada_para, next_attempt_at, status, last_error)
    SELECT n.id, n.conta_id, n.tipo, n.titulo, n.mensagem, n.link, n.sessao_id, n.payload, n.email_to, n.created_at,
      n.agendada_para, n.next_attempt_at, coalesce(n.status, 'pendente'), n.last_error
    FROM jsonb_to_recordset(p_notificacoes) AS n(
      id text, conta_id text, tipo text, titulo text, mensagem text, link text, sessao_id text, payload jsonb,
      email_to text, created_at timestamptz, agendada_para timestamptz, next_attempt_at timestamptz, status text,
      last_error text);
  RETURN NEXT criada;
END
$$;--> statement-breakpoint
-- 3. Meeting links stored before the shared validator refused line breaks, spaces and controls
--    (an e-mail read "Link da sessão: https://…↵↵URGENTE: pague em …"; a CR reached the .ics):
--    such a link is no link; the therapist sets it again.
UPDATE "sessoes" SET "meeting_link" = '' WHERE "meeting_link" ~ '[[:cntrl:][:space:]]' OR ("meeting_link" <> '' AND "meeting_link" !~* '^https://');--> statement-breakpoint
-- 4. Erasing an account deletes its identity provider user too (AdminDeleteUser, src/identidade):
--    when that call could not be made the erasure is committed anyway and this stays null, and the
--    sweep tries again. Accounts erased before this migration get that sweep too.
ALTER TABLE "contas" ADD COLUMN "identidade_excluida_em" timestamp with time zone;--> statement-breakpoint
-- 5. Accounts erased before the erasure cleared every address field: the client's number and
--    complement, the therapist's office.
UPDATE "clientes" SET "address_number" = '', "address_complement" = ''
  WHERE "id" IN (SELECT "id" FROM "contas" WHERE "erased_at" IS NOT NULL);--> statement-breakpoint
UPDATE "terapeutas" SET "office_zip_code" = '', "office_street" = '', "office_number" = '', "office_complement" = '',
    "office_neighborhood" = '', "office_city" = '', "office_state" = ''
  WHERE "id" IN (SELECT "id" FROM "contas" WHERE "erased_at" IS NOT NULL);
