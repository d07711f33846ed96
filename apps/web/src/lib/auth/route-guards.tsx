import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { paths } from '../paths';
import { demoResumePending, useAuth } from './session-store';

/** Navigation state of the login page right after Sign Out (it says so). */
export const SIGNED_OUT_STATE = { signedOut: true } as const;

/**
 * The `redirect` query value when it is a path on this site that is worth returning to;
 * null otherwise. "//host" and "/\host" would leave the site, control characters are
 * dropped by URL parsing (so "/\t/host" is "//host"), and the auth pages would only bounce
 * a signed-in user to the dashboard.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  if (/^\/auth(?:[/?#]|$)/.test(value)) return null;
  return value;
}

/** Where a user lands after logging in: the `redirect` query when it is safe, else home. */
export function afterLoginPath(redirect: string | null | undefined): string {
  return safeRedirectPath(redirect) ?? paths.dashboard();
}

/** The login page, with the full path to come back to afterwards. */
export function loginPathFor({
  pathname,
  search,
  hash,
}: {
  pathname: string;
  search: string;
  hash: string;
}): string {
  return paths.login({ redirect: `${pathname}${search}${hash}` });
}

/** `/demo`, coming back to `redirect` once the demo visitor is signed in again. */
export function demoPathFor({ pathname, search, hash }: Parameters<typeof loginPathFor>[0]) {
  return `${paths.demo()}?${new URLSearchParams({ redirect: `${pathname}${search}${hash}` }).toString()}`;
}

/**
 * Login-required routes (SPEC.md section 2): signed-out visitors go to the login page. A tab
 * whose demo login was cleared as its page unloaded (a reload; decision 0032) signs in as the
 * demo again through `/demo` and comes back here.
 */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'authenticated') return <Outlet />;
  if (demoResumePending()) return <Navigate to={demoPathFor(location)} replace />;
  if (auth.signedOut) return <Navigate to={paths.login()} replace state={SIGNED_OUT_STATE} />;
  return <Navigate to={loginPathFor(location)} replace />;
}

/**
 * Guest-only routes: a signed-in user goes to the dashboard, or to the `redirect` path a
 * login-required page sent them here with. The same rule completes a login: the login page
 * only stores the user, and this guard takes them where they were going.
 */
export function GuestOnly() {
  const auth = useAuth();
  const [searchParams] = useSearchParams();
  // Whoever arrives signed in never sees the form; whoever just signed in here keeps seeing
  // the page until the next one has loaded, instead of a blank screen.
  const [arrivedSignedIn] = useState(auth.status === 'authenticated');
  if (auth.status !== 'authenticated') return <Outlet />;
  const redirect = <Navigate to={afterLoginPath(searchParams.get('redirect'))} replace />;
  return arrivedSignedIn ? (
    redirect
  ) : (
    <>
      {redirect}
      <Outlet />
    </>
  );
}

/** The home page: the landing page for visitors, the dashboard for a signed-in user. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'authenticated') return <Navigate to={paths.dashboard()} replace />;
  return children;
}
