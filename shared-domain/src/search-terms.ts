// What a person types in the search box, as the api's full-text search reads it (issue 30): words
// without accents or case, each of which must match; a phrase or word of SEARCH_SYNONYMS matches any
// of its group. The list is short on purpose — common ways people name what the product lists
// (its specialties and approaches) — and lives here only.
import { normalizeText } from './filters';

/**
 * Groups of words or phrases that mean the same in a search, as people type them (accents and case
 * do not matter). Each member must be a phrase a profile could contain; a typed member matches any
 * member of its group.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['tcc', 'terapia cognitivo-comportamental', 'cognitivo-comportamental'],
  ['act', 'aceitação e compromisso', 'terapia de aceitação e compromisso'],
  ['tdah', 'déficit de atenção', 'hiperatividade'],
  ['toc', 'transtorno obsessivo-compulsivo', 'obsessivo-compulsivo'],
  ['burnout', 'esgotamento'],
  ['ansiedade', 'ansioso', 'ansiosa'],
  ['depressão', 'depressivo', 'depressiva'],
  ['casal', 'casais', 'conjugal'],
  ['família', 'familiar'],
  ['criança', 'crianças', 'infantil'],
  ['adolescente', 'adolescentes', 'adolescência'],
  ['luto', 'perda'],
  ['insônia', 'sono'],
  ['psicanálise', 'psicanalista', 'psicanalítica'],
  ['junguiana', 'psicologia analítica'],
  ['lgbt', 'lgbtqia+', 'lgbtqiapn+'],
  ['dependência química', 'alcoolismo', 'drogas'],
  ['transtornos alimentares', 'anorexia', 'bulimia', 'compulsão alimentar'],
];

/** At most this many terms are searched (the rest of a very long text is ignored). */
export const SEARCH_TERMS_MAX = 8;

export interface SearchTerm {
  /** the words as typed (normalised), e.g. 'ansiedadee' or 'terapia cognitivo comportamental' */
  text: string;
  /** every phrase this term may match: itself and, for a synonym, each member of its group */
  alternatives: string[];
  /** one typed word (not a synonym phrase): the search may forgive a typo in it */
  single: boolean;
}

const wordsOf = (text: string): string[] => normalizeText(text).split(/[^a-z0-9]+/).filter(Boolean);

/** Each synonym member as its words, longest first (so 'terapia cognitivo comportamental' wins over 'tcc'). */
const MEMBERS: { words: string[]; group: readonly string[] }[] = SEARCH_SYNONYMS.flatMap((group) =>
  group.map((member) => ({ words: wordsOf(member), group })),
).sort((a, b) => b.words.length - a.words.length);

/**
 * The terms of a search text: its words, each a term, except where a run of words is a member of
 * SEARCH_SYNONYMS — that run is one term whose alternatives are the whole group. Repeated terms
 * are kept once; at most SEARCH_TERMS_MAX.
 */
export function searchTermsOf(text: string): SearchTerm[] {
  const words = wordsOf(text);
  const terms: SearchTerm[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < words.length && terms.length < SEARCH_TERMS_MAX; ) {
    const member = MEMBERS.find((m) => m.words.length > 0 && m.words.every((w, k) => words[i + k] === w));
    const length = member ? member.words.length : 1;
    const typed = words.slice(i, i + length).join(' ');
    i += length;
    if (seen.has(typed)) continue;
    seen.add(typed);
    terms.push(
      member
        ? { text: typed, alternatives: [...new Set([typed, ...member.group.map((m) => wordsOf(m).join(' '))])], single: false }
        : { text: typed, alternatives: [typed], single: true },
    );
  }
  return terms;
}
