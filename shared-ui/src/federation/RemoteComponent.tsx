import React, { Suspense, lazy, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { SectionErrorBoundary } from '../SectionErrorBoundary';
import { loadRemoteModule } from './runtime';

type Props<P> = {
  /** `remote/Module`, e.g. `discovery/HomePage`. */
  id: string;
  props?: P;
  fallback?: ReactNode;
};

/** Mounts a component exposed by another remote, under an error boundary with a retry. */
export function RemoteComponent<P extends object>({ id, props, fallback }: Props<P>) {
  const [attempt, setAttempt] = useState(0);
  const Lazy = useMemo(
    () => lazy(async () => {
      const mod = await loadRemoteModule<{ default: ComponentType<P> }>(id, attempt > 0);
      return { default: mod.default };
    }),
    [id, attempt],
  );
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
