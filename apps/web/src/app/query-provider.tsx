import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';

/**
 * TanStack Query without the toast container: for the account pages, which raise no toasts
 * of their own (the welcome toast after an accepted invitation is raised once the signed-in
 * app, with its own container, has taken over; react-toastify holds a toast until a container
 * is mounted). Keeping react-toastify out of them keeps `/auth/login` within issue 20's budget.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
