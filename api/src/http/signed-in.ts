// The options of a route only a signed-in account calls (ACCESS.signedIn): the token guard first,
// then the operation's contract. Most of the api's routes are such; writing the three together
// each time was the same six lines a route.
import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { Guards } from '../auth/guard';
import { ACCESS, operation, type Operation } from './contract';

export type SignedInOperation = Omit<Operation, 'access'>;

export interface SignedInOptions {
  preHandler: Guards['requireUser'];
  config?: FastifyContextConfig;
  schema: FastifySchema;
}

/** A signed-in route; `config` as Fastify's (e.g. `{ idempotent: true }`). Writes are limited as
 * writes, a read without `config` as a public read. */
export function signedIn(requireUser: Guards['requireUser'], op: SignedInOperation, config?: FastifyContextConfig): SignedInOptions {
  const schema = operation({ ...op, access: ACCESS.signedIn });
  return config ? { preHandler: requireUser, config, schema } : { preHandler: requireUser, schema };
}

/** A signed-in read: limited per account ('auth'), not per address like the public reads. */
export function signedInRead(requireUser: Guards['requireUser'], op: SignedInOperation): SignedInOptions {
  return signedIn(requireUser, op, { rateLimitKind: 'auth' });
}
