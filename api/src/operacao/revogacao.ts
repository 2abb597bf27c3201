// Operators end when they are removed (issue 40). An operator's IdToken is a valid signature until it
// expires (15 minutes), so disabling the operator at the identity provider is not enough by itself.
// `npm run operador -- remover <e-mail>` disables the operator there and ends its refresh tokens,
// then asks the api — any replica — to read the operator's state:
//   POST /identidade/operadores/sincronizar { email }   → 204
// The api asks the identity provider itself (AdminGetUser on the operators' pool, with the api's own
// admin rights) and records what it says in `operadores` (migration 0029), which the operators' guard
// of every replica reads at most 2 s old (auth/revocation.ts). So the call needs no credentials: it
// can only make the api agree with the identity provider — never revoke an enabled operator, never
// move a revocation back — and it answers 204 whatever the e-mail (an operator or not, removed or
// not), so it tells nobody who the staff are. With the embedded PGlite only the running api may open
// the database: this is how the command reaches it (docs/decisions/0045-operators-revocation.md).
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { operadores } from '../db/schema';
import { ALWAYS } from '../auth/revocation';
import type { IdentityAdmin, IdentityUser } from '../identidade/admin';
import { HttpError } from '../lib/errors';
import { MSG } from '../lib/messages';

declare module 'fastify' {
  interface FastifyInstance {
    /** the identity provider's admin calls on the operators' pool; undefined when none is configured */
    operadoresAdmin: IdentityAdmin | undefined;
  }
}

/** What the guard must hold from now on for `sub`: ALWAYS (disabled), the removal's time, or nothing. */
export type EstadoOperador = { sub: string; revokedAt: Date | null };

/**
 * Records what the identity provider says of an operator (`user`, AdminGetUser's answer; null: no
 * such user, nothing changes): disabled → every token refused (and those issued up to now, for good:
 * the revocation time only moves forward); enabled again → the tokens issued after the removal pass.
 */
export async function registrarEstadoOperador(db: Database, user: IdentityUser | null, email: string, now: Date): Promise<EstadoOperador | null> {
  if (!user) return null;
  if (!user.enabled) {
    await db
      .insert(operadores)
      .values({ sub: user.sub, email: user.email || email, desativadoEm: now, sessoesRevogadasEm: now, atualizadoEm: now })
      .onConflictDoUpdate({
        target: operadores.sub,
        set: {
          email: sql`excluded.email`,
          desativadoEm: sql`COALESCE(${operadores.desativadoEm}, excluded.desativado_em)`,
          sessoesRevogadasEm: sql`GREATEST(${operadores.sessoesRevogadasEm}, excluded.sessoes_revogadas_em)`,
          atualizadoEm: now,
        },
      });
    return { sub: user.sub, revokedAt: ALWAYS };
  }
  // enabled: only an operator removed before has a row to clear
  const [row] = await db
    .update(operadores)
    .set({ desativadoEm: null, atualizadoEm: now })
    .where(eq(operadores.sub, user.sub))
    .returning({ revogadasEm: operadores.sessoesRevogadasEm });
  return { sub: user.sub, revokedAt: row?.revogadasEm ?? null };
}

/**
 * POST /identidade/operadores/sincronizar: reads `email` at the operators' pool and records what it
 * says; this replica's guard knows at once, the others within REVOCATION_TTL_MS. 503 when the api has
 * no admin access to the pool or the provider does not answer.
 */
export async function sincronizarOperador(
  app: Pick<FastifyInstance, 'db' | 'operadoresAdmin' | 'operadorRevocations' | 'now'>,
  request: FastifyRequest,
  email: string,
): Promise<void> {
  const admin = app.operadoresAdmin;
  if (!admin) throw new HttpError(503, MSG.operadoresSemAdmin);
  const user = await admin.getUser(email).catch((error: unknown) => {
    request.log.warn({ err: error }, 'operação: o provedor de identidade não respondeu ao conferir um(a) operador(a)');
    throw new HttpError(503, MSG.operadoresIdentidadeIndisponivel);
  });
  const estado = await registrarEstadoOperador(app.db, user, email, app.now());
  if (estado) {
    app.operadorRevocations.remember(estado.sub, estado.revokedAt);
    request.log.info({ operador: estado.sub, desativado: estado.revokedAt === ALWAYS }, 'operação: estado do(a) operador(a) conferido no provedor de identidade');
  }
}
