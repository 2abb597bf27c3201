-- Trigger of every write that can change a therapist's booking calendar (slots-mes): announces
-- the therapist on the channel `acolhe_agenda` (AGENDA_CHANNEL in src/lib/cache-events.ts), so each
-- api replica drops its cached months of that therapist, whichever replica, sweep or script wrote.
-- NOTIFY is sent at commit (never for a rolled-back write); TG_ARGV[0] names the therapist column.
-- Its triggers: below, one per table (re-applied with the function on every start).
-- The current definition: the migrator applies this file after the migrations (db/functions.ts; the slices' folders: src/database.ts).
CREATE OR REPLACE FUNCTION acolhe_agenda_mudou() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('acolhe_agenda', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('acolhe_agenda', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER bloqueios_agenda_mudou AFTER INSERT OR DELETE OR UPDATE ON bloqueios
  FOR EACH ROW EXECUTE FUNCTION acolhe_agenda_mudou('terapeuta_id');

CREATE OR REPLACE TRIGGER disponibilidades_agenda_mudou AFTER INSERT OR DELETE OR UPDATE ON disponibilidades
  FOR EACH ROW EXECUTE FUNCTION acolhe_agenda_mudou('terapeuta_id');

CREATE OR REPLACE TRIGGER feriados_abertos_agenda_mudou AFTER INSERT OR DELETE OR UPDATE ON feriados_abertos
  FOR EACH ROW EXECUTE FUNCTION acolhe_agenda_mudou('terapeuta_id');

CREATE OR REPLACE TRIGGER sessoes_agenda_mudou AFTER INSERT OR DELETE OR UPDATE OF status, date, "time", starts_at, occupied_until, terapeuta_id ON sessoes
  FOR EACH ROW EXECUTE FUNCTION acolhe_agenda_mudou('terapeuta_id');

CREATE OR REPLACE TRIGGER terapeutas_agenda_mudou AFTER INSERT OR DELETE OR UPDATE OF session_duration, buffer_minutes, min_notice_hours ON terapeutas
  FOR EACH ROW EXECUTE FUNCTION acolhe_agenda_mudou('id');

-- external calendars' busy time (calendarios slice): a sync that changes the intervals drops the cached months
CREATE OR REPLACE TRIGGER ocupacoes_externas_agenda_mudou AFTER INSERT OR DELETE OR UPDATE ON ocupacoes_externas
  FOR EACH ROW EXECUTE FUNCTION acolhe_agenda_mudou('terapeuta_id');

-- the waiting list's live holds (espera slice): a held time leaves the booking calendar
CREATE OR REPLACE TRIGGER espera_ofertas_agenda_mudou AFTER INSERT OR DELETE OR UPDATE ON espera_ofertas
  FOR EACH ROW EXECUTE FUNCTION acolhe_agenda_mudou('terapeuta_id');
