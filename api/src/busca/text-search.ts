// The search box (issue 30): every typed term must match somewhere in the profile — name, title,
// specialties, approaches, description or bio — in Portuguese word forms without accents or case
// (the generated `busca` document, text search configuration `acolhe_pt`, migration 0016), or as a
// substring of the search text (a name or word being typed: 'mar', 'psico'). A term that is a
// synonym matches any member of its group (shared-domain SEARCH_SYNONYMS); a word the profiles do not
// hold is also matched by its near words (a typo: 'ansiedadee' → 'ansiedade', from the
// `busca_palavras` vocabulary and its trigram index). Stop words ('de', 'para') restrict nothing.
// Each condition is answered by a GIN index, so a search costs index probes, not a scan.
import { sql, type SQL } from 'drizzle-orm';
import { normalizeText, searchTermsOf, type SearchTerm } from '@acolhe/shared-domain';
import type { Executor } from '../db/client';
import { terapeutas } from '../db/schema';
import { escapeLike } from '../lib/text';

/** A typed word of at least this many letters may be a typo of a near word. */
export const TYPO_MIN_LENGTH = 5;
/** How alike (pg_trgm similarity, 0–1) a stored word must be to stand in for a typed one. */
export const TYPO_SIMILARITY = 0.5;
/** The nearest words taken for one typed word. */
const TYPO_WORDS = 3;

export interface TextSearch {
  /** one per term; all must hold */
  conditions: SQL[];
  /** relevance, best first: exact words (the name and specialties weigh most), then near words */
  order: SQL[];
}

/** A term with what the database said of it: whether it has any lexeme (not only stop words), and
 * the near words of a typed word the vocabulary does not hold. */
interface ResolvedTerm extends SearchTerm {
  meaningful: boolean;
  near: string[];
}

/** One tsquery matching any of the phrases (each phrase's words all present, in any form). */
function anyOf(phrases: readonly string[]): SQL {
  return sql.join(
    phrases.map((p) => sql`plainto_tsquery('acolhe_pt', ${p})`),
    sql` || `,
  );
}

/** Asks the database, in one query, which terms carry meaning (not only stop words) and which near
 * words stand in for a typed word the vocabulary does not hold. */
async function resolveTerms(db: Executor, terms: SearchTerm[]): Promise<ResolvedTerm[]> {
  const json = JSON.stringify(terms.map((term, i) => ({ i, w: term.text, s: term.single })));
  const result = (await db.execute(sql`
    SELECT t.i, numnode(plainto_tsquery('acolhe_pt', t.w)) > 0 AS meaningful,
      CASE WHEN t.s AND length(t.w) >= ${TYPO_MIN_LENGTH} AND NOT EXISTS (SELECT 1 FROM busca_palavras WHERE palavra = t.w)
        THEN ARRAY(SELECT b.palavra FROM busca_palavras b
          WHERE b.palavra % t.w AND similarity(b.palavra, t.w) >= ${TYPO_SIMILARITY}
          ORDER BY b.palavra <-> t.w, b.palavra LIMIT ${TYPO_WORDS})
        ELSE ARRAY[]::text[] END AS near
    FROM json_to_recordset(${json}::json) AS t(i int, w text, s boolean)`)) as unknown as { rows: { i: number; meaningful: boolean; near: string[] }[] };
  const byIndex = new Map(result.rows.map((r) => [Number(r.i), r]));
  // a synonym always means something
  return terms.map((term, i) => ({ ...term, meaningful: !term.single || byIndex.get(i)?.meaningful === true, near: byIndex.get(i)?.near ?? [] }));
}

/** Literally in the search text (name, title, specialties, approaches), accents and case aside. */
const containing = (text: string): SQL => sql`${terapeutas.searchText} LIKE ${`%${escapeLike(text)}%`} ESCAPE '\\'`;

/** The conditions and relevance order of a search text, or null when it restricts nothing. */
export async function textSearch(db: Executor, text: string): Promise<TextSearch | null> {
  const normalised = normalizeText(text);
  if (!normalised) return null;
  const typed = searchTermsOf(normalised);
  // no word at all ('%', '_'): the text as a literal substring
  if (typed.length === 0) return { conditions: [containing(normalised)], order: [] };
  const resolved = await resolveTerms(db, typed);
  const meaningful = resolved.filter((t) => t.meaningful || t.near.length > 0);
  // only stop words ('sem', 'de'): each must be in the search text; otherwise stop words are dropped
  if (meaningful.length === 0) return { conditions: resolved.map((t) => containing(t.text)), order: [] };
  const terms = meaningful;
  const conditions = terms.map((term) => {
    // scalar sub-selects: the tsquery is computed once per search (an InitPlan), not per row
    const query = anyOf([...term.alternatives, ...term.near]);
    return sql`(${terapeutas.busca} @@ (SELECT ${query}) OR ${containing(term.text)})`;
  });
  const exact = anyOf(terms.flatMap((t) => t.alternatives));
  const near = terms.flatMap((t) => t.near);
  const whole = escapeLike(terms.map((t) => t.text).join(' '));
  const order = [
    // a name that starts with what was typed first ('mar' → Marina), as before
    sql`CASE WHEN ${terapeutas.searchText} LIKE ${`${whole}%`} ESCAPE '\\' THEN 0 ELSE 1 END`,
    sql`ts_rank(${terapeutas.busca}, (SELECT ${exact})) DESC`,
    ...(near.length > 0 ? [sql`ts_rank(${terapeutas.busca}, (SELECT ${anyOf(near)})) DESC`] : []),
  ];
  return { conditions, order };
}
