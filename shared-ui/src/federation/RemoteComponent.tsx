import React, { Suspense, createElement, lazy, memo, useContext, useMemo, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { SectionErrorBoundary } from '../SectionErrorBoundary';
import { PartLoader } from '../feedback/PartLoader';
import { useHydrated } from '@acolhe/shared-auth';
import { ServerPagesContext, serverRenderState } from '../server-render/serverRender';
import { loadRemotePage, loadedRemotePage } from './remotePage';

type Props<P> = {
  /** `remote/Module`, e.g. `discovery/HomePage`. */
  id: string;
  props?: P;
  fallback?: ReactNode;
  /** false: the loader stays and nothing is loaded yet (a part far below the fold); default true. */
  load?: boolean;
};

// One lazy component per module and attempt, kept outside React: router navigations render in a
// transition, and a lazy() created during a discarded render would suspend forever.
const lazyCache = new Map<string, LazyExoticComponent<ComponentType<object>>>();

function lazyRemote(id: string, attempt: number): LazyExoticComponent<ComponentType<object>> {
  const key = `${id}#${attempt}`;
  let component = lazyCache.get(key);
  if (!component) {
    component = lazy(() => loadRemotePage(id, attempt).then((Page) => ({ default: Page })));
    lazyCache.set(key, component);
  }
  return component;
}

/**
 * The component to mount now, or none (its loader shows):
 * - on the server, only the page the server loaded for this request;
 * - while the browser hydrates the server's HTML, only that same page (the others were loaders
 *   there too, and must stay loaders until hydration ends, or React would discard the HTML);
 * - otherwise the loaded component, or a lazy one that loads it.
 */
function useRemoteComponent(id: string, attempt: number, load: boolean): ComponentType<object> | null {
  const serverPages = useContext(ServerPagesContext);
  const hydrated = useHydrated();
  if (serverPages) return serverPages[id] ?? null;
  if (!load) return null;
  if (!hydrated && serverRenderState()?.page !== id) return null;
  // Already loaded (boot waits for the first page): rendered at once, no loader in between.
  return loadedRemotePage(id, attempt) ?? lazyRemote(id, attempt);
}

const NO_PROPS = {};

/**
 * Inside the boundary, so that hydration ending (useHydrated) re-renders only this, after the
 * boundary's own hydration; and the same element while `Page` and `props` are, so that the page
 * itself is not rendered again for it.
 */
function RemotePage({ id, attempt, props, loader, load }: { id: string; attempt: number; props: object; loader: ReactNode; load: boolean }) {
  const Page = useRemoteComponent(id, attempt, load);
  return useMemo(() => (Page ? createElement(Page, props) : loader), [Page, props, loader]);
}

/**
 * Mounts a component exposed by another remote, under an error boundary with a retry.
 *
 * Its Suspense boundary is also what lets React adopt a server-rendered page in small steps: a
 * boundary of the server's HTML is hydrated after the rest of the page, in slices that leave the
 * main thread free between them (docs/decisions.md, "Hydration in slices") — unless something
 * above it re-renders before, which makes React hydrate the whole boundary at once, in one long
 * task. Hence `memo` (a parent's re-render, such as the session appearing, stops here) and the
 * hydration-dependent choice of component made inside the boundary (RemotePage).
 */
function RemoteComponentView<P extends object>({ id, props, fallback, load = true }: Props<P>) {
  const [attempt, setAttempt] = useState(0);
  const loader = useMemo(() => fallback ?? <PartLoader />, [fallback]);
  return (
    <SectionErrorBoundary resetKey={id} onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense fallback={loader}>
        <RemotePage id={id} attempt={attempt} props={props ?? NO_PROPS} loader={loader} load={load} />
      </Suspense>
    </SectionErrorBoundary>
  );
}

export const RemoteComponent = memo(RemoteComponentView) as typeof RemoteComponentView;
