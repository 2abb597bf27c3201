// The tab's title is the shell's (useDocumentTitle builds it with @acolhe/shared-domain's
// pageTitle, the same text the shell's server writes in the head). What only a page knows — the
// therapist a profile shows — the page reports here, through this shared-ui singleton, for the
// address it is showing; the shell reads it for that address only, so a report left over from
// the previous page never names the next one.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { TitleContext } from '@acolhe/shared-domain';

interface Report {
  pathname: string;
  context: TitleContext;
}

let current: Report | null = null;
const listeners = new Set<() => void>();

function publish(next: Report | null): void {
  current = next;
  listeners.forEach((listener) => listener());
}

/** For a page: while it is mounted at this address, the tab's title uses `context` (null: not known yet). */
export function usePageTitleContext(context: TitleContext | null): void {
  const { pathname } = useLocation();
  // By value: a page rebuilds the object at every render.
  const key = context ? JSON.stringify(context) : null;
  useEffect(() => {
    if (key === null) return;
    const report: Report = { pathname, context: JSON.parse(key) as TitleContext };
    publish(report);
    return () => {
      if (current === report) publish(null);
    };
  }, [pathname, key]);
}

/** For the shell: what the page at `pathname` reported, if it did. */
export function reportedTitleContext(pathname: string): TitleContext | null {
  return current?.pathname === pathname ? current.context : null;
}

/** For the shell: called whenever a page reports or withdraws its context. */
export function subscribeTitleContext(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
