import { userSchema, type User } from '@felt/contract';
import { api, isApiError } from '../api-client';
import { clearLocalSession } from './clear-local-session';
import { getAuthState, saveLogin } from './session-store';

/** SPEC.md section 8. */
export const FETCH_USER_FAILED = 'Failed to fetch user details.';

/** `GET /api/auth/user/`: the signed-in user, or an ApiError 401. */
export async function fetchUser(options: { signal?: AbortSignal } = {}): Promise<User> {
  return userSchema.parse(await api.get('/api/auth/user/', options));
}

/**
 * Checks a stored login with the server (SPEC.md sections 2 and 4): a current user renews
 * the stored one, a 401 means the session ended elsewhere and signs this browser out, and any
 * other failure keeps the stored user, which is under 24 hours old or it would not count.
 */
export async function refreshSession(): Promise<void> {
  const before = getAuthState();
  if (before.status !== 'authenticated') return;
  try {
    const user = await fetchUser();
    // Signed out, or in as someone else, while the answer was on its way: not ours to undo.
    const now = getAuthState();
    if (now.status === 'authenticated' && now.user.id === user.id) saveLogin(user);
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      const now = getAuthState();
      if (now.status === 'authenticated' && now.user.id === before.user.id) clearLocalSession();
      return;
    }
    console.warn(FETCH_USER_FAILED, error);
  }
}
