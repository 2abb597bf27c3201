// "Carregar mais" paging of GET /public-terapeutas (page is 0-based, size ≤ 100).
import type { Page } from '@acolhe/shared-domain';

export const SEARCH_PAGE_SIZE = 12;

/**
 * The page to ask for after `requestedPage`, or undefined when the list is complete.
 * Trusts totalElements when the api sends it; otherwise a full page means "maybe more". A page
 * larger than asked means the server ignored paging and already sent everything.
 */
export function nextPageParam<T>(
  lastPage: Page<T>,
  requestedPage: number,
  loadedCount: number,
  size: number = SEARCH_PAGE_SIZE,
): number | undefined {
  if (typeof lastPage.totalElements === 'number') {
    return loadedCount < lastPage.totalElements && lastPage.content.length > 0 ? requestedPage + 1 : undefined;
  }
  return lastPage.content.length === size ? requestedPage + 1 : undefined;
}

/** The pages' items in order, without repeats (a record may shift pages between two loads). */
export function flattenPages<T extends { id: string }>(pages: readonly Page<T>[]): T[] {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of pages) {
    for (const item of page.content) {
      if (!seen.has(item.id)) {
        seen.add(item.id);
        items.push(item);
      }
    }
  }
  return items;
}

/** Total to announce: the api's totalElements when known. */
export function totalOf<T>(pages: readonly Page<T>[]): number | null {
  const total = pages[0]?.totalElements;
  return typeof total === 'number' ? total : null;
}
