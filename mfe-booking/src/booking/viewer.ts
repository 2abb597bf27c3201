// Who is looking at the booking form decides what submit does (product.md#who-uses-it: only clients book).
import { roleOf } from '@acolhe/shared-domain';
import type { SessionUser } from '@acolhe/shared-domain';

export type Viewer =
  | { kind: 'guest' }
  | { kind: 'cliente'; user: SessionUser }
  | { kind: 'terapeuta'; user: SessionUser };

export function viewerOf(user: SessionUser | null | undefined): Viewer {
  if (!user) return { kind: 'guest' };
  return roleOf(user.tipo) === 'terapeuta' ? { kind: 'terapeuta', user } : { kind: 'cliente', user };
}

/**
 * What a submit does:
 * - therapist: nothing is sent (the api would refuse, and the http client would sign them out);
 * - incomplete form: the validation message;
 * - guest: the request is kept and the visitor goes to login;
 * - client: the request is sent.
 */
export type SubmitDecision = 'not-allowed' | 'incomplete' | 'login' | 'send';

export function decideSubmit(viewer: Viewer, complete: boolean): SubmitDecision {
  if (viewer.kind === 'terapeuta') return 'not-allowed';
  if (!complete) return 'incomplete';
  return viewer.kind === 'guest' ? 'login' : 'send';
}
