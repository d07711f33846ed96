import { Suspense, type ReactNode } from 'react';
import { RotateCcw } from 'lucide-react';
import { useLocation } from 'react-router';
import { Link } from '../../components/ui/link';
import { FeltLogo } from '../../components/brand/felt-logo';
import { ErrorBoundary } from '../../components/errors/error-boundary';
import { PageLoading } from '../../components/layouts/navigation-progress';
import { Button } from '../../components/ui/button';
import { lazyNamed } from '../../lib/lazy-named';
import { paths } from '../../lib/paths';

// Rarely needed, so kept out of the landing page's bundle.
const NotFoundView = lazyNamed(() => import('./not-found'), 'NotFoundView');
const SomethingWentWrongView = lazyNamed(() => import('./not-found'), 'SomethingWentWrongView');

/** Thrown by a page whose object does not exist (an unknown slug, say). */
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
}

function isNotFound(error: unknown): boolean {
  if (error instanceof NotFoundError) return true;
  // An API answer of 404 (ApiError) means the same; read structurally to keep the API
  // client out of the landing page's bundle.
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

function ErrorView({ error }: { error: unknown }) {
  return (
    <Suspense fallback={<PageLoading />}>
      {isNotFound(error) ? <NotFoundView /> : <SomethingWentWrongView />}
    </Suspense>
  );
}

/**
 * Error boundary inside a layout: header and footer stay in place, and moving to another
 * page clears the error.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <ErrorView error={error} />}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * Last resort, when a layout itself failed or not even the error page's code could be
 * loaded (offline, or a new release replaced the chunks): a bare page that needs nothing
 * more from the network.
 */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      fallback={() => (
        <div className="flex min-h-dvh flex-col">
          <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-4 sm:px-6 lg:px-8">
            <Link to={paths.home()} className="-m-1 rounded-lg p-1" aria-label="Felt, home">
              <FeltLogo />
            </Link>
          </header>
          <main id="main-content" className="flex-1 px-4 py-24 text-center sm:py-32">
            <h1 className="text-3xl font-semibold tracking-tight text-chalk sm:text-4xl">
              Something went wrong
            </h1>
            <p className="mx-auto mt-4 max-w-md text-base leading-7 text-mist">
              Felt could not show this page. Check your connection and try again.
            </p>
            <Button size="lg" className="mt-10" onClick={() => window.location.reload()}>
              <RotateCcw className="size-4" aria-hidden="true" />
              Try again
            </Button>
          </main>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
