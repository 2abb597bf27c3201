import { ERASURE_KEEPS_SECTION, REGISTROS_FISCAIS_AVISO_CLIENTE, taxRecordsKeptUntil } from './registros';

describe('what an erasure keeps (issue 41)', () => {
  it('tax records: until 31 December of the sixth year after the payment, in São Paulo', () => {
    expect(taxRecordsKeptUntil('2030-06-10T12:00:00.000Z')).toBe('2036-12-31');
    // 31/12/2030 at 22:00 in São Paulo is already 2031 in UTC: still a 2030 payment
    expect(taxRecordsKeptUntil('2031-01-01T01:00:00.000Z')).toBe('2036-12-31');
    expect(taxRecordsKeptUntil('2031-01-01T03:00:00.000Z')).toBe('2037-12-31');
  });

  it('the dialog and the policy say what stays, why and for how long', () => {
    for (const text of [REGISTROS_FISCAIS_AVISO_CLIENTE, ERASURE_KEEPS_SECTION.items.join(' ')]) {
      expect(text).toContain('CPF');
      expect(text).toContain('sexto ano após cada pagamento');
      expect(text).toContain('arts. 173 e 195');
    }
    expect(REGISTROS_FISCAIS_AVISO_CLIENTE).toContain('LGPD art. 16, I');
    expect(ERASURE_KEEPS_SECTION.items.join(' ')).toContain('CFP nº 01/2009');
  });
});
