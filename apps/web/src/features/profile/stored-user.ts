import type { User } from '@felt/contract';
import { getAuthState, saveLogin } from '../../lib/auth/session-store';

/**
 * Puts a change the server just confirmed into the stored user, so the top bar, the menu
 * and every other reader of the session store show it at once.
 */
export function patchStoredUser(patch: Partial<User>): void {
  const auth = getAuthState();
  if (auth.status !== 'authenticated') return;
  saveLogin({ ...auth.user, ...patch });
}
