/** An error shaped like the Cognito SDK's (type in `name`, answered with an HTTP status). */
export function identityError(name: string, message: string): Error {
  return Object.assign(new Error(message), { name, $metadata: { httpStatusCode: 400 } });
}

/** A request that never got an answer. */
export function networkError(): Error {
  return new TypeError('Failed to fetch');
}
