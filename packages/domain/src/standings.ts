/*
 * Season standings (DESIGN.md section 4, issue 11 section 3): one row per member from the
 * season's recorded results.
 *
 * - Points are the sum of the member's best `bestResultsCount` games (every game when 0). Among
 *   games with equal points the lower game id counts first, so `countedGameIds` never depends on
 *   the order results arrive in.
 * - A cash is a result with a prize above 0.
 * - Order: points, then wins, then cashes, then best finish (lower is better). Rows equal on all
 *   four share a rank and the next rank skips (1, 2, 2, 4); within a shared rank rows are listed
 *   by member id, so the table reads the same on every screen.
 */

import {
  describe,
  requireArray,
  requireCents,
  requireNonNegative,
  requireWholeNumber,
} from './input-guards';
import { roundPoints } from './points';

export type StandingsId = string | number;

export interface SeasonResult {
  memberId: StandingsId;
  gameId: StandingsId;
  place: number;
  entrants: number;
  points: number;
  prizeCents: number;
  knockouts: number;
}

export interface StandingRow {
  rank: number;
  memberId: StandingsId;
  points: number;
  games: number;
  wins: number;
  cashes: number;
  /** The member's best (lowest) finish position. */
  bestFinish: number;
  winningsCents: number;
  knockouts: number;
  /** The games whose points count, best first. */
  countedGameIds: StandingsId[];
}

export interface StandingsOptions {
  /** 0: every game counts. */
  bestResultsCount: number;
}

/** Numbers before strings; numbers by value, strings by code unit (the same in every locale). */
export function compareIds(a: StandingsId, b: StandingsId): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function checkId(value: unknown, what: string): StandingsId {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') return value;
  throw new Error(`${what} must be a non-empty string or a whole number, not ${describe(value)}.`);
}

function checkResult(value: unknown, index: number): SeasonResult {
  const what = `Result ${index + 1}`;
  if (typeof value !== 'object' || value === null) {
    throw new Error(`${what} must be an object with memberId, gameId, place, entrants, ...`);
  }
  const result = value as SeasonResult;
  checkId(result.memberId, `${what}'s memberId`);
  checkId(result.gameId, `${what}'s gameId`);
  const entrants = requireWholeNumber(result.entrants, `${what}'s entrants`, 1);
  const place = requireWholeNumber(result.place, `${what}'s place`, 1);
  if (place > entrants) {
    throw new Error(`${what}: place ${place} is impossible with ${entrants} entrants.`);
  }
  requireNonNegative(result.points, `${what}'s points`);
  requireCents(result.prizeCents, `${what}'s prize`);
  requireWholeNumber(result.knockouts, `${what}'s knockouts`, 0, entrants - 1);
  return result;
}

const idKey = (id: StandingsId) => `${typeof id}:${id}`;

function byRankKey(a: StandingRow, b: StandingRow): number {
  return (
    b.points - a.points || b.wins - a.wins || b.cashes - a.cashes || a.bestFinish - b.bestFinish
  );
}

export function seasonStandings(
  results: readonly SeasonResult[],
  options: StandingsOptions = { bestResultsCount: 0 },
): StandingRow[] {
  const list = requireArray(results, 'The results').map(checkResult);
  const best = requireWholeNumber(
    options?.bestResultsCount ?? 0,
    'The number of best results that count',
    0,
  );
  const byMember = new Map<string, SeasonResult[]>();
  const seen = new Set<string>();
  for (const result of list) {
    const pair = `${idKey(result.memberId)}|${idKey(result.gameId)}`;
    if (seen.has(pair)) {
      throw new Error(
        `Member ${result.memberId} has more than one result in game ${result.gameId}.`,
      );
    }
    seen.add(pair);
    const key = idKey(result.memberId);
    byMember.set(key, [...(byMember.get(key) ?? []), result]);
  }

  const rows: StandingRow[] = [...byMember.values()].map((games) => {
    const ranked = [...games].sort((a, b) => b.points - a.points || compareIds(a.gameId, b.gameId));
    const counted = best === 0 ? ranked : ranked.slice(0, best);
    return {
      rank: 0,
      memberId: (games[0] as SeasonResult).memberId,
      points: roundPoints(counted.reduce((sum, game) => sum + game.points, 0)),
      games: games.length,
      wins: games.filter((game) => game.place === 1).length,
      cashes: games.filter((game) => game.prizeCents > 0).length,
      bestFinish: Math.min(...games.map((game) => game.place)),
      winningsCents: games.reduce((sum, game) => sum + game.prizeCents, 0),
      knockouts: games.reduce((sum, game) => sum + game.knockouts, 0),
      countedGameIds: counted.map((game) => game.gameId),
    };
  });

  rows.sort((a, b) => byRankKey(a, b) || compareIds(a.memberId, b.memberId));
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    row.rank = previous && byRankKey(previous, row) === 0 ? previous.rank : index + 1;
  });
  return rows;
}
