import { useCallback, useState } from 'react';
import { useHydrated } from '@acolhe/shared-auth';
import { concludedStorageKey, parseConcluded, withStep, type TutorialKind } from './concludedSteps';

function read(kind: TutorialKind, ids: readonly string[]): string[] {
  try {
    return parseConcluded(window.localStorage.getItem(concludedStorageKey(kind)), ids);
  } catch {
    return []; // storage blocked (private mode): progress simply isn't remembered
  }
}

const NONE: string[] = [];

/** Concluded steps of one tutorial, remembered in localStorage (never sent anywhere). */
export function useConcludedSteps(kind: TutorialKind, ids: readonly string[]) {
  const [concluded, setConcluded] = useState<string[]>(() => read(kind, ids));
  const mark = useCallback(
    (id: string, done: boolean) => {
      setConcluded((prev) => {
        const next = withStep(prev, id, done);
        try {
          window.localStorage.setItem(concludedStorageKey(kind), JSON.stringify(next));
        } catch {
          // storage full or blocked: keep the in-memory state
        }
        return next;
      });
    },
    [kind],
  );
  // Remembered in this browser only: the server's render (and the hydration of it) shows none.
  const shown = useHydrated() ? concluded : NONE;
  return { concluded: shown, isConcluded: (id: string) => shown.includes(id), mark };
}
