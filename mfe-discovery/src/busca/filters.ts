// Search filters of the form fields and of the /terapeutas URL. The URL is the one source of
// truth for the search page: the home hero and the filter bar only write it, the results only
// read it. Reading/writing params is shared-domain's (searchFiltersFromParams/ToParams).
import {
  searchFiltersToParams,
  type CitySlug,
  type Modalidade,
  type SearchFilters,
} from '@acolhe/shared-domain';

/** What the filter fields hold: '' means "not chosen" (the disabled 'Selecione' placeholder). */
export interface FilterFormValues {
  search: string;
  modalidade: Modalidade | '';
  cidade: CitySlug | '';
}

export const EMPTY_FILTER_VALUES: FilterFormValues = { search: '', modalidade: '', cidade: '' };

/** Form values → filters, keeping only the non-empty ones (search trimmed). */
export function filtersFromValues(values: FilterFormValues): SearchFilters {
  const filters: SearchFilters = {};
  const search = values.search.trim();
  if (search) filters.search = search;
  if (values.modalidade) filters.modalidade = values.modalidade;
  if (values.cidade) filters.cidade = values.cidade;
  return filters;
}

export function valuesFromFilters(filters: SearchFilters): FilterFormValues {
  return { search: filters.search ?? '', modalidade: filters.modalidade ?? '', cidade: filters.cidade ?? '' };
}

/** '/terapeutas' plus the query string of the non-empty filters (search, modalidade, cidade). */
export function searchPath(filters: SearchFilters): string {
  const query = new URLSearchParams(searchFiltersToParams(filters)).toString();
  return query ? `/terapeutas?${query}` : '/terapeutas';
}

export function hasFilters(filters: SearchFilters): boolean {
  return Boolean(filters.search || filters.modalidade || filters.cidade);
}
