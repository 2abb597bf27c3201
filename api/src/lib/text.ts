// Derived columns maintained by the api: the accent-free search text and the city slug.
import { CITY_LABELS, CITY_SLUGS, THERAPY_APPROACH_LABELS, normalizeText, type CitySlug, type TherapyApproach } from '@acolhe/shared-domain';

/** `terapeutas.search_text`: name, title, headline specialty, specialty names and approach labels,
 * lower case and without accents, joined with ' | ' so a substring match never spans two fields.
 * The full-text document `busca` is generated from it (weight A), the description and the bio
 * (migration 0016). */
export function therapistSearchText(parts: {
  fullName: string;
  title?: string;
  specialty?: string;
  specialtyNames?: readonly string[];
  approaches?: readonly TherapyApproach[];
}): string {
  const approaches = (parts.approaches ?? []).map((a) => THERAPY_APPROACH_LABELS[a] ?? '');
  return [parts.fullName, parts.title ?? '', parts.specialty ?? '', ...(parts.specialtyNames ?? []), ...approaches]
    .map((s) => normalizeText(s))
    .filter(Boolean)
    .join(' | ');
}

const SLUG_BY_LABEL = new Map<string, CitySlug>(CITY_SLUGS.map((slug) => [normalizeText(CITY_LABELS[slug]), slug]));

/** One of the five search slugs when the city (or the city part of a 'Bairro, Cidade - UF'
 * location) names one of the product's cities, else ''. */
export function citySlugOf(city: string, location = ''): CitySlug | '' {
  const direct = SLUG_BY_LABEL.get(normalizeText(city));
  if (direct) return direct;
  // 'Bela Vista, São Paulo - SP' → 'São Paulo'
  const m = /(?:^|,)\s*([^,]+?)\s*(?:-\s*[A-Za-z]{2})?\s*$/.exec(location);
  return (m?.[1] && SLUG_BY_LABEL.get(normalizeText(m[1]))) || '';
}

/** Escape LIKE wildcards of a user-typed term (used with ESCAPE '\'). */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
