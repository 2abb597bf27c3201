-- A booking in one round trip (POST /sessoes; src/sessoes/reserva.ts): p_sessao is the new sessoes row
-- and p_notificacoes the outbox rows the SessaoSolicitada subscribers prepared before the write
-- (eventos/bus.ts `prepared`; notificacoes/subscribers/sessoes.ts renders them with outboxRow),
-- column names as keys, written by acolhe_escrever_notificacoes, the outbox's one write.
-- Under the client's row lock: at most p_max_pendentes PENDING requests with one therapist
-- (MAX_PENDING_PER_THERAPIST, 'AC001') and p_max_pendentes_total overall (MAX_PENDING_PER_CLIENT,
-- 'AC002'); then one booking of the therapist at a time (advisory lock until commit) and the
-- exclusion constraint decides a taken slot (23P01). 'AC004': the therapist's profile stopped being
-- public (suspended, verification lost…) since the service read it. 'AC005': the time is busy in one
-- of the therapist's external calendars. 'AC462': the time is held for
-- another client of the therapist's waiting list (issue 46).
-- The first session of a series (migration 0027) carries serie_id / serie_data; a single one nulls.
-- The current definition: the migrator applies this file after the migrations (db/functions.ts; the
-- sessoes slice's folder, named by src/database.ts).
CREATE OR REPLACE FUNCTION acolhe_reservar_sessao(p_sessao jsonb, p_notificacoes jsonb, p_max_pendentes integer, p_max_pendentes_total integer DEFAULT 6)
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
    starts_at timestamptz, occupied_until timestamptz, created_at timestamptz, updated_at timestamptz,
    serie_id text, serie_data date);
  SELECT c.name INTO nome FROM clientes c WHERE c.id = s.cliente_id FOR NO KEY UPDATE;
  -- The therapist still takes requests — the profile is public (PUBLICADO: perfis/publicacao.ts,
  -- the one definition the service read before) — read under a share lock of its row ('AC004'
  -- otherwise): this closes the gap after the service's read. A suspension locks the row FOR UPDATE
  -- (operacao/suspensao.ts): committed first, it is seen here; otherwise it waits for this booking
  -- and declines it with the other pending requests.
  PERFORM 1 FROM terapeutas WHERE terapeutas.id = s.terapeuta_id AND {{PUBLICADO}}
    FOR KEY SHARE OF terapeutas;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'this therapist takes no requests' USING ERRCODE = 'AC004';
  END IF;
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
  -- busy in one of the therapist's external calendars ('AC005', issue 45) or held for another
  -- client of the waiting list ('AC462', issue 46): the service read both before; read again here,
  -- under the turn a calendar's sync and an offer also take, by the rule's one text (shared with a
  -- session's move: acolhe_horario_livre)
  PERFORM acolhe_horario_livre(s.terapeuta_id, s.cliente_id, s.starts_at, s.occupied_until, s.created_at);
  INSERT INTO sessoes (id, terapeuta_id, cliente_id, client_name, date, "time", status, notes, payment_method,
      modality, duration_minutes, buffer_minutes, starts_at, occupied_until, created_at, updated_at, serie_id, serie_data)
    VALUES (s.id, s.terapeuta_id, s.cliente_id, coalesce(nullif(nome, ''), s.client_name), s.date, s."time", s.status,
      s.notes, s.payment_method, s.modality, s.duration_minutes, s.buffer_minutes, s.starts_at, s.occupied_until,
      s.created_at, s.updated_at, s.serie_id, s.serie_data)
    RETURNING * INTO criada;
  -- issue 46: the holder took the held time (POST /ofertas/{id}/aceitar, or booking it): the offer
  -- is accepted and its entry leaves the list, with the session
  WITH aceita AS (
    UPDATE espera_ofertas SET estado = 'aceita', encerrada_em = s.created_at, sessao_id = criada.id
      WHERE espera_ofertas.terapeuta_id = s.terapeuta_id AND espera_ofertas.cliente_id = s.cliente_id AND {{OFERTA_RETEM_HORARIO}}
        AND espera_ofertas.starts_at = s.starts_at
      RETURNING espera_ofertas.entrada_id)
  UPDATE espera_entradas e SET estado = 'atendida', encerrada_em = s.created_at FROM aceita WHERE e.id = aceita.entrada_id;
  -- its messages, through the outbox's one write
  PERFORM acolhe_escrever_notificacoes(p_notificacoes);
  RETURN NEXT criada;
END
$$;
