import React, { Suspense, lazy, useContext, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { SectionErrorBoundary } from '../SectionErrorBoundary';
import { useHydrated } from '@acolhe/shared-auth';
import { ServerPagesContext, serverRenderState } from '../server-render/serverRender';
import { loadRemotePage, loadedRemotePage } from './remotePage';

type Props<P> = {
  /** `remote/Module`, e.g. `discovery/HomePage`. */
  id: string;
  props?: P;
  fallback?: ReactNode;
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
function useRemoteComponent(id: string, attempt: number): ComponentType<object> | null {
  const serverPages = useContext(ServerPagesContext);
  const hydrated = useHydrated();
  if (serverPages) return serverPages[id] ?? null;
  if (!hydrated && serverRenderState()?.page !== id) return null;
  // Already loaded (boot waits for the first page): rendered at once, no loader in between.
  return loadedRemotePage(id, attempt) ?? lazyRemote(id, attempt);
}

/** Mounts a component exposed by another remote, under an error boundary with a retry. */
export function RemoteComponent<P extends object>({ id, props, fallback }: Props<P>) {
  const [attempt, setAttempt] = useState(0);
  const Page = useRemoteComponent(id, attempt) as ComponentType<P> | null;
  const loader = fallback ?? (<Center py="xl"><Loader aria-label="Carregando" /></Center>);
  return (
    <SectionErrorBoundary resetKey={id} onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense fallback={loader}>
        {Page ? <Page {...((props ?? {}) as P & React.JSX.IntrinsicAttributes)} /> : loader}
      </Suspense>
    </SectionErrorBoundary>
  );
}
