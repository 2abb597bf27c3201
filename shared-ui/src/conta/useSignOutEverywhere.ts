import { useState } from 'react';
import { signOutEverywhere } from '@acolhe/shared-auth';
// By package name: bundled apart from shared-ui's entry (area-privada), toasts and caches stay its singleton's.
import { clearDataCache, notify } from '@acolhe/shared-ui';

export const SIGN_OUT_EVERYWHERE_TEXTS = {
  title: 'Sessões',
  description: 'Encerre o acesso em todos os computadores e celulares em que você entrou, inclusive neste. Depois, entre de novo com sua senha.',
  button: 'Sair de todos os dispositivos',
  failedTitle: 'Erro ao sair dos dispositivos',
} as const;

/** Full page load, as 'Sair' does: nothing of the session survives in memory. Replaceable in tests. */
export const leavePage = { go: (path: string) => window.location.assign(path) };

/** 'Sair de todos os dispositivos': every session of the account ends (the api and the identity provider). */
export function useSignOutEverywhere() {
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await signOutEverywhere();
      clearDataCache();
      leavePage.go('/login');
    } catch (error) {
      notify({ title: SIGN_OUT_EVERYWHERE_TEXTS.failedTitle, message: (error as Error).message, color: 'red' });
      setBusy(false);
    }
  }
  return { busy, run };
}
