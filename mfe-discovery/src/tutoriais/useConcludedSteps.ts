import { useCallback, useState } from 'react';
import { useAfterHydration } from '@acolhe/shared-auth';
import { concludedStorageKey, parseConcluded, withStep, type TutorialKind } from './concludedSteps';

const NONE: string[] = [];

function read(kind: TutorialKind, ids: readonly string[]): string[] {
  try {
    const concluded = parseConcluded(window.localStorage.getItem(concludedStorageKey(kind)), ids);
    return concluded.length ? concluded : NONE; // NONE, as the server: no second render after hydration
  } catch {
    return NONE; // storage blocked (private mode): progress simply isn't remembered
  }
}

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
  const shown = useAfterHydration(concluded, NONE);
  return { concluded: shown, isConcluded: (id: string) => shown.includes(id), mark };
}
