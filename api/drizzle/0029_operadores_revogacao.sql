-- Operators end when they are removed (issue 40). An operator's IdToken is a valid signature until
-- it expires, so disabling the operator at the identity provider (`npm run operador -- remover`) is
-- not enough: the api refuses every token of a disabled operator, and, after a re-activation, every
-- token issued up to the removal. Written by the api only after it read the operator's state at the
-- identity provider itself (POST /identidade/operadores/sincronizar: src/operacao/revogacao.ts); read
-- by the operators' guard of every replica at most 2 s old (src/auth/revocation.ts), like
-- contas.sessoes_revogadas_em (migration 0014). Keyed by the operators' pool's sub.
CREATE TABLE "operadores" (
  "sub" text PRIMARY KEY NOT NULL,
  "email" text NOT NULL,
  -- disabled at the identity provider as the api last read it: every token refused; null when enabled
  "desativado_em" timestamp with time zone,
  -- tokens issued up to this second are refused; only ever moved forward (GREATEST)
  "sessoes_revogadas_em" timestamp with time zone,
  "atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
