import { SEARCH_SYNONYMS, SEARCH_TERMS_MAX, searchTermsOf } from './search-terms';

describe('searchTermsOf', () => {
  it('splits the text into words, without accents or case, each a term that must match', () => {
    expect(searchTermsOf('  Psicóloga   LUTO ')).toEqual([
      { text: 'psicologa', alternatives: ['psicologa'], single: true },
      { text: 'luto', alternatives: ['luto', 'perda'], single: false },
    ]);
    expect(searchTermsOf('')).toEqual([]);
    expect(searchTermsOf(' -- / ')).toEqual([]);
  });

  it('turns a synonym (a word or a phrase) into one term matching any member of its group', () => {
    const [ansiedade, tcc] = searchTermsOf('ansiedade tcc');
    expect(ansiedade!.alternatives).toEqual(['ansiedade', 'ansioso', 'ansiosa']);
    expect(tcc).toEqual({
      text: 'tcc',
      alternatives: ['tcc', 'terapia cognitivo comportamental', 'cognitivo comportamental'],
      single: false,
    });
    // the longest phrase wins, and it is one term, not three
    expect(searchTermsOf('Terapia Cognitivo-Comportamental')).toEqual([
      { text: 'terapia cognitivo comportamental', alternatives: ['terapia cognitivo comportamental', 'tcc', 'cognitivo comportamental'], single: false },
    ]);
    expect(searchTermsOf('déficit de atenção').map((t) => t.alternatives[1])).toEqual(['tdah']);
  });

  it('keeps a repeated term once and at most SEARCH_TERMS_MAX terms', () => {
    expect(searchTermsOf('luto LUTO luto')).toHaveLength(1);
    expect(searchTermsOf('a b c d e f g h i j k')).toHaveLength(SEARCH_TERMS_MAX);
  });

  it('has synonym groups of at least two distinct members, none in two groups', () => {
    const seen = new Set<string>();
    for (const group of SEARCH_SYNONYMS) {
      expect(new Set(group).size).toBe(group.length);
      expect(group.length).toBeGreaterThanOrEqual(2);
      for (const member of group) {
        const key = searchTermsOf(member).map((t) => t.text).join(' ');
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
    }
  });
});
