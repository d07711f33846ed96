import { queryClient } from '../query-client';
import { forgetLogin } from './session-store';

/** Expires every cookie this page can read (the csrftoken; the session cookie is HttpOnly). */
function expireReadableCookies(): void {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim())
    .filter((name): name is string => Boolean(name));
  // A cookie is only removed with the path it was set with; try / and this page's parents.
  const segments = window.location.pathname.split('/').filter(Boolean);
  const paths = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)];
  for (const name of names) {
    for (const path of paths) {
      document.cookie = `${name}=; Max-Age=0; path=${path}`;
    }
  }
}

/**
 * Removes every trace of the signed-in user from this browser (SPEC.md section 4): cached
 * server data, local and session storage, readable cookies, and the stored login. Used by
 * logout (even when the server call failed), when the server says the session is gone, and
 * when a different user signs in.
 */
export function clearLocalSession({ signedOut = false }: { signedOut?: boolean } = {}): void {
  queryClient.clear();
  for (const storage of ['localStorage', 'sessionStorage'] as const) {
    try {
      window[storage].clear();
    } catch {
      // Storage the browser refuses to open holds nothing of ours.
    }
  }
  expireReadableCookies();
  forgetLogin({ signedOut });
}
