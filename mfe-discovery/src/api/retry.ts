import { httpStatusOf } from '@acolhe/shared-auth';

/** Retry once on network/server failures; a 4xx (e.g. unknown therapist) will not change. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
}
