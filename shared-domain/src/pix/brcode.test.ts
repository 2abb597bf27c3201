import { BRCODE_CITY_MAX, BRCODE_NAME_MAX, brCodeText, buildBrCode, crc16CcittFalse, txidOfSession } from './brcode';

/** An independent reader of EMV TLV: id (2) + length (2) + value, the nested templates 26 and 62
 * read again; every field must end exactly where the next begins. */
function parseTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const id = text.slice(i, i + 2);
    const len = Number(text.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(i + 2, i + 4))) throw new Error(`campo malformado em ${i}`);
    const value = text.slice(i + 4, i + 4 + len);
    if (value.length !== len) throw new Error(`campo ${id} truncado`);
    fields.set(id, value);
    i += 4 + len;
  }
  return fields;
}

/** CRC16-CCITT-FALSE written another way (table-free, bit by bit over char codes) to check ours. */
function referenceCrc(payload: string): string {
  let crc = 0xffff;
  for (let k = 0; k < payload.length; k++) {
    let c = payload.charCodeAt(k);
    for (let b = 0; b < 8; b++) {
      const top = ((crc >> 15) ^ (c >> 7)) & 1;
      crc = (crc << 1) & 0xffff;
      if (top) crc ^= 0x1021;
      c = (c << 1) & 0xff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function check(code: string) {
  const top = parseTlv(code);
  expect(code.slice(-8, -4)).toBe('6304');
  expect(top.get('63')).toBe(referenceCrc(code.slice(0, -4)));
  return { top, account: parseTlv(top.get('26')!), extra: parseTlv(top.get('62')!) };
}

describe('BR Code (Pix, static)', () => {
  it("reproduces the manual's own example byte for byte (CRC 1D3D)", () => {
    const manual =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
    expect(buildBrCode({ chave: '123e4567-e12b-12d1-a456-426655440000', nome: 'Fulano de Tal', cidade: 'BRASILIA' })).toBe(manual);
    const { top, account, extra } = check(manual);
    expect(top.get('63')).toBe('1D3D');
    expect(account.get('00')).toBe('br.gov.bcb.pix');
    expect(extra.get('05')).toBe('***');
  });

  it('the CRC is CRC16-CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('carries key, amount with 2 decimals, currency, country, name, city and txid in their tags', () => {
    const code = buildBrCode({ chave: 'marina@exemplo.com.br', nome: 'Marina Duarte', cidade: 'São Paulo', valor: 180, txid: 'ACOLHE1234ABCD' });
    const { top, account, extra } = check(code);
    expect(top.get('00')).toBe('01');
    expect(account.get('01')).toBe('marina@exemplo.com.br');
    expect(top.get('52')).toBe('0000');
    expect(top.get('53')).toBe('986');
    expect(top.get('54')).toBe('180.00');
    expect(top.get('58')).toBe('BR');
    expect(top.get('59')).toBe('Marina Duarte');
    expect(top.get('60')).toBe('Sao Paulo');
    expect(extra.get('05')).toBe('ACOLHE1234ABCD');
    expect([...top.keys()]).toEqual(['00', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
  });

  it('cents are kept: 150.5 → 150.50, 99.99 → 99.99', () => {
    expect(check(buildBrCode({ chave: 'a@b.co', nome: 'X Y', cidade: 'Rio', valor: 150.5 })).top.get('54')).toBe('150.50');
    expect(check(buildBrCode({ chave: 'a@b.co', nome: 'X Y', cidade: 'Rio', valor: 99.99 })).top.get('54')).toBe('99.99');
  });

  it('names over 25 and cities over 15 characters are trimmed, accents removed, never empty', () => {
    const code = buildBrCode({
      chave: '52998224725',
      nome: 'Maria Aparecida dos Santos Conceição Oliveira',
      cidade: 'São José dos Campos do Norte',
      valor: 200,
      txid: 'ACOLHEABC',
    });
    const { top } = check(code);
    expect(top.get('59')).toBe('Maria Aparecida dos Santo');
    expect(top.get('59')!.length).toBe(BRCODE_NAME_MAX);
    expect(top.get('60')).toBe('Sao Jose dos Ca');
    expect(top.get('60')!.length).toBe(BRCODE_CITY_MAX);
    // a cut that ends in a space is trimmed, not padded
    expect(brCodeText('Ana Maria Souza Lima Reis Neto', 25, 'x')).toBe('Ana Maria Souza Lima Reis');
    expect(brCodeText('João Pedro da Silva Costa X', 25, 'x')).toBe('Joao Pedro da Silva Costa');
    expect(brCodeText('Çççç — ✓', 15, 'Brasil')).toBe('Cccc');
    expect(brCodeText('✓✓✓', 15, 'Brasil')).toBe('Brasil');
  });

  it('a txid names the session: letters and digits only, at most 25', () => {
    const txid = txidOfSession('3f2a9c1e-8b7d-4e6f-a5b4-c3d2e1f0a9b8');
    expect(txid).toBe('ACOLHE3F2A9C1E8B7D4E6FA5B');
    expect(txid).toMatch(/^[A-Z0-9]{1,25}$/);
    const { extra } = check(buildBrCode({ chave: 'a@b.co', nome: 'X', cidade: 'Y', txid: 'ab-c d!' }));
    expect(extra.get('05')).toBe('abcd');
  });
});
