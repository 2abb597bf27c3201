// One result shape for every schema, used by the forms (field errors) and by the api (400 body).
import * as v from 'valibot';
import { VALIDATION_MESSAGES as M } from './messages';

export type ValidationResult<T> =
  | { success: true; output: T }
  | { success: false; message: string; fieldErrors: Record<string, string> };

/** fieldErrors is keyed by dotted path ('education.0.year'); only the first message of each
 * field is kept, in issue order. Object-level issues (no path) only feed `message`. */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): ValidationResult<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { success: true, output: result.output };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue);
    if (path && !(path in fieldErrors)) fieldErrors[path] = issue.message;
  }
  return { success: false, message: result.issues[0]?.message ?? M.invalidData, fieldErrors };
}
