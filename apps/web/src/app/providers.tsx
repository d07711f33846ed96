import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ToastContainer } from '../lib/toast';
import { QueryProvider } from './query-provider';

/** SPEC.md section 9, second reading: the toast options used everywhere (icons are on by default). */
export function AppToasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={3000}
      limit={3}
      newestOnTop
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
      draggable
      hideProgressBar={false}
      theme="dark"
    />
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      {children}
      <AppToasts />
    </QueryProvider>
  );
}

/**
 * A pathless route that wraps every page needing server data or toasts. It is loaded lazily,
 * so the landing page (static marketing content) does not pay for TanStack Query and
 * react-toastify in its first load.
 */
export function AppProvidersRoute() {
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}
