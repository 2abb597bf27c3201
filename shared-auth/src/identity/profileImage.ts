// The photo of the signed-in user. The identity provider does not keep it (its `picture`
// attribute is unused): the product's profile does (GET /clientes/{id} `image`, GET
// /terapeutas/{id} `profileImageUrl`). Right after login the stored user gets it, so the header
// shows the photo and not the initials after a logout and a new login.
//
// Plain fetch with the new IdToken, not the product `http` client: a 401/403 here must not end
// the session that was just opened (nor reload the login page); any failure only leaves the
// initials. A therapist without a saved profile yet answers 404: no photo.
import { getRuntimeConfig } from '../config';
import { updateUser, useSession } from '../session/store';
import type { CurrentUser } from '../session/types';

/** Give up on the photo after this long (the login itself is never held up by it). */
export const PROFILE_IMAGE_TIMEOUT_MS = 5000;

function profilePath(user: Pick<CurrentUser, 'id' | 'tipo'>): string {
  const id = encodeURIComponent(user.id);
  return user.tipo === 'terapeuta' ? `terapeutas/${id}` : `clientes/${id}`;
}

function imageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const key of ['image', 'profileImageUrl'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  // a readable profile without a photo
  return 'image' in record || 'profileImageUrl' in record ? '' : null;
}

/** The photo URL of the user's own profile ('' when none), or null when it could not be read. */
export async function fetchProfileImage(
  user: Pick<CurrentUser, 'id' | 'tipo'>,
  idToken: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<string | null> {
  const controller = typeof AbortController === 'function' ? new AbortController() : null;
  const timer = controller ? setTimeout(() => controller.abort(), PROFILE_IMAGE_TIMEOUT_MS) : undefined;
  try {
    const base = getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '');
    const response = await fetchImpl(`${base}/${profilePath(user)}`, {
      headers: { authorization: `Bearer ${idToken}`, accept: 'application/json' },
      ...(controller ? { signal: controller.signal } : {}),
    });
    if (!response.ok) return null;
    return imageOf(await response.json());
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Loads the profile photo and stores it on the session user (updateUser: storage + the header
 * at once) — only while that same user is still signed in.
 */
export async function syncProfileImage(user: Pick<CurrentUser, 'id' | 'tipo'>, idToken: string): Promise<void> {
  const image = await fetchProfileImage(user, idToken);
  if (image === null) return;
  if (useSession.getState().user?.id !== user.id) return; // signed out (or someone else in) meanwhile
  updateUser({ image });
}
