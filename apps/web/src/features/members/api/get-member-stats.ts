import { memberStatsResponseSchema, type MemberStatsResponse } from '@felt/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { memberKeys, memberPaths } from './member-paths';

/**
 * `GET /api/clubs/{slug}/members/{memberSlug}/stats/`: the profile's figures, points by season
 * and the latest results, added up by the server from the recorded games.
 */
export async function getMemberStats(
  clubSlug: string,
  memberSlug: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MemberStatsResponse> {
  return memberStatsResponseSchema.parse(
    await api.get(memberPaths.stats(clubSlug, memberSlug), { signal }),
  );
}

export function memberStatsQueryOptions(clubSlug: string, memberSlug: string) {
  return queryOptions({
    queryKey: memberKeys.stats(clubSlug, memberSlug),
    queryFn: ({ signal }) => getMemberStats(clubSlug, memberSlug, { signal }),
  });
}
