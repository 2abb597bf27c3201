// Building blocks of the api's answers (the HTTP contract, docs/decisions/0001-http-contract.md).
// Answers are strict objects: the api's answer-validation test (api/src/http/contract.test.ts)
// fails when an answer carries a field its schema does not document.
import * as v from 'valibot';

/** Every 4xx (and 503) body of the api. */
export const apiErrorAnswer = v.strictObject({
  message: v.string(),
  /** dotted field path → first message */
  fieldErrors: v.optional(v.record(v.string(), v.string())),
});

/** 'YYYY-MM-DD' */
export const isoDateText = v.string();
/** 'HH:MM' */
export const hourMinuteText = v.string();
/** ISO-8601 instant */
export const instantText = v.string();

/** `{ url, imageUrl }` of a photo upload or removal ('' after a removal). */
export const photoAnswer = v.strictObject({ url: v.string(), imageUrl: v.string() });
