import { gameSchema, type Game } from '@felt/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gameKeys, gamePaths } from './game-paths';

/** `GET /api/games/{slug}/`: one game with its counts and the caller's own entry. */
export async function getGame(
  gameSlug: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Game> {
  return gameSchema.parse(await api.get(gamePaths.game(gameSlug), { signal }));
}

export function gameQueryOptions(gameSlug: string) {
  return queryOptions({
    queryKey: gameKeys.detail(gameSlug),
    queryFn: ({ signal }) => getGame(gameSlug, { signal }),
  });
}
