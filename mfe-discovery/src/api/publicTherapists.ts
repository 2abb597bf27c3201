// Public reads of api/README.md (GET /public-terapeutas…), through the shared-auth http client.
import { http } from '@acolhe/shared-auth';
import {
  FEATURED_LIMIT,
  searchFiltersToParams,
  type Page,
  type PublicTherapist,
  type SearchFilters,
} from '@acolhe/shared-domain';
import { SEARCH_PAGE_SIZE } from './pagination';

/** What the public reads return: the public record, reviews included on the profile read. */
export type TherapistView = PublicTherapist;

export async function fetchFeatured(): Promise<TherapistView[]> {
  const page = await http.get('public-terapeutas/destaques').json<Page<TherapistView>>();
  // product.md#limits: at most 4, whatever the server sends.
  return (page.content ?? []).slice(0, FEATURED_LIMIT);
}

/** The filters go to the api as query parameters; only the non-empty ones are sent. */
export async function searchTherapists(
  filters: SearchFilters,
  page: number,
  size: number = SEARCH_PAGE_SIZE,
): Promise<Page<TherapistView>> {
  const searchParams = { ...searchFiltersToParams(filters), page: String(page), size: String(size) };
  const result = await http.get('public-terapeutas', { searchParams }).json<Page<TherapistView>>();
  return { ...result, content: result.content ?? [] };
}

export async function fetchTherapist(id: string): Promise<TherapistView> {
  const therapist = await http.get(`public-terapeutas/${encodeURIComponent(id)}`).json<TherapistView>();
  return { ...therapist, reviews: therapist.reviews ?? [] };
}
