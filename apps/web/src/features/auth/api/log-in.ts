import { userSchema, type LoginRequest, type User } from '@felt/contract';
import { useMutation } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { clearLocalSession } from '../../../lib/auth/clear-local-session';
import { readStoredLogin, saveLogin } from '../../../lib/auth/session-store';
import { SessionCookieRefusedError } from '../auth-errors';
import { fetchUser } from '../../../lib/auth/refresh-session';
import { queryClient } from '../../../lib/query-client';

/**
 * SPEC.md section 4's login: clear what a different user left behind, get a CSRF cookie, log
 * in, fetch the user, hydrate onboarding, store them. Storing the user is what moves the page
 * on: the guest-only guard sends a signed-in user to where they were going. The onboarding
 * (an owner's checklist) is read beside it, not waited for.
 */
export async function logIn(input: LoginRequest): Promise<User> {
  if (typeof navigator !== 'undefined' && navigator.cookieEnabled === false) {
    throw new SessionCookieRefusedError();
  }
  const previous = readStoredLogin();
  if (previous && previous.user.email.toLowerCase() !== input.email.toLowerCase()) {
    clearLocalSession();
  }
  await api.get('/api/auth/csrf/');
  const loggedIn = userSchema.parse(await api.post('/api/auth/login/', input));
  let user = loggedIn;
  try {
    user = await fetchUser();
  } catch (error) {
    // The password was right, yet the next request is anonymous: no session cookie came back.
    if (isApiError(error) && error.status === 401) throw new SessionCookieRefusedError();
    // Any other failure: the login answer already carried the user.
  }
  // Loaded with the signed-in app's code, not the login page's.
  void import('../../onboarding').then(({ hydrateOnboarding }) =>
    hydrateOnboarding(queryClient, user.id),
  );
  saveLogin(user);
  return user;
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
