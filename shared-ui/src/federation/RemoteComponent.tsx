import React, { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { SectionErrorBoundary } from '../SectionErrorBoundary';
import { loadRemoteModule } from './runtime';
import { loadToasts } from '../toasts/toasts';

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
    component = lazy(async () => {
      // The data cache (react-query) and the toasts first: the shell's copies of these singletons
      // are then the loaded ones every remote page reuses (shareStrategy 'loaded-first').
      const [data] = await Promise.all([import('@acolhe/shared-ui/data'), loadToasts()]);
      const mod = await loadRemoteModule<{ default: ComponentType<object> }>(id, attempt > 0);
      const Page = mod.default;
      const WithDataCache = (props: object) => (
        <data.DataCacheProvider>
          <Page {...props} />
        </data.DataCacheProvider>
      );
      return { default: WithDataCache };
    });
    lazyCache.set(key, component);
  }
  return component;
}

/** Mounts a component exposed by another remote, under an error boundary with a retry. */
export function RemoteComponent<P extends object>({ id, props, fallback }: Props<P>) {
  const [attempt, setAttempt] = useState(0);
  const Lazy = lazyRemote(id, attempt) as unknown as ComponentType<P>;
  return (
    <SectionErrorBoundary resetKey={id} onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense
        fallback={fallback ?? (<Center py="xl"><Loader aria-label="Carregando" /></Center>)}
      >
        <Lazy {...((props ?? {}) as P & React.JSX.IntrinsicAttributes)} />
      </Suspense>
    </SectionErrorBoundary>
  );
}
