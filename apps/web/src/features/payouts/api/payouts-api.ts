import {
  dealResponseSchema,
  gameResultsResponseSchema,
  paidMarkResponseSchema,
  payoutsResponseSchema,
  type AcceptDealRequest,
  type DealRequest,
  type DealResponse,
  type GameNightState,
  type GameResultsResponse,
  type PaidMarkResponse,
  type PayoutsResponse,
} from '@felt/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A game's money (issue 14, decision 0027): the API paths, queries and writes. */

const part = (value: string) => encodeURIComponent(value);

export const payoutPaths = {
  payouts: (gameSlug: string) => `/api/games/${part(gameSlug)}/payouts/`,
  deal: (gameSlug: string) => `/api/games/${part(gameSlug)}/deal/`,
  acceptDeal: (gameSlug: string) => `/api/games/${part(gameSlug)}/deal/accept/`,
  entry: (gameSlug: string, entryId: string) =>
    `/api/games/${part(gameSlug)}/entries/${part(entryId)}/`,
  state: (gameSlug: string) => `/api/games/${part(gameSlug)}/state/`,
  record: (gameSlug: string) => `/api/games/${part(gameSlug)}/record/`,
};

export const payoutKeys = {
  payouts: (gameSlug: string) => ['game', gameSlug, 'payouts'] as const,
  night: (gameSlug: string) => ['game', gameSlug, 'payouts', 'night'] as const,
};

export function payoutsQueryOptions(gameSlug: string) {
  return queryOptions({
    queryKey: payoutKeys.payouts(gameSlug),
    queryFn: async ({ signal }) =>
      payoutsResponseSchema.parse(await api.get(payoutPaths.payouts(gameSlug), { signal })),
    // While the night runs, the page reads it again at each command of the live stream.
  });
}

/**
 * The live night's state: who is still in, for the deal calculator's chip counts. Its schema
 * (with the domain's game log it names) loads beside the request, see live/running-night.
 */
export function nightQueryOptions(gameSlug: string) {
  return queryOptions({
    queryKey: payoutKeys.night(gameSlug),
    queryFn: async ({ signal }): Promise<GameNightState> => {
      const [{ gameNightStateSchema }, body] = await Promise.all([
        import('../live/running-night'),
        api.get(payoutPaths.state(gameSlug), { signal }),
      ]);
      return gameNightStateSchema.parse(body);
    },
  });
}

/** Refreshes the payouts and the night (an accepted deal finishes it). */
function useRefreshPayouts(gameSlug: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: payoutKeys.payouts(gameSlug) });
}

export function useSetPayoutStructure(gameSlug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (percentages: number[] | null): Promise<PayoutsResponse> =>
      payoutsResponseSchema.parse(await api.put(payoutPaths.payouts(gameSlug), { percentages })),
    onSuccess: (payouts) => client.setQueryData(payoutKeys.payouts(gameSlug), payouts),
  });
}

export function useCalculateDeal(gameSlug: string) {
  return useMutation({
    mutationFn: async (body: DealRequest): Promise<DealResponse> =>
      dealResponseSchema.parse(await api.post(payoutPaths.deal(gameSlug), body)),
  });
}

export function useAcceptDeal(gameSlug: string) {
  const client = useQueryClient();
  const refresh = useRefreshPayouts(gameSlug);
  return useMutation({
    mutationFn: async (body: AcceptDealRequest): Promise<PayoutsResponse> =>
      payoutsResponseSchema.parse(await api.post(payoutPaths.acceptDeal(gameSlug), body)),
    onSuccess: (payouts) => client.setQueryData(payoutKeys.payouts(gameSlug), payouts),
    onSettled: () => refresh(),
  });
}

export function useMarkPaid(gameSlug: string) {
  const refresh = useRefreshPayouts(gameSlug);
  return useMutation({
    mutationFn: async ({
      entryId,
      paid,
    }: {
      entryId: string;
      paid: boolean;
    }): Promise<PaidMarkResponse> =>
      paidMarkResponseSchema.parse(await api.patch(payoutPaths.entry(gameSlug, entryId), { paid })),
    onSettled: () => refresh(),
  });
}

/**
 * `POST /api/games/{gameSlug}/record/`: the finished night becomes the season's results. Every
 * read of the game (its page, payouts, final table), the club's game lists and the season's
 * leaderboard are read again.
 */
export function useRecordGame(gameSlug: string, seasonSlug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<GameResultsResponse> =>
      gameResultsResponseSchema.parse(await api.post(payoutPaths.record(gameSlug), {})),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['game', gameSlug] }),
        client.invalidateQueries({ queryKey: ['games'] }),
        client.invalidateQueries({ queryKey: ['season', seasonSlug] }),
      ]),
  });
}
