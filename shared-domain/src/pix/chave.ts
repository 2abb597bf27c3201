// The therapist's Pix key: its type and the rule of each type (DICT formats of the Banco Central):
// CPF and CNPJ by their check digits (digits only), e-mail as an address, telefone as
// +55DDDNNNNNNNNN, chave aleatória as a UUID (lower case).
import { isValidCpf, onlyDigits } from '../masks';

export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'telefone', 'aleatoria'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const PIX_KEY_TYPE_LABELS: Readonly<Record<PixKeyType, string>> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  telefone: 'Telefone',
  aleatoria: 'Chave aleatória',
};

/** What each type must look like, said to the person who typed it. */
export const PIX_KEY_MESSAGES: Readonly<Record<PixKeyType, string>> = {
  cpf: 'Informe um CPF válido como chave Pix.',
  cnpj: 'Informe um CNPJ válido como chave Pix.',
  email: 'Informe um e-mail válido como chave Pix.',
  telefone: 'Informe o telefone da chave Pix como +55 seguido de DDD e número (ex.: +5511912345678).',
  aleatoria: 'A chave aleatória deve ter o formato 123e4567-e89b-12d3-a456-426614174000.',
};

/** CNPJ check digits (Receita Federal: weights 5..2,9..2 then 6..2,9..2); repeated digits are invalid. */
export function isValidCnpj(value: string | null | undefined): boolean {
  const d = onlyDigits(value);
  if (d.length !== 14 || /^(\d)\1{13}$/.test(d)) return false;
  const digits = d.split('').map(Number);
  const check = (len: number): number => {
    let sum = 0;
    let weight = len - 7;
    for (let i = 0; i < len; i++) {
      sum += (digits[i] ?? 0) * weight;
      weight = weight === 2 ? 9 : weight - 1;
    }
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return check(12) === digits[12] && check(13) === digits[13];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** +55, a 2-digit DDD (11–99) and 8 or 9 digits */
const PHONE = /^\+55[1-9][0-9]\d{8,9}$/;

/** The key as the BR Code carries it, or undefined when it does not parse for its type. */
export function normalizePixKey(tipo: PixKeyType, value: string): string | undefined {
  const raw = value.trim();
  switch (tipo) {
    case 'cpf':
      // typed with or without the mask; nothing but digits and mask characters
      return /^[\d.\s-]+$/.test(raw) && isValidCpf(raw) ? onlyDigits(raw) : undefined;
    case 'cnpj':
      return /^[\d./\s-]+$/.test(raw) && isValidCnpj(raw) ? onlyDigits(raw) : undefined;
    case 'email': {
      const lower = raw.toLowerCase();
      return lower.length <= 77 && EMAIL.test(lower) ? lower : undefined;
    }
    case 'telefone': {
      const compact = raw.replace(/[\s()-]/g, '');
      return PHONE.test(compact) ? compact : undefined;
    }
    case 'aleatoria': {
      const lower = raw.toLowerCase();
      return UUID.test(lower) ? lower : undefined;
    }
  }
}

/** How the therapist takes payment. */
export const PAYMENT_MODES = ['pix', 'link', 'consultorio'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABELS: Readonly<Record<PaymentMode, string>> = {
  pix: 'Pix pelo Acolhe',
  link: 'Link de pagamento',
  consultorio: 'No consultório',
};
