// Request validation with the shared valibot schemas (the same ones the forms use), through the
// shared `validate()`: a failure becomes 400 `{ message, fieldErrors }` with the schema's pt-BR
// messages.
import { validate } from '@acolhe/shared-domain';
import type * as v from 'valibot';
import { badRequest } from './errors';
import { MSG } from './messages';

export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  // Every body and query of the api is a JSON object; valibot's object() would accept an array.
  if (Array.isArray(input)) throw badRequest(MSG.invalidData);
  const result = validate(schema, input);
  if (!result.success) throw badRequest(result.message, result.fieldErrors);
  return result.output;
}
