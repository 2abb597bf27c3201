import { maskCep } from '@acolhe/shared-domain';

/** product.md#validation: the address lookup starts when the masked zip code reaches its 9 characters. */
export const CEP_MASKED_LENGTH = 9;

export function isCompleteCep(masked: string): boolean {
  return maskCep(masked).length === CEP_MASKED_LENGTH;
}
