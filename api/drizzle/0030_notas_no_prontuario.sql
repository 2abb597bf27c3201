-- Issue 40 item 4: clinical notes only through the encrypted prontuário.
--
-- 1. Who may hold a client's record: a therapist who has seen the client (a CONFIRMED or COMPLETED
--    session of the pair) — acolhe_atendeu. The database refuses to open a prontuário for anybody
--    else (trigger prontuarios_so_de_quem_atendeu, SQLSTATE AC030), whatever path inserts it (the
--    api's routes, the legacy notes' move, a script). Current texts of both functions:
--    src/db/functions/acolhe_atendeu.sql and acolhe_prontuario_so_de_quem_atendeu.sql.
CREATE OR REPLACE FUNCTION acolhe_atendeu(p_terapeuta text, p_cliente text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM sessoes
    WHERE sessoes.terapeuta_id = p_terapeuta AND sessoes.cliente_id = p_cliente AND sessoes.status IN ('CONFIRMED', 'COMPLETED')
  )
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION acolhe_prontuario_so_de_quem_atendeu() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT acolhe_atendeu(NEW.terapeuta_id, NEW.cliente_id) THEN
    RAISE EXCEPTION 'prontuarios: o(a) terapeuta não atendeu este(a) cliente' USING ERRCODE = 'AC030';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "prontuarios_so_de_quem_atendeu" BEFORE INSERT OR UPDATE OF "terapeuta_id", "cliente_id" ON "prontuarios"
  FOR EACH ROW EXECUTE FUNCTION acolhe_prontuario_so_de_quem_atendeu();--> statement-breakpoint
-- 2. The plaintext notes of sessoes.therapist_notes. They can only be encrypted by the api (the
--    data keys are its), so the notes of a pair the therapist has seen wait in notas_sessao_legadas
--    for the api's start-up step (src/prontuario/notas.ts), which seals each into the session's
--    prontuário entry and deletes the row; the notes of a pair never seen (a request only PENDING,
--    then declined or expired) are discarded here: they open no record.
CREATE TABLE "notas_sessao_legadas" (
  "sessao_id" text PRIMARY KEY NOT NULL REFERENCES "sessoes"("id") ON DELETE CASCADE,
  "texto" text NOT NULL
);--> statement-breakpoint
INSERT INTO "notas_sessao_legadas" ("sessao_id", "texto")
  SELECT "id", "therapist_notes" FROM "sessoes" WHERE "therapist_notes" <> '' AND acolhe_atendeu("terapeuta_id", "cliente_id");--> statement-breakpoint
UPDATE "sessoes" SET "therapist_notes" = '' WHERE "therapist_notes" <> '';--> statement-breakpoint
-- The column stays (empty) for the previous version's replicas during a rolling deploy, and the
-- database keeps it empty: no plaintext note can be written there again. The next release drops it
-- with notas_sessao_legadas (docs/operations.md, "Clinical text on disk").
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_sem_notas_em_claro" CHECK ("therapist_notes" = '');--> statement-breakpoint
-- Answers kept for idempotent retries (24 h) carried the notes too: the field goes from them.
UPDATE "idempotencia" SET "resposta" = regexp_replace("resposta", ',"therapistNotes":"(\\.|[^"\\])*"', '', 'g')
  WHERE "resposta" LIKE '%"therapistNotes":%';--> statement-breakpoint
-- 3. The text stays in the database's files (dead row versions, the WAL) until they are rewritten.
--    A database that held sessions may have held notes (an older version moved them within a
--    minute, but their bytes stayed): it owes a purge, recorded here. On PGlite the api does it at
--    its next start; on PostgreSQL an operator (docs/operations.md, "Clinical text on disk").
CREATE TABLE "manutencao_pendente" (
  "tarefa" text PRIMARY KEY NOT NULL,
  "desde" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
INSERT INTO "manutencao_pendente" ("tarefa") SELECT 'purgar-notas-em-claro' WHERE EXISTS (SELECT 1 FROM "sessoes");
