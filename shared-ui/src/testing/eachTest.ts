// The hooks nearly every signed-in component test registers (exported by ./index.ts).
import type { SessionUser } from '@acolhe/shared-domain';
import { resetUi } from './render';
import { signInForTest, signOutForTest } from './session';

/** Each test of the file starts on a fresh UI (shared cache, toasts) with `user` signed in, and
 * ends signed out. Call it at the top level of a test file (or of a describe). */
export function signInForEachTest(user: SessionUser) {
  beforeEach(() => {
    resetUi();
    signInForTest(user);
  });
  afterEach(signOutForTest);
}
