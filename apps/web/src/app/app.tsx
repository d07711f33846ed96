import { Suspense } from 'react';
import { PageLoading } from '../components/layouts/navigation-progress';
import { AppRoutes } from './router';
import { RootErrorBoundary } from './routes/route-error';
import { ScrollManager } from './scroll-manager';

/** Everything inside the router: the routes, scroll handling and the last-resort boundaries. */
export function App() {
  return (
    <RootErrorBoundary>
      <ScrollManager />
      <Suspense fallback={<PageLoading />}>
        <AppRoutes />
      </Suspense>
    </RootErrorBoundary>
  );
}
