-- pg_trgm backs the trigram index of the therapist search (terapeutas.search_text).
-- It ships with PostgreSQL (contrib, a "trusted" extension since PG 13, so the database owner
-- may create it) and with PGlite (loaded by src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
