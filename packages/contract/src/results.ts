import { z } from 'zod';

/**
 * Recording results and the season standings (issue 14, decision 0028).
 *
 * - `POST /api/games/{gameSlug}/record/`: a finished night's places, prizes, knockouts and
 *   points become the season's results; answers the game's results.
 * - `PUT /api/games/{gameSlug}/results/`: a game run elsewhere, or a correction.
 * - `GET /api/seasons/{seasonSlug}/leaderboard/` (and `leaderboard.csv`): the stored standings.
 */

export const RESULTS_MESSAGES = {
  notFinished: 'Finish the game before recording its results.',
  alreadyRecorded:
    'The results of this game are recorded already. To change them, correct the results.',
  cancelled: 'This game was cancelled: it has no results.',
  running: 'This game is still running: finish it, then record its results.',
  dealPlacesOpen:
    'The game ended with a deal and the places of the players in the deal are not decided: accept the deal on the payouts page, or enter the results by hand.',
  noPlayers: 'Nobody played this game: there is nothing to record.',
  results: 'Give one result per player.',
  resultsEmpty: 'Enter at least one player.',
  resultsTooMany: 'A game has at most 500 players.',
  oneOfMemberOrGuest: 'Give a member or a guest name for each player, not both.',
  memberOrGuest: 'Give a member or a guest name for each player.',
  place: 'Enter the place as a whole number from 1.',
  count: 'Enter a whole number from 0.',
  prize: 'Enter the prize in cents, a whole number from 0.',
  tie: (place: number, count: number) =>
    `Place ${place} is given to ${count} players: ties are not allowed, give each player their own place.`,
  gap: (missing: number, players: number) =>
    `Place ${missing} is missing: with ${players} players the places are 1 to ${players}, each once.`,
  duplicateMember: (slug: string) => `The member ${slug} is listed twice: one result per player.`,
  duplicateGuest: (name: string) => `${name} is listed twice: one result per player.`,
  unknownMember: (slug: string) => `${slug} is not a member of this club.`,
  knockouts: (players: number) =>
    `Knockouts are at most ${players - 1} with ${players} players (everyone but the winner).`,
} as const;

const M = RESULTS_MESSAGES;

export const MAX_RESULT_ROWS = 500;

const wholeNumber = (message: string, min: number) =>
  z.number({ error: message }).int(message).min(min, message).max(1_000_000, message);

export const resultInputSchema = z
  .object({
    member_slug: z.string().trim().min(1).max(200).optional(),
    guest_name: z.string().trim().min(1, M.memberOrGuest).max(100).optional(),
    place: wholeNumber(M.place, 1),
    rebuys: wholeNumber(M.count, 0).default(0),
    addons: wholeNumber(M.count, 0).default(0),
    knockouts: wholeNumber(M.count, 0).default(0),
    /** Left out: the place's payout from the game's prize pool and structure. */
    prize_cents: z
      .number({ error: M.prize })
      .int(M.prize)
      .min(0, M.prize)
      .max(1_000_000_000, M.prize)
      .nullable()
      .optional(),
  })
  .strict()
  .superRefine((row, context) => {
    if (row.member_slug && row.guest_name) {
      context.addIssue({ code: 'custom', message: M.oneOfMemberOrGuest, path: ['member_slug'] });
    } else if (!row.member_slug && !row.guest_name) {
      context.addIssue({ code: 'custom', message: M.memberOrGuest, path: ['member_slug'] });
    }
  });
export type ResultInput = z.infer<typeof resultInputSchema>;

/**
 * The places' refusals, in the order a person fixes them: a tie first (two players on one
 * place), then a gap (places must be 1..n), then a player twice, then too many knockouts.
 * Answers `[]` for a valid list. Shared by the schema and the game editor.
 */
export function resultListProblems(
  rows: readonly Pick<ResultInput, 'place' | 'member_slug' | 'guest_name' | 'knockouts'>[],
): string[] {
  const problems: string[] = [];
  const byPlace = new Map<number, number>();
  for (const row of rows) byPlace.set(row.place, (byPlace.get(row.place) ?? 0) + 1);
  for (const [place, count] of [...byPlace].sort((a, b) => a[0] - b[0])) {
    if (count > 1) problems.push(M.tie(place, count));
  }
  if (problems.length === 0) {
    for (let place = 1; place <= rows.length; place += 1) {
      if (!byPlace.has(place)) {
        problems.push(M.gap(place, rows.length));
        break;
      }
    }
  }
  const members = new Set<string>();
  const guests = new Set<string>();
  for (const row of rows) {
    if (row.member_slug) {
      if (members.has(row.member_slug)) problems.push(M.duplicateMember(row.member_slug));
      members.add(row.member_slug);
    } else if (row.guest_name) {
      const key = row.guest_name.trim().toLowerCase();
      if (guests.has(key)) problems.push(M.duplicateGuest(row.guest_name.trim()));
      guests.add(key);
    }
  }
  const totalKnockouts = rows.reduce((sum, row) => sum + (row.knockouts ?? 0), 0);
  if (
    rows.some((row) => (row.knockouts ?? 0) > rows.length - 1) ||
    totalKnockouts > rows.length - 1
  ) {
    problems.push(M.knockouts(rows.length));
  }
  return problems;
}

export const putResultsRequestSchema = z
  .object({
    results: z
      .array(resultInputSchema, { error: M.results })
      .min(1, M.resultsEmpty)
      .max(MAX_RESULT_ROWS, M.resultsTooMany),
  })
  .strict()
  .superRefine((body, context) => {
    for (const message of resultListProblems(body.results)) {
      context.addIssue({ code: 'custom', message, path: ['results'] });
    }
  });
export type PutResultsRequest = z.infer<typeof putResultsRequestSchema>;

/** One entry's result in a recorded game, first place first. */
export const gameResultRowSchema = z.object({
  place: z.number().int(),
  name: z.string(),
  member: z
    .object({ slug: z.string(), name: z.string(), avatar_url: z.string().nullable() })
    .nullable(),
  rebuys: z.number().int(),
  addons: z.number().int(),
  knockouts: z.number().int(),
  prize_cents: z.number().int(),
  /** The points this finish earned; null for a re-entered player's earlier entry. */
  points: z.number().nullable(),
  /** True for an entry bought again after a bust. */
  reentry: z.boolean(),
});
export type GameResultRow = z.infer<typeof gameResultRowSchema>;

export const gameResultsResponseSchema = z.object({
  game: z.object({
    slug: z.string(),
    title: z.string(),
    season_slug: z.string(),
    status: z.string(),
    recorded_at: z.string().nullable(),
  }),
  entrants: z.number().int(),
  prize_pool_cents: z.number().int(),
  results: z.array(gameResultRowSchema),
});
export type GameResultsResponse = z.infer<typeof gameResultsResponseSchema>;

/** A recorded game of the season, named once in the leaderboard's `games`. */
export const leaderboardGameSchema = z.object({
  slug: z.string(),
  title: z.string(),
  starts_at: z.string(),
});
export type LeaderboardGame = z.infer<typeof leaderboardGameSchema>;

/**
 * A player's counted games as three lists of the same length, one entry per game (best
 * first): `game` is the game's index in the leaderboard's `games`, so a game's slug, title and
 * start are sent once for the whole table instead of once per player who played it.
 */
export const countedGamesSchema = z.object({
  game: z.array(z.number().int().nonnegative()),
  place: z.array(z.number().int()),
  points: z.array(z.number()),
});
export type CountedGames = z.infer<typeof countedGamesSchema>;

/** A counted game with its game named: what `countedGamesOf` reads out of the compact lists. */
export interface CountedGame extends LeaderboardGame {
  place: number;
  points: number;
}

export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  member: z.object({ slug: z.string(), name: z.string(), avatar_url: z.string().nullable() }),
  points: z.number(),
  games: z.number().int(),
  wins: z.number().int(),
  cashes: z.number().int(),
  best_finish: z.number().int(),
  winnings_cents: z.number().int(),
  /** Winnings minus buy-ins, rebuys and add-ons. */
  net_cents: z.number().int(),
  knockouts: z.number().int(),
  /** The games whose points count under best-N, best first, as references into `games`. */
  counted_games: countedGamesSchema,
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const leaderboardResponseSchema = z.object({
  season: z.object({
    slug: z.string(),
    title: z.string(),
    league_slug: z.string().nullable(),
    club_slug: z.string(),
    begin_date: z.string(),
    end_date: z.string(),
    /** 0: every game counts. */
    best_results_count: z.number().int(),
    points_formula: z.string(),
    recorded_games: z.number().int(),
    /** When the stored standings last changed; null before the first recorded game. */
    updated_at: z.string().nullable(),
  }),
  /** The season's recorded games in the order they were played, each named once. */
  games: z.array(leaderboardGameSchema),
  rows: z.array(leaderboardRowSchema),
  /**
   * The top ten's standings points after each recorded game of the season, for the chart:
   * each series one value per game of `games`, in the same order.
   */
  progress: z.object({
    series: z.array(
      z.object({ member_slug: z.string(), name: z.string(), points: z.array(z.number()) }),
    ),
  }),
  /**
   * The caller's own member slug in the club, for highlighting their row. Last, so the rest of
   * the answer is the same bytes for every caller (the server keeps it, decision 0039).
   */
  viewer_member_slug: z.string().nullable(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

/** A player's counted games with each game named, best first (games not listed are skipped). */
export function countedGamesOf(
  games: readonly LeaderboardGame[],
  counted: CountedGames,
): CountedGame[] {
  return counted.game.flatMap((index, at) => {
    const game = games[index];
    return game
      ? [{ ...game, place: counted.place[at] ?? 0, points: counted.points[at] ?? 0 }]
      : [];
  });
}

/**
 * `GET /api/clubs/{slug}/members/{memberSlug}/stats/`: a member's record in the club (DESIGN.md
 * section 4's member profile), computed from the recorded results (decision 0028).
 */
export const memberStatsResponseSchema = z.object({
  member_slug: z.string(),
  /** Recorded games played (a re-entered player counts once per game). */
  games: z.number().int(),
  wins: z.number().int(),
  /** Games finished in the money (a prize above zero). */
  cashes: z.number().int(),
  winnings_cents: z.number().int(),
  /** Buy-ins, rebuys and add-ons paid. */
  spent_cents: z.number().int(),
  /** Winnings minus what was spent. */
  net_cents: z.number().int(),
  knockouts: z.number().int(),
  /** Mean finishing place, to two decimals; null before the first recorded game. */
  average_finish: z.number().nullable(),
  best_finish: z.number().int().nullable(),
  /** The member's standing in each league season they played, the newest season first. */
  seasons: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      league_name: z.string().nullable(),
      is_active: z.boolean(),
      /** Standings points (best-N where the season counts only the best results). */
      points: z.number(),
      rank: z.number().int(),
      games: z.number().int(),
    }),
  ),
  /**
   * The latest recorded games (at most 50), oldest first, for the chart of results over time.
   * `cumulative_net_cents` is the member's net over all their games up to this one.
   */
  results: z.array(
    z.object({
      game: z.object({ slug: z.string(), title: z.string(), starts_at: z.string() }),
      season_title: z.string().nullable(),
      place: z.number().int(),
      entrants: z.number().int(),
      prize_cents: z.number().int(),
      net_cents: z.number().int(),
      knockouts: z.number().int(),
      points: z.number(),
      cumulative_net_cents: z.number().int(),
    }),
  ),
});
export type MemberStatsResponse = z.infer<typeof memberStatsResponseSchema>;
