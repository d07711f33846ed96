import { Suspense } from 'react';
import { NavigationProgress, PageLoading } from '../components/layouts/navigation-progress';
import { useDemoUnload } from './demo-unload';
import { AppRoutes } from './router';
import { RootErrorBoundary } from './routes/route-error';
import { ScrollManager } from './scroll-manager';
import { useSessionRefresh } from './session-refresh';

/**
 * Everything inside the router: the routes, the loading bar, scroll handling, the background
 * check of a stored login, ending the demo when its page unloads, and the last-resort error
 * boundary.
 */
export function App() {
  useSessionRefresh();
  useDemoUnload();
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
