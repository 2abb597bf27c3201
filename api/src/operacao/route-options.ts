// The options of a route of the operators' console: in the /operacao scope (routes.ts), whose hook
// checks the operator's token, so a route adds only its contract — always tagged 'operacao', always
// ACCESS.operador. Reads are limited per account ('auth'), as the signed-in reads are.
import type { FastifyContextConfig, FastifySchema } from 'fastify';
import { ACCESS, operation, type Operation } from '../http/contract';

export type OperadorOperation = Omit<Operation, 'access' | 'tags'>;

/** An operator's write (limited as writes). */
export function operadorWrite(op: OperadorOperation): { schema: FastifySchema } {
  return { schema: operation({ ...op, tags: ['operacao'], access: ACCESS.operador }) };
}

/** An operator's read. */
export function operadorRead(op: OperadorOperation): { config: FastifyContextConfig; schema: FastifySchema } {
  return { config: { rateLimitKind: 'auth' }, ...operadorWrite(op) };
}
