import type { GameWhen } from '@felt/contract';

/** API paths and query keys of games and their entries (issue 12). */

const part = (value: string) => encodeURIComponent(value);

export const gamePaths = {
  clubGames: (clubSlug: string) => `/api/clubs/${part(clubSlug)}/games/`,
  game: (gameSlug: string) => `/api/games/${part(gameSlug)}/`,
  entries: (gameSlug: string) => `/api/games/${part(gameSlug)}/entries/`,
  entry: (gameSlug: string, entryId: number) => `/api/games/${part(gameSlug)}/entries/${entryId}/`,
};

export interface GameListParams {
  when: GameWhen;
  /** A season of the club; null lists every season's games. */
  season: string | null;
  /** A league of the club: the games of all its seasons. */
  league?: string | null;
  page: number;
  /** A member's slug: only the games they are registered or waitlisted for. */
  member?: string;
}

/**
 * A club's game lists sit under `['games', clubSlug]`; one game and its entries under
 * `['game', gameSlug]` (a game is addressed by its slug alone). A write refreshes both.
 */
export const gameKeys = {
  lists: (clubSlug: string) => ['games', clubSlug] as const,
  list: (clubSlug: string, params: GameListParams) => ['games', clubSlug, params] as const,
  game: (gameSlug: string) => ['game', gameSlug] as const,
  detail: (gameSlug: string) => ['game', gameSlug, 'detail'] as const,
  entries: (gameSlug: string) => ['game', gameSlug, 'entries'] as const,
};
