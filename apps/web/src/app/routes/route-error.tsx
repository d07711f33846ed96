import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { FeltLogo } from '../../components/brand/felt-logo';
import { NotFoundView, SomethingWentWrongView } from './not-found';

function ErrorContent() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  console.error(error);
  return <SomethingWentWrongView />;
}

/** Error boundary inside the public layout: header and footer stay in place. */
export function RouteError() {
  return <ErrorContent />;
}

/** Last-resort boundary when the layout itself failed: a bare page with the logo. */
export function RootError() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-4 sm:px-6 lg:px-8">
        <Link to="/" className="-m-1 rounded-lg p-1" aria-label="Felt, home">
          <FeltLogo />
        </Link>
      </header>
      <main id="main-content" className="flex-1">
        <ErrorContent />
      </main>
    </div>
  );
}
