import { subscriptionLimitsResponseSchema, type SubscriptionLimits } from '@felt/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** SPEC.md sections 5 and 8. */
export const LIMITS_MESSAGES = {
  slugRequired: 'Club slug is required',
  loadFailed: 'Failed to load subscription limits',
} as const;

/** SPEC.md section 9: limits stay fresh for 5 minutes, for at most 5 clubs at a time. */
export const LIMITS_STALE_MS = 5 * 60 * 1000;
export const LIMITS_CACHED_CLUBS = 5;

const LIMITS_KEY = 'subscription-limits';

export function subscriptionLimitsQueryKey(slug: string) {
  return [LIMITS_KEY, slug] as const;
}

/**
 * `GET /api/clubs/{slug}/subscription/limits/`. Rejects with 'Club slug is required' without
 * a slug, and with 'Failed to load subscription limits' (the server's reason as `cause`)
 * when the call fails.
 */
export async function getSubscriptionLimits(
  slug: string | null | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SubscriptionLimits> {
  if (!slug) throw new Error(LIMITS_MESSAGES.slugRequired);
  try {
    const body = await api.get(`/api/clubs/${encodeURIComponent(slug)}/subscription/limits/`, {
      signal,
    });
    return subscriptionLimitsResponseSchema.parse(body);
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new Error(LIMITS_MESSAGES.loadFailed, { cause });
  }
}

/** Drops the limits of all but the most recently loaded clubs, `keepSlug` always kept. */
export function pruneSubscriptionLimits(client: QueryClient, keepSlug: string): void {
  const others = client
    .getQueryCache()
    .findAll({ queryKey: [LIMITS_KEY] })
    .filter((query) => query.queryKey[1] !== keepSlug)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  for (const query of others.slice(LIMITS_CACHED_CLUBS - 1)) {
    client.removeQueries({ queryKey: query.queryKey, exact: true });
  }
}

export function subscriptionLimitsQueryOptions(slug: string | null | undefined) {
  return queryOptions({
    queryKey: subscriptionLimitsQueryKey(slug ?? ''),
    queryFn: async ({ signal, client }) => {
      const limits = await getSubscriptionLimits(slug, { signal });
      pruneSubscriptionLimits(client, slug ?? '');
      return limits;
    },
    enabled: Boolean(slug),
    staleTime: LIMITS_STALE_MS,
    retry: 1,
  });
}
