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
import type { FastifyInstance } from 'fastify';
import { apiErrorAnswer, forgotPasswordEmailSchema } from '@acolhe/shared-domain';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { operadores } from '../db/schema';
import { ALWAYS } from '../auth/revocation';
import { operation, ACCESS } from '../http/contract';
import type { IdentityUser } from '../identidade/admin';
import { HttpError } from '../lib/errors';
import { MSG } from '../lib/messages';
import { parseWith } from '../lib/validation';

export const SINCRONIZAR_OPERADOR_PATH = '/identidade/operadores/sincronizar';

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

export function registerRevogacaoRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post(
    SINCRONIZAR_OPERADOR_PATH,
    {
      schema: operation({
        operationId: 'syncOperator',
        tags: ['operacao'],
        summary: 'Confere um(a) operador(a) no provedor de identidade (usado por `npm run operador`)',
        description:
          'A api lê o estado do(a) operador(a) no pool de operadores (AdminGetUser, com as credenciais da própria api) e o registra: ' +
          'desativado(a) → todo token dele(a) recebe 401 em qualquer réplica em até 2 s; reativado(a) → só os tokens emitidos antes da remoção continuam recusados. ' +
          'Sem autenticação: a chamada só faz a api concordar com o provedor de identidade, e responde 204 para qualquer e-mail. ' +
          '503 quando a api não tem acesso de administração ao pool de operadores ou o provedor não responde.',
        access: ACCESS.public,
        body: forgotPasswordEmailSchema,
        answers: { 204: 'empty', 503: apiErrorAnswer },
      }),
    },
    async (request, reply) => {
      const email = parseWith(forgotPasswordEmailSchema, request.body).email.toLowerCase();
      if (!ctx.operadoresAdmin) throw new HttpError(503, MSG.operadoresSemAdmin);
      const user = await ctx.operadoresAdmin.getUser(email).catch((error: unknown) => {
        request.log.warn({ err: error }, 'operação: o provedor de identidade não respondeu ao conferir um(a) operador(a)');
        throw new HttpError(503, MSG.operadoresIdentidadeIndisponivel);
      });
      const estado = await registrarEstadoOperador(ctx.db, user, email, ctx.now());
      if (estado) {
        // this replica at once; the others within REVOCATION_TTL_MS
        ctx.operadorRevocations.remember(estado.sub, estado.revokedAt);
        request.log.info({ operador: estado.sub, desativado: estado.revokedAt === ALWAYS }, 'operação: estado do(a) operador(a) conferido no provedor de identidade');
      }
      return reply.status(204).send();
    },
  );
}
