import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from '@acolhe/shared-domain';
import { matchRoute } from '@acolhe/shared-domain/contracts';

/**
 * The tab's title follows the page, with the titles the shell's server writes
 * (@acolhe/shared-domain pageTitle). On the first page the server's title is already there and
 * is kept for a profile: it names the therapist, which the shell does not know (the discovery
 * remote fetches the profile).
 */
export function useDocumentTitle(): void {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const route = matchRoute(pathname);
    const keepServerTitle = first.current && route?.name === 'terapeuta';
    first.current = false;
    if (keepServerTitle) return;
    document.title = pageTitle(route?.name ?? null, { search: new URLSearchParams(search).get('search') });
  }, [pathname, search]);
}
