// GET /cep/{cep}: the address of a zip code, for the office address (as the client area does).
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { http } from '@acolhe/shared-auth';
import { UF_CODES, isOneOf, type Address } from '@acolhe/shared-domain';
import { therapistAreaKeys } from './keys';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The api's answer as an Address; a malformed field becomes '' (the therapist types it). */
export function toAddress(body: unknown, digits: string): Address {
  const a = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const state = text(a.state).toUpperCase();
  return {
    zipCode: text(a.zipCode) || digits,
    street: text(a.street),
    neighborhood: text(a.neighborhood),
    city: text(a.city),
    state: isOneOf(UF_CODES, state) ? state : '',
  };
}

export async function lookupCep(digits: string): Promise<Address> {
  return toAddress(await http.get(`cep/${encodeURIComponent(digits)}`).json<unknown>(), digits);
}

/** A CEP never changes its address during a visit: each one is asked once. */
export function useCepFetcher() {
  const queryClient = useQueryClient();
  return useCallback(
    (digits: string): Promise<Address> =>
      queryClient.fetchQuery({ queryKey: therapistAreaKeys.cep(digits), queryFn: () => lookupCep(digits), staleTime: Infinity, retry: false }),
    [queryClient],
  );
}
