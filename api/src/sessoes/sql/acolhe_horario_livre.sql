-- The one text of "this range of the therapist is not taken by anything outside the sessions
-- table", checked under the therapist's turn (reserva.ts takeTherapistTurn, which every writer of
-- busy intervals and holds takes too): by the booking (acolhe_reservar_sessao) and by a session's
-- move (mudancas.ts reschedule), so a sync or an offer committed after the api read the slots is
-- still seen. 'AC005': busy in one of the therapist's external calendars (issue 45, migration 0035).
-- 'AC462': held for another client of the therapist's waiting list (a live offer at p_agora, issue
-- 46: src/espera); the holder's own offer does not stand in its way.
CREATE OR REPLACE FUNCTION acolhe_horario_livre(p_terapeuta_id text, p_cliente_id text, p_inicio timestamptz, p_fim timestamptz, p_agora timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM ocupacoes_externas o WHERE o.terapeuta_id = p_terapeuta_id
      AND o.periodo && tstzrange(p_inicio, p_fim)) THEN
    RAISE EXCEPTION 'busy in an external calendar' USING ERRCODE = 'AC005';
  END IF;
  IF EXISTS (SELECT 1 FROM espera_ofertas WHERE espera_ofertas.terapeuta_id = p_terapeuta_id AND {{OFERTA_RETEM_HORARIO}}
      AND espera_ofertas.expira_em > p_agora AND espera_ofertas.cliente_id <> p_cliente_id
      AND espera_ofertas.starts_at < p_fim AND p_inicio < espera_ofertas.occupied_until) THEN
    RAISE EXCEPTION 'this time is held for the waiting list' USING ERRCODE = 'AC462';
  END IF;
END
$$;
