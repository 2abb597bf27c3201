// Retries never double-book: a state-changing call sent with an `Idempotency-Key` header is run
// once per (account, key); the same key from the same account within 24 h gets the original
// answer (status and body) back, marked `Idempotent-Replayed: true`. The claim is a row insert, so
// two concurrent requests with one key cannot both run, on any number of replicas. Routes opt in
// with `config: { idempotent: true }` (after their auth guard, since the key is per account).
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import type { Database } from '../db/client';
import { idempotencia } from '../db/schema';
import { HttpError, conflict } from '../lib/errors';
import { MSG } from '../lib/messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** honour the Idempotency-Key header on this route */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyClaim?: { contaId: string; chave: string };
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long an answer is replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** A claim with no answer after this long belongs to a request that died: it may run again. */
const ABANDONED_MS = 60_000;
const KEY_FORMAT = /^[A-Za-z0-9_-]{8,200}$/;

/** Forgets answers past the TTL (the sweep, not each request). */
export async function purgeExpiredIdempotency(db: Database, at: Date): Promise<void> {
  await db.delete(idempotencia).where(lt(idempotencia.createdAt, new Date(at.getTime() - IDEMPOTENCY_TTL_MS)));
}

export function registerIdempotency(app: FastifyInstance, db: Database, now: () => Date): void {
  const claim: preHandlerHookHandler = async function (request: FastifyRequest, reply: FastifyReply) {
    const raw = request.headers[IDEMPOTENCY_HEADER];
    if (raw === undefined || !request.user) return;
    const chave = Array.isArray(raw) ? raw[0] ?? '' : raw;
    if (!KEY_FORMAT.test(chave)) throw new HttpError(400, MSG.idempotencyKeyInvalid);
    const contaId = request.user.sub;
    const at = now();
    const rota = `${request.method} ${request.url.split('?')[0]}`;
    const inserted = await db
      .insert(idempotencia)
      .values({ contaId, chave, metodo: request.method, rota, createdAt: at })
      .onConflictDoNothing()
      .returning({ chave: idempotencia.chave });
    if (inserted.length > 0) {
      request.idempotencyClaim = { contaId, chave };
      return;
    }
    const [previous] = await db
      .select()
      .from(idempotencia)
      .where(and(eq(idempotencia.contaId, contaId), eq(idempotencia.chave, chave)))
      .limit(1);
    if (!previous) throw conflict(MSG.idempotencyInProgress); // released in between: the client retries
    const age = at.getTime() - previous.createdAt.getTime();
    // An answer older than the TTL, or the claim of a request that died: the key is taken over.
    // The update is conditional on the row seen, so of two requests racing for it one wins.
    const expired = age > IDEMPOTENCY_TTL_MS;
    if (expired || (previous.status === null && age > ABANDONED_MS && previous.rota === rota)) {
      const taken = await db
        .update(idempotencia)
        .set({ createdAt: at, metodo: request.method, rota, status: null, resposta: null })
        .where(and(eq(idempotencia.contaId, contaId), eq(idempotencia.chave, chave), eq(idempotencia.createdAt, previous.createdAt)))
        .returning({ chave: idempotencia.chave });
      if (taken.length === 0) {
        reply.header('retry-after', '1');
        throw conflict(MSG.idempotencyInProgress);
      }
      request.idempotencyClaim = { contaId, chave };
      return;
    }
    if (previous.rota !== rota) throw new HttpError(422, MSG.idempotencyMismatch);
    if (previous.status === null) {
      reply.header('retry-after', '1');
      throw conflict(MSG.idempotencyInProgress);
    }
    reply.header('idempotent-replayed', 'true');
    return reply
      .status(previous.status)
      .type('application/json; charset=utf-8')
      .send(previous.resposta ?? '');
  };

  const record: onSendHookHandler = async function (request, reply, payload) {
    const owned = request.idempotencyClaim;
    if (!owned) return payload;
    request.idempotencyClaim = undefined;
    const where = and(eq(idempotencia.contaId, owned.contaId), eq(idempotencia.chave, owned.chave));
    if (reply.statusCode >= 500) {
      // Nothing was decided: the retry must run again.
      await db.delete(idempotencia).where(where);
    } else {
      await db
        .update(idempotencia)
        .set({ status: reply.statusCode, resposta: typeof payload === 'string' ? payload : payload == null ? '' : String(payload) })
        .where(where);
    }
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.preHandler = [...([] as preHandlerHookHandler[]).concat(route.preHandler ?? []), claim];
    route.onSend = [...([] as onSendHookHandler[]).concat(route.onSend ?? []), record];
  });
}
