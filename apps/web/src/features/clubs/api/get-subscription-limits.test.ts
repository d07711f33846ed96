import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../../testing/app-harness';
import {
  getSubscriptionLimits,
  subscriptionLimitsQueryOptions,
  subscriptionLimitsQueryKey,
} from './get-subscription-limits';

const LIMITS = {
  plan: 'pro',
  features: [{ category: 'members', limit: -1 }],
  limits: { clubs: { limit: 5, used: 2 } },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('subscription limits (SPEC.md sections 5, 8 and 9)', () => {
  it("refuses to ask without a club: 'Club slug is required'", async () => {
    const { calls } = fakeApi({});
    await expect(getSubscriptionLimits('')).rejects.toThrow('Club slug is required');
    await expect(getSubscriptionLimits(null)).rejects.toThrow('Club slug is required');
    expect(calls).toEqual([]);
  });

  it("says 'Failed to load subscription limits' when the call fails", async () => {
    fakeApi({
      'GET /api/clubs/gone/subscription/limits/': jsonResponse(404, { detail: 'Not found.' }),
    });
    await expect(getSubscriptionLimits('gone')).rejects.toThrow(
      'Failed to load subscription limits',
    );
  });

  it('keeps them fresh for 5 minutes, for the 5 most recent clubs', async () => {
    const handlers: Record<string, Response> = {};
    const slugs = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    for (const slug of slugs) {
      handlers[`GET /api/clubs/${slug}/subscription/limits/`] = jsonResponse(200, LIMITS);
    }
    const { calls } = fakeApi(handlers);
    const client = new QueryClient();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (const slug of slugs) {
        await client.fetchQuery(subscriptionLimitsQueryOptions(slug));
        vi.advanceTimersByTime(1000);
      }
      const cached = slugs.filter((slug) => client.getQueryData(subscriptionLimitsQueryKey(slug)));
      expect(cached).toEqual(['c', 'd', 'e', 'f', 'g']);

      await client.fetchQuery(subscriptionLimitsQueryOptions('g'));
      expect(calls.filter((call) => call.path.includes('/g/'))).toHaveLength(1);
      vi.advanceTimersByTime(5 * 60 * 1000);
      await client.fetchQuery(subscriptionLimitsQueryOptions('g'));
      expect(calls.filter((call) => call.path.includes('/g/'))).toHaveLength(2);
    } finally {
      vi.useRealTimers();
      client.clear();
    }
  });
});
