-- 'Sair de todos os dispositivos' and a password change end every session of an account
-- (issue 29). The identity provider revokes the refresh tokens (AdminUserGlobalSignOut), but an
-- IdToken it already issued stays a valid signature for up to an hour: the api refuses those whose
-- `iat` is not after this time. In the database, so every replica agrees (src/auth/guard.ts reads
-- it at most 2 s old); only ever moved forward (GREATEST), so no token can move it back.
ALTER TABLE "contas" ADD COLUMN "sessoes_revogadas_em" timestamp with time zone;
