// GET /cep/{digits}: the address of a zip code (client address, therapist office).
import { toAddress, type Address } from '@acolhe/shared-domain';
import { http } from './http';

export async function lookupCep(digits: string): Promise<Address> {
  return toAddress(await http.get(`cep/${encodeURIComponent(digits)}`).json<unknown>(), digits);
}
