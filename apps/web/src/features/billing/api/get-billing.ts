import { billingOverviewSchema, type BillingOverview } from '@felt/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const BILLING_LOAD_FAILED = 'Failed to load billing';

export function billingQueryKey(slug: string) {
  return ['billing', slug] as const;
}

/** `GET /api/clubs/{slug}/billing/`: the plans, the club's use of each limit, who may upgrade. */
export async function getBilling(
  slug: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BillingOverview> {
  return billingOverviewSchema.parse(
    await api.get(`/api/clubs/${encodeURIComponent(slug)}/billing/`, { signal }),
  );
}

export function billingQueryOptions(slug: string) {
  return queryOptions({
    queryKey: billingQueryKey(slug),
    queryFn: ({ signal }) => getBilling(slug, { signal }),
  });
}
