// The zip code (CEP) and the address the api finds for it (GET /cep/{digits}).
import { UF_CODES, isOneOf } from './enums';
import { maskCep, onlyDigits } from './masks';
import { ZIP_CODE_DIGITS } from './constants';
import type { Address } from './types';

/** The lookup starts once the masked CEP has its 8 digits. */
export function isCompleteCep(masked: string): boolean {
  return onlyDigits(maskCep(masked)).length === ZIP_CODE_DIGITS;
}

/** What the api answers about a CEP (GET /cep/{cep}). */
export const CEP_MESSAGES = {
  invalid: 'CEP inválido. Informe os 8 dígitos.',
  notFound: 'CEP não encontrado.',
  unavailable: 'Serviço de CEP indisponível. Tente novamente mais tarde.',
} as const;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The api's answer as an Address; a malformed field becomes '' (the person types it). */
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
