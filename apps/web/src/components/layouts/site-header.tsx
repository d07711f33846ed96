import { paths } from '../../lib/paths';
import { Link } from '../ui/link';
import { useAuth } from '../../lib/auth/session-store';
import { FeltLogo } from '../brand/felt-logo';
import { ButtonLink } from '../ui/button';

export function SiteHeader() {
  const signedIn = useAuth().status === 'authenticated';
  return (
    <header className="sticky top-0 z-40 border-b border-white/[0.06] bg-ink-950/75 backdrop-blur-md supports-[backdrop-filter]:bg-ink-950/60">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Link to={paths.home()} className="-m-1 rounded-lg p-1" aria-label="Felt, home">
          <FeltLogo />
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          {signedIn ? (
            <ButtonLink to={paths.dashboard()} variant="primary" size="sm" className="px-4">
              Open Dashboard
            </ButtonLink>
          ) : (
            <>
              <ButtonLink to={paths.login()} variant="ghost" size="sm" className="px-3 sm:px-4">
                Sign In
              </ButtonLink>
              <ButtonLink to={paths.register()} variant="primary" size="sm" className="px-4">
                Start Your Club
              </ButtonLink>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
