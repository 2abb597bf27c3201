import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from '@acolhe/shared-domain';
import { matchRoute } from '@acolhe/shared-domain/contracts';
import { reportedTitleContext, subscribeTitleContext } from '@acolhe/shared-ui';

/**
 * The tab's title follows the page, with the titles the shell's server writes
 * (@acolhe/shared-domain pageTitle). What only the page knows (a profile's therapist, which the
 * discovery remote fetches) it reports through shared-ui's usePageTitleContext; until it has, a
 * profile opened first keeps the server's title, which already names the therapist.
 */
export function useDocumentTitle(): void {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const route = matchRoute(pathname);
    const listSearch = new URLSearchParams(search).get('search');
    const apply = (keepServerTitle: boolean) => {
      const reported = reportedTitleContext(pathname);
      if (keepServerTitle && !reported) return;
      document.title = pageTitle(route?.name ?? null, { search: listSearch, ...reported });
    };
    apply(first.current && route?.name === 'terapeuta');
    first.current = false;
    return subscribeTitleContext(() => apply(false));
  }, [pathname, search]);
}
