import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry; a dropped connection might.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * One client for the whole session, so cached data survives navigating between pages; the
 * logout flow clears it.
 */
export const queryClient = createQueryClient();
