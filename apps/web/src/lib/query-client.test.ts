import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, refetchFailedQueriesWhenOnline } from './query-client';

describe('refetchFailedQueriesWhenOnline', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('reads a failed query in use again when the network returns, and leaves the rest', async () => {
    const client = createQueryClient();
    stop = refetchFailedQueriesWhenOnline(client);
    let online = false;
    const clubs = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return ['Friday Club'];
    });
    const fine = vi.fn(async () => 'fine');
    const failed = new QueryObserver(client, { queryKey: ['clubs'], queryFn: clubs, retry: false });
    const good = new QueryObserver(client, { queryKey: ['fine'], queryFn: fine, retry: false });
    const unsubscribe = [failed.subscribe(() => {}), good.subscribe(() => {})];
    await vi.waitFor(() => expect(failed.getCurrentResult().status).toBe('error'));
    await vi.waitFor(() => expect(good.getCurrentResult().status).toBe('success'));
    expect(clubs).toHaveBeenCalledTimes(1);

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(failed.getCurrentResult().data).toEqual(['Friday Club']));
    expect(clubs).toHaveBeenCalledTimes(2);
    expect(fine).toHaveBeenCalledTimes(1);
    for (const each of unsubscribe) each();
  });
});
