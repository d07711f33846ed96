import { userSchema, type User } from '@felt/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearLocalSession } from '../../../lib/auth/clear-local-session';
import { fetchUser } from '../../../lib/auth/refresh-session';
import { readStoredLogin, saveLogin } from '../../../lib/auth/session-store';

/** SPEC.md section 8. */
export const DEMO_LOGIN_FAILED = 'Demo login failed. Please try again.';

/**
 * SPEC.md section 4's demo login (decision 0032): like a login, without credentials (the
 * server knows who the demo user is; no password travels in the bundle). What a different
 * user left in this browser is cleared first.
 */
export async function logInAsDemo(): Promise<User> {
  await api.get('/api/auth/csrf/');
  const loggedIn = userSchema.parse(await api.post('/api/auth/demo/'));
  const previous = readStoredLogin();
  if (previous && previous.user.id !== loggedIn.id) clearLocalSession();
  let user = loggedIn;
  try {
    user = await fetchUser();
  } catch {
    // The demo answer already carried the user; the next page finds out about the session.
  }
  // Kept for this tab only and cleared when the page unloads (SPEC.md section 4).
  saveLogin(user, Date.now(), { demo: true });
  return user;
}

export function useLogInAsDemo() {
  return useMutation({ mutationFn: logInAsDemo });
}
