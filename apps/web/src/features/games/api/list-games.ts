import { gameListResponseSchema, type GameListResponse } from '@felt/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gameKeys, gamePaths, type GameListParams } from './game-paths';

/**
 * `GET /api/clubs/{slug}/games/?when=&season=&league=&member=&page=`: one page of 25 games, upcoming
 * (running ones included) soonest first, past latest first (the server sorts and pages); with
 * `member`, only that member's games, each with their `member_entry`.
 */
export async function listGames(
  clubSlug: string,
  { when, season, league, member, page }: GameListParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GameListResponse> {
  const query = new URLSearchParams({ when });
  if (season) query.set('season', season);
  if (league) query.set('league', league);
  if (member) query.set('member', member);
  if (page > 1) query.set('page', String(page));
  return gameListResponseSchema.parse(
    await api.get(`${gamePaths.clubGames(clubSlug)}?${query.toString()}`, { signal }),
  );
}

export function gamesQueryOptions(clubSlug: string, params: GameListParams) {
  return queryOptions({
    queryKey: gameKeys.list(clubSlug, params),
    queryFn: ({ signal }) => listGames(clubSlug, params, { signal }),
    // The page being left stays on screen while the next one (or another season) loads.
    placeholderData: keepPreviousData,
  });
}
