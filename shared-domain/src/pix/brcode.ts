// The static Pix BR Code (copia e cola / QR) of one payment: an EMV merchant-presented payload as
// Banco Central's "Manual de Padrões para Iniciação do Pix" defines it. Each field is
// ID (2 digits) + length (2 digits) + value; the last one, 63, is the CRC16-CCITT-FALSE of the
// whole payload up to and including '6304'. Pure, so the api writes it and tests parse it back.

/** Merchant name (59) and city (60) limits of the manual. */
export const BRCODE_NAME_MAX = 25;
export const BRCODE_CITY_MAX = 15;
/** Tag 62-05 (txid) of a static code: up to 25 letters and digits. */
export const BRCODE_TXID_MAX = 25;

export interface BrCodeInput {
  /** the Pix key, already normalised (see normalizePixKey) */
  chave: string;
  /** the receiver's name as the bank shows it */
  nome: string;
  cidade: string;
  /** R$; absent or 0: the payer types the amount */
  valor?: number;
  /** letters and digits only; '***' when none (the manual's "no identifier") */
  txid?: string;
}

/** CRC16-CCITT-FALSE (poly 0x1021, initial 0xFFFF, no reflection, no final xor), 4 upper hex digits. */
export function crc16CcittFalse(payload: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(payload)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One TLV field; the value must already fit in 99 characters. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`BR Code: campo ${id} longo demais`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * Name and city as the manual allows them: accents removed (Pix apps read them as plain ASCII),
 * characters outside letters, digits, space and a few punctuation marks dropped, spaces collapsed,
 * cut to `max` and trimmed again — never empty (an empty field makes an invalid code).
 */
export function brCodeText(value: string, max: number, fallback: string): string {
  const plain = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .,&'-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = plain.slice(0, max).trim();
  return cut || fallback;
}

/** A txid naming a session: 'ACOLHE' + the first letters and digits of its id (≤ 25 in all). */
export function txidOfSession(sessionId: string): string {
  const clean = sessionId.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  return `ACOLHE${clean}`.slice(0, BRCODE_TXID_MAX);
}

/** The copia-e-cola text (the QR code carries the same string). */
export function buildBrCode(input: BrCodeInput): string {
  const txid = (input.txid ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, BRCODE_TXID_MAX) || '***';
  const account = field('00', 'br.gov.bcb.pix') + field('01', input.chave);
  const amount = input.valor !== undefined && input.valor > 0 ? field('54', input.valor.toFixed(2)) : '';
  const payload =
    field('00', '01') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    amount +
    field('58', 'BR') +
    field('59', brCodeText(input.nome, BRCODE_NAME_MAX, 'Recebedor')) +
    field('60', brCodeText(input.cidade, BRCODE_CITY_MAX, 'Brasil')) +
    field('62', field('05', txid)) +
    '6304';
  return payload + crc16CcittFalse(payload);
}
