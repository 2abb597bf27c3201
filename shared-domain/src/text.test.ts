import { cleanText, visibleLength } from './text';

const ZWSP = '\u200B';
const RLO = '\u202E';

describe('cleanText', () => {
  it('normalises to NFC (e + combining acute is é)', () => {
    const decomposed = 'Jose\u0301 Arau\u0301jo';
    expect(decomposed).not.toBe('José Araújo');
    expect(cleanText(decomposed)).toBe('José Araújo');
    expect(cleanText(decomposed).length).toBe('José Araújo'.length);
  });

  it('removes every format character (Cf): bidi controls, zero-width characters, BOM, word joiner, soft hyphen', () => {
    const bidi = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];
    const invisible = ['\u200B', '\u200C', '\u200D', '\uFEFF', '\u2060', '\u00AD', '\u180E', '\u{E0041}'];
    for (const ch of [...bidi, ...invisible]) {
      expect([ch.codePointAt(0)!.toString(16), cleanText(`An${ch}a`)]).toEqual([ch.codePointAt(0)!.toString(16), 'Ana']);
      expect(cleanText(`Ana${ch}`, { multiline: true })).toBe('Ana');
    }
    // the attack of issue 40: a name that reads backwards in the therapist's list
    expect(cleanText(`Joana ${RLO}avliS`)).toBe('Joana avliS');
    expect(cleanText(`${ZWSP}${ZWSP}${ZWSP}`)).toBe('');
  });

  it('keeps the zero-width joiner inside an emoji, and only there', () => {
    expect(cleanText('Ótima 👩‍💻 e 👨‍👩‍👧')).toBe('Ótima 👩‍💻 e 👨‍👩‍👧');
    expect(cleanText('👍🏽‍🙂')).toBe('👍🏽‍🙂');
    expect(cleanText('a\u200Db')).toBe('ab');
    expect(cleanText('👩\u200Db')).toBe('👩b');
  });

  it('one line: line breaks and tabs become one space, other controls go, runs of spaces collapse', () => {
    expect(cleanText('  Ana\r\n\tSouza \u0000\u0007 Lima  ')).toBe('Ana Souza Lima');
    expect(cleanText('Ana\u2028Souza')).toBe('Ana Souza');
  });

  it('several lines: line breaks (CR LF, CR, U+2028) and tabs kept as LF and tab, other controls gone', () => {
    expect(cleanText('  Primeira linha.\r\nSegunda\rTerceira\u2029\tQuarta\u0000\u001b  ', { multiline: true })).toBe(
      'Primeira linha.\nSegunda\nTerceira\n\tQuarta',
    );
  });
});

describe('visibleLength', () => {
  it('counts what a reader sees', () => {
    expect(visibleLength('Ana')).toBe(3);
    expect(visibleLength('José')).toBe(4);
    expect(visibleLength('Jose\u0301')).toBe(4);
    expect(visibleLength('👩‍💻👍🏽')).toBe(2);
    expect(visibleLength('A B')).toBe(3);
  });

  it('invisible characters count nothing, wherever they are', () => {
    expect(visibleLength(ZWSP.repeat(3))).toBe(0);
    expect(visibleLength('\u3164\u3164\u3164')).toBe(0); // Hangul filler (not Cf, still blank)
    expect(visibleLength('\u034F\uFE0F')).toBe(0);
    expect(visibleLength(`A${ZWSP}${ZWSP}B`)).toBe(2);
    expect(visibleLength('  \u3000Ana\u00A0 ')).toBe(3);
    expect(visibleLength('')).toBe(0);
  });
});
