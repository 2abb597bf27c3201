// The address of a zip code (row lookUpCep: client address, therapist office).
import { toAddress, type Address } from '@acolhe/shared-domain';
import { lookUpCep } from '@acolhe/shared-domain/operations';
import { callApi } from './api';

export async function lookupCep(digits: string): Promise<Address> {
  return toAddress(await callApi(lookUpCep, { params: { cep: digits } }), digits);
}
