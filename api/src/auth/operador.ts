// Who may call the console's rows (access 'operador'): an operator, i.e. the bearer of an IdToken of
// the operators' pool (a second user pool, MFA required, nobody can sign up to it:
// scripts/identity/README.md). The customers' pool cannot mint one whatever claims its user has; a
// valid customer token gets 403, any other token 401. The pools share nothing but the token format. A
// removed operator's token is refused too, though its signature holds until it expires (issue 40:
// the revocation reader `operadorRevocation` of auth/revocation.ts, fed by operacao/revogacao.ts).
// app.ts wires the guard into the rows' access (http/operations.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OPERACAO_MSG } from '@acolhe/shared-domain';
import { HttpError, forbidden, unauthorized } from '../lib/errors';
import { MSG } from '../lib/messages';
import type { RevocationCheck } from './revocation';
import { bearerToken, jwksOf, verifyIdToken, type TokenVerifier, type VerifierOptions } from './verifier';

export interface Operador {
  sub: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    operador: Operador | null;
  }
  interface FastifyInstance {
    /** removed operators, as the operators' guard reads them (at most 2 s old; auth/revocation.ts) */
    operadorRevocations: RevocationCheck;
  }
}

/** `issuedAt`: the token's `iat` (seconds; absent → 0, as a verifier a test passes). */
export type OperadorVerifier = (
  token: string,
) => Promise<{ ok: true; operador: Operador; issuedAt?: number } | { ok: false; reason: 'invalid' | 'unavailable' }>;

export function createOperadorVerifier(options: VerifierOptions): OperadorVerifier {
  const jwks = jwksOf(options);
  return async (token) => {
    const result = await verifyIdToken(token, jwks, options);
    if (!result.ok) return result;
    const email = typeof result.payload.email === 'string' ? result.payload.email : '';
    return { ok: true, operador: { sub: result.sub, email }, issuedAt: typeof result.payload.iat === 'number' ? result.payload.iat : 0 };
  };
}

/**
 * The guard of every operator's row: sets `request.operador` or throws 401/403/503.
 * `revocations` (operadores, read at most 2 s old): a disabled operator's tokens → 401, and after a
 * re-activation those issued up to the removal.
 */
export function createOperadorGuard(verifyOperador: OperadorVerifier, verifyCustomer: TokenVerifier, revocations: RevocationCheck) {
  return async function requireOperador(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    const result = await verifyOperador(token);
    if (result.ok) {
      if (await revocations.isRevoked(result.operador.sub, result.issuedAt ?? 0)) throw unauthorized();
      request.operador = result.operador;
      return;
    }
    if (result.reason === 'unavailable') throw new HttpError(503, MSG.serviceUnavailable);
    // a customer's own valid token: signed in, but not staff
    const customer = await verifyCustomer(token);
    if (customer.ok) throw forbidden(OPERACAO_MSG.somenteOperadores);
    throw unauthorized();
  };
}

/** An operator acting on their own account (an operator who is also a therapist): 403. Every
 * decision about a therapist (verification, suspension) asks this first. */
export function naoSobreSiMesmo(operador: Operador, contaId: string): void {
  if (operador.sub === contaId) throw forbidden(OPERACAO_MSG.naoSobreSiMesmo);
}

async function logOperatorRequest(request: FastifyRequest, reply: FastifyReply) {
  request.log.info(
    { operador: request.operador?.sub ?? null, metodo: request.method, rota: request.routeOptions.url, status: reply.statusCode },
    'operação: pedido de operador(a)',
  );
}

/** Every request of the console's rows mounted on `scope` (an encapsulated plugin holding only
 * operators' rows) is logged with the operator's id — never a body. */
export function logOperatorRequests(scope: FastifyInstance): void {
  scope.addHook('onResponse', logOperatorRequest);
}
