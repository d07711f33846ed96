import { Suspense } from 'react';
import { NavigationProgress, PageLoading } from '../components/layouts/navigation-progress';
import { AppRoutes } from './router';
import { RootErrorBoundary } from './routes/route-error';
import { ScrollManager } from './scroll-manager';
import { useSessionRefresh } from './session-refresh';

/**
 * Everything inside the router: the routes, the loading bar, scroll handling, the background
 * check of a stored login, and the last-resort error boundary.
 */
export function App() {
  useSessionRefresh();
  return (
    <RootErrorBoundary>
      <ScrollManager />
      <NavigationProgress />
      <Suspense fallback={<PageLoading />}>
        <AppRoutes />
      </Suspense>
    </RootErrorBoundary>
  );
}
