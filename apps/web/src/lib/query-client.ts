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
 * A page loaded without a network (a TV or a phone reloaded offline, with the app shell from
 * the service worker) fails its reads, and react-query does not read them again when the
 * network returns: its online manager starts "online" and never saw the browser go offline.
 * So every failed read in use is read again at the browser's \`online\` event (the club list
 * among them, without which a director lost the night's controls until Retry).
 */
export function refetchFailedQueriesWhenOnline(client: QueryClient): () => void {
  const onOnline = () =>
    void client.refetchQueries({
      type: 'active',
      predicate: (query) => query.state.status === 'error',
    });
  window.addEventListener('online', onOnline);
  return () => window.removeEventListener('online', onOnline);
}

/**
 * One client for the whole session, so cached data survives navigating between pages; the
 * logout flow clears it.
 */
export const queryClient = createQueryClient();
if (typeof window !== 'undefined') refetchFailedQueriesWhenOnline(queryClient);
