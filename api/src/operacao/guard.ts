// Who may call /operacao/*: an operator, i.e. the bearer of an IdToken of the operators' pool (a
// second user pool, MFA required, nobody can sign up to it: scripts/identity/README.md). The
// customers' pool cannot mint one whatever claims its user has; a valid customer token gets 403, any
// other token 401. The pools share nothing but the token format.
import type { FastifyRequest } from 'fastify';
import { OPERACAO_MSG } from '@acolhe/shared-domain';
import { HttpError, forbidden, unauthorized } from '../lib/errors';
import { MSG } from '../lib/messages';
import { bearerToken, jwksOf, verifyIdToken, type TokenVerifier, type VerifierOptions } from '../auth/verifier';

export interface Operador {
  sub: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    operador: Operador | null;
  }
}

export type OperadorVerifier = (token: string) => Promise<{ ok: true; operador: Operador } | { ok: false; reason: 'invalid' | 'unavailable' }>;

export function createOperadorVerifier(options: VerifierOptions): OperadorVerifier {
  const jwks = jwksOf(options);
  return async (token) => {
    const result = await verifyIdToken(token, jwks, options);
    if (!result.ok) return result;
    const email = typeof result.payload.email === 'string' ? result.payload.email : '';
    return { ok: true, operador: { sub: result.sub, email } };
  };
}

/** The preHandler of every /operacao route: sets `request.operador` or throws 401/403/503. */
export function createOperadorGuard(verifyOperador: OperadorVerifier, verifyCustomer: TokenVerifier) {
  return async function requireOperador(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    const result = await verifyOperador(token);
    if (result.ok) {
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

/** The operator of a request that passed the guard. */
export function operadorOf(request: FastifyRequest): Operador {
  if (!request.operador) throw unauthorized();
  return request.operador;
}
