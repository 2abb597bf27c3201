import React, { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { SectionErrorBoundary } from '../SectionErrorBoundary';
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

/** Mounts a component exposed by another remote, under an error boundary with a retry. */
export function RemoteComponent<P extends object>({ id, props, fallback }: Props<P>) {
  const [attempt, setAttempt] = useState(0);
  // Already loaded (boot waits for the first page): rendered at once, no loader in between.
  const Page = (loadedRemotePage(id, attempt) ?? lazyRemote(id, attempt)) as unknown as ComponentType<P>;
  return (
    <SectionErrorBoundary resetKey={id} onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense
        fallback={fallback ?? (<Center py="xl"><Loader aria-label="Carregando" /></Center>)}
      >
        <Page {...((props ?? {}) as P & React.JSX.IntrinsicAttributes)} />
      </Suspense>
    </SectionErrorBoundary>
  );
}
