import { Navigate, Route, useLocation } from 'react-router';

/** Old top-level app paths that now live under /app (SPEC.md section 2). */
const APP_PATHS = [
  '/dashboard',
  '/games',
  '/members',
  '/members/directory',
  '/seasons',
  '/tools/clock',
  '/club/blind-schedules',
];

/** Old top-level auth paths that now live under /auth. */
const AUTH_PATHS = ['/login', '/register', '/forgot-password', '/verify-email'];

const RESET_PASSWORD_PATH = '/reset-password/:uid/:token';
const RESET_PASSWORD = /^\/reset-password\/[^/]+\/[^/]+$/;

export interface LocationParts {
  pathname: string;
  search?: string;
  hash?: string;
}

/**
 * Where a legacy path lives now, keeping its query string and hash; null when the path is
 * not a legacy one.
 */
export function legacyRedirectTarget({
  pathname,
  search = '',
  hash = '',
}: LocationParts): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let target: string | null = null;
  if (APP_PATHS.includes(path)) target = `/app${path}`;
  else if (AUTH_PATHS.includes(path) || RESET_PASSWORD.test(path)) target = `/auth${path}`;
  return target === null ? null : `${target}${search}${hash}`;
}

function LegacyRedirect() {
  const location = useLocation();
  const target = legacyRedirectTarget(location);
  return target === null ? null : <Navigate to={target} replace />;
}

/** One `<Route>` per legacy path, to place inside `<Routes>`. */
export const legacyRedirectRoutes = [...APP_PATHS, ...AUTH_PATHS, RESET_PASSWORD_PATH].map(
  (path) => <Route key={path} path={path} caseSensitive element={<LegacyRedirect />} />,
);
