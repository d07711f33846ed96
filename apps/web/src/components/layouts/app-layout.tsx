import { Outlet } from 'react-router';
import { Link } from '../ui/link';
import { useAuth } from '../../lib/auth/session-store';
import { FeltLogo } from '../brand/felt-logo';

/**
 * The signed-in frame until the app shell arrives: the logo and who is signed in. Only
 * rendered under RequireAuth.
 */
export function AppLayout() {
  const auth = useAuth();
  const user = auth.status === 'authenticated' ? auth.user : null;
  const initial = (user?.first_name || user?.email || '?').charAt(0).toUpperCase();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="fixed top-3 left-3 z-50 -translate-y-24 rounded-full bg-gold-400 px-4 py-2 text-sm font-semibold text-ink-950 shadow-lg transition-transform focus:translate-y-0"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-white/[0.06] bg-ink-950/75 backdrop-blur-md supports-[backdrop-filter]:bg-ink-950/60">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
          <Link to="/app/dashboard" className="-m-1 rounded-lg p-1" aria-label="Felt, dashboard">
            <FeltLogo />
          </Link>
          {user ? (
            <div className="flex min-w-0 items-center gap-3">
              <span className="hidden truncate text-sm font-medium text-mist sm:block">
                {user.full_name || user.email}
              </span>
              {user.avatar_url ? (
                <img
                  src={user.avatar_url}
                  alt=""
                  className="size-9 shrink-0 rounded-full object-cover ring-2 ring-gold-400/30"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="grid size-9 shrink-0 place-items-center rounded-full bg-felt-700 text-sm font-semibold text-chalk ring-2 ring-gold-400/30"
                >
                  {initial}
                </span>
              )}
            </div>
          ) : null}
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
