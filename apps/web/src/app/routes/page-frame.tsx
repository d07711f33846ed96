import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/layouts/navigation-progress';
import { RouteErrorBoundary } from './route-error';

/**
 * A pathless route inside a layout: the page's error boundary, and the Suspense boundary that
 * shows the loading bar while a lazy page's code arrives for the first time.
 */
export function PageFrame() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
