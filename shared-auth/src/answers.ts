// Every answer of the api is read with the shared-domain schema the api's contract publishes for
// it (docs/decisions/0009-one-way-to-call-the-api.md): what a screen gets is what the type says,
// never a cast. An answer that does not match is an error with a pt-BR message; the error names
// the fields that did not match, never their values (an answer may carry health data).
import * as v from 'valibot';

export const UNEXPECTED_ANSWER_MESSAGE = 'O servidor respondeu de um jeito inesperado. Tente novamente em instantes.';

export class UnexpectedAnswerError extends Error {
  override readonly name = 'UnexpectedAnswerError';
  constructor(
    /** dotted paths of the fields that did not match ('' for the answer itself) */
    readonly fields: readonly string[],
  ) {
    super(UNEXPECTED_ANSWER_MESSAGE);
  }
}

/** The answer as its schema describes it, or an UnexpectedAnswerError. */
export function readAnswer<const S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  throw new UnexpectedAnswerError([...new Set(result.issues.map((issue) => v.getDotPath(issue) ?? ''))]);
}

/** A list answer: every item read with `item`. */
export function readList<const S extends v.GenericSchema>(item: S, body: unknown): v.InferOutput<S>[] {
  return readAnswer(v.array(item), body);
}
