import { QueryClient, type FetchQueryOptions } from '@tanstack/react-query';
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
 * Starts reads a page will want, in a task of their own: called from an effect, whose task
 * already holds a render and the reads that render started, each read's start (its request,
 * its timer, its cache entry) would lengthen that one task on a phone's CPU (issue 20's Total
 * Blocking Time). Returns the cancel for the effect's cleanup; a read already cached and
 * fresh is not asked again.
 */
export function prefetchSoon(
  client: QueryClient,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's options, as prefetchQuery takes them
  reads: readonly FetchQueryOptions<any, any, any, any>[],
): () => void {
  const timer = setTimeout(() => {
    for (const read of reads) void client.prefetchQuery(read);
  }, 0);
  return () => clearTimeout(timer);
}

/**
 * One client for the whole session, so cached data survives navigating between pages; the
 * logout flow clears it.
 */
export const queryClient = createQueryClient();
if (typeof window !== 'undefined') refetchFailedQueriesWhenOnline(queryClient);
