-- What a booking reads before its rules run (POST /sessoes; src/sessoes/reserva.ts bookingContext), as
-- one JSON value: the therapist's row (all but the search document), whether the profile is public,
-- the weekly hours, both parties' names, addresses and accounts, and the therapist's sessions holding
-- time and blocks within the given bounds (agenda/service.ts agendaBounds) — blocks with the external
-- calendars' busy intervals (the view agenda_bloqueios, migration 0035). Keys are column names.
-- A function because PGlite plans every statement it is sent again (it keeps no named statement):
-- this read was a plan of five joins and two subqueries per booking; PL/pgSQL keeps its plan.
-- The two predicates in double braces are the api's own rules (db/fragments.ts), written in
-- by the migrator. Null when the therapist does not exist.
-- The current definition: the migrator applies this file after the migrations (db/functions.ts; the
-- sessoes slice's folder, named by src/database.ts).
CREATE OR REPLACE FUNCTION acolhe_contexto_reserva(p_terapeuta text, p_cliente text, p_ocupadas_antes timestamptz,
  p_ocupadas_depois timestamptz, p_bloqueios_antes timestamptz, p_bloqueios_depois timestamptz)
RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT jsonb_build_object(
      'terapeuta', to_jsonb(terapeutas) - 'busca',
      'publicado', {{PUBLICADO}},
      'schedule', d.schedule,
      'cliente', (SELECT jsonb_build_object('name', c.name, 'email', c.email) FROM clientes c WHERE c.id = p_cliente),
      'conta_terapeuta', (SELECT to_jsonb(ct) FROM contas ct WHERE ct.id = terapeutas.id),
      'conta_cliente', (SELECT to_jsonb(cc) FROM contas cc WHERE cc.id = p_cliente),
      'ocupadas', (SELECT coalesce(jsonb_agg(jsonb_build_object('id', sessoes.id, 'starts_at', sessoes.starts_at,
          'occupied_until', sessoes.occupied_until)), '[]'::jsonb)
        FROM sessoes WHERE sessoes.terapeuta_id = terapeutas.id AND {{SESSAO_OCUPA_HORARIO}}
          AND sessoes.starts_at < p_ocupadas_antes AND sessoes.occupied_until > p_ocupadas_depois),
      'bloqueios', (SELECT coalesce(jsonb_agg(jsonb_build_object('tipo', b.tipo, 'inicio', b.inicio, 'fim', b.fim)), '[]'::jsonb)
        FROM agenda_bloqueios b WHERE b.terapeuta_id = terapeutas.id AND b.inicio < p_bloqueios_antes AND b.fim > p_bloqueios_depois))
    FROM terapeutas LEFT JOIN disponibilidades d ON d.terapeuta_id = terapeutas.id
    WHERE terapeutas.id = p_terapeuta);
END
$$;
