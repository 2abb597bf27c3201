// Search filters of the form fields and of the /terapeutas URL. The URL is the one source of
// truth for the search page: the home hero and the filter bar only write it, the results only
// read it. Reading/writing params is shared-domain's (searchFiltersFromParams/ToParams).
import {
  searchFiltersFromParams,
  searchFiltersToParams,
  type CitySlug,
  type Language,
  type Modalidade,
  type SearchFilters,
  type SearchOrder,
  type SessionType,
  type TherapistGender,
  type TherapyApproach,
} from '@acolhe/shared-domain';

/** What the filter fields hold: '' means "not chosen" (the disabled 'Selecione' placeholder /
 * an empty field). Prices as typed ('150' or '150,50'). */
export interface FilterFormValues {
  search: string;
  modalidade: Modalidade | '';
  cidade: CitySlug | '';
  precoMin?: string;
  precoMax?: string;
  idioma?: Language | '';
  genero?: TherapistGender | '';
  abordagem?: TherapyApproach | '';
  tipo?: SessionType | '';
  gratuita?: boolean;
  semana?: boolean;
}

export const EMPTY_FILTER_VALUES: FilterFormValues = { search: '', modalidade: '', cidade: '' };

/** Form values → filters, keeping only the non-empty, valid ones (read back through the same
 * URL rules, so an inverted or malformed price is dropped exactly as a typed URL would be). */
export function filtersFromValues(values: FilterFormValues, ordem?: SearchOrder): SearchFilters {
  const params: Record<string, string> = {
    search: values.search,
    modalidade: values.modalidade,
    cidade: values.cidade,
    precoMin: values.precoMin ?? '',
    precoMax: values.precoMax ?? '',
    idioma: values.idioma ?? '',
    genero: values.genero ?? '',
    abordagem: values.abordagem ?? '',
    tipo: values.tipo ?? '',
    gratuita: values.gratuita ? 'true' : '',
    semana: values.semana ? 'true' : '',
    ordem: ordem ?? '',
  };
  return searchFiltersFromParams(params);
}

const priceText = (n: number | undefined) => (n === undefined ? '' : String(n).replace('.', ','));

export function valuesFromFilters(filters: SearchFilters): FilterFormValues {
  return {
    search: filters.search ?? '',
    modalidade: filters.modalidade ?? '',
    cidade: filters.cidade ?? '',
    precoMin: priceText(filters.precoMin),
    precoMax: priceText(filters.precoMax),
    idioma: filters.idioma ?? '',
    genero: filters.genero ?? '',
    abordagem: filters.abordagem ?? '',
    tipo: filters.tipo ?? '',
    gratuita: Boolean(filters.gratuita),
    semana: Boolean(filters.semana),
  };
}

/** '/terapeutas' plus the query string of the non-empty filters (search, modalidade, cidade). */
export function searchPath(filters: SearchFilters): string {
  const query = new URLSearchParams(searchFiltersToParams(filters)).toString();
  return query ? `/terapeutas?${query}` : '/terapeutas';
}

/** Any filter besides the order. */
export function hasFilters(filters: SearchFilters): boolean {
  const { ordem: _ordem, ...rest } = filters;
  return Object.keys(searchFiltersToParams(rest)).length > 0;
}

/** How many filters besides the order are applied (the collapsed bar's count on a phone). */
export function activeFilterCount(filters: SearchFilters): number {
  const { ordem: _ordem, ...rest } = filters;
  return Object.keys(searchFiltersToParams(rest)).length;
}
