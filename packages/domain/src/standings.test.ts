import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seasonStandings } from './index';
import type { SeasonResult, StandingRow } from './index';
import { PROPERTY_TIMEOUT } from './testing/property-timeout';

const RUNS = 2000;

const result = (
  memberId: string,
  gameId: string,
  place: number,
  points: number,
  extra: Partial<SeasonResult> = {},
): SeasonResult => ({
  memberId,
  gameId,
  place,
  entrants: 10,
  points,
  prizeCents: 0,
  knockouts: 0,
  ...extra,
});

/** A season: a few games, each with a random field drawn from a pool of members. */
const season: fc.Arbitrary<SeasonResult[]> = fc
  .record({
    members: fc.integer({ min: 1, max: 12 }),
    games: fc.array(
      fc.record({
        size: fc.integer({ min: 1, max: 12 }),
        seed: fc.array(fc.nat(1000), { minLength: 12, maxLength: 12 }),
        points: fc.array(
          fc.oneof(fc.integer({ min: 0, max: 20 }), fc.double({ min: 0, max: 100, noNaN: true })),
          { minLength: 12, maxLength: 12 },
        ),
        prizes: fc.array(fc.oneof(fc.constant(0), fc.nat(50_000)), {
          minLength: 12,
          maxLength: 12,
        }),
        knockouts: fc.array(fc.nat(3), { minLength: 12, maxLength: 12 }),
      }),
      { maxLength: 8 },
    ),
  })
  .map(({ members, games }) =>
    games.flatMap((game, g) => {
      // The members playing: the `size` with the smallest seeds (a random field).
      const field = Array.from({ length: members }, (_, m) => m)
        .sort((a, b) => (game.seed[a] as number) - (game.seed[b] as number) || a - b)
        .slice(0, Math.min(game.size, members));
      return field.map((member, index) => ({
        memberId: `m${member}`,
        gameId: `g${g}`,
        place: index + 1,
        entrants: field.length,
        points: Math.round((game.points[index] as number) * 100) / 100,
        prizeCents: game.prizes[index] as number,
        knockouts: Math.min(game.knockouts[index] as number, field.length - 1),
      }));
    }),
  );

const rankKey = (row: StandingRow) => [row.points, row.wins, row.cashes, row.bestFinish];

describe('seasonStandings', PROPERTY_TIMEOUT, () => {
  it('orders by points first, whatever the other columns say', () => {
    const rows = seasonStandings(
      [
        result('ann', 'g1', 1, 10, { prizeCents: 5000 }),
        result('bob', 'g1', 2, 9, { prizeCents: 3000 }),
        result('cid', 'g1', 3, 8),
        result('dee', 'g1', 4, 7),
        result('bob', 'g2', 5, 1),
        result('cid', 'g2', 6, 4),
        result('dee', 'g2', 1, 2, { prizeCents: 1000 }),
      ],
      { bestResultsCount: 0 },
    );
    // cid 12, dee 9 with a win, ann and bob 10: ann's win puts her above bob.
    expect(rows.map((row) => [row.rank, row.memberId, row.points])).toEqual([
      [1, 'cid', 12],
      [2, 'ann', 10],
      [3, 'bob', 10],
      [4, 'dee', 9],
    ]);
  });

  it('breaks points ties on wins, then cashes, then best finish', () => {
    const rows = seasonStandings(
      [
        // All four end on 10 points.
        result('wins', 'g1', 1, 10),
        result('cashes', 'g1', 2, 5, { prizeCents: 100 }),
        result('cashes', 'g2', 2, 5, { prizeCents: 100 }),
        result('finish', 'g1', 3, 10),
        result('last', 'g1', 4, 10),
      ],
      { bestResultsCount: 0 },
    );
    expect(rows.map((row) => [row.rank, row.memberId])).toEqual([
      [1, 'wins'],
      [2, 'cashes'],
      [3, 'finish'],
      [4, 'last'],
    ]);
  });

  it('gives rows still tied the same rank and skips the next (1, 2, 2, 4)', () => {
    const rows = seasonStandings(
      [
        result('a', 'g1', 1, 20, { prizeCents: 500 }),
        result('b', 'g1', 2, 12),
        result('c', 'g1', 3, 5),
        result('c', 'g2', 2, 7),
        result('d', 'g2', 3, 4),
      ],
      { bestResultsCount: 0 },
    );
    expect(rows.map((row) => [row.rank, row.memberId, row.points])).toEqual([
      [1, 'a', 20],
      [2, 'b', 12],
      [2, 'c', 12],
      [4, 'd', 4],
    ]);
  });

  it('counts only the best N games, and sums everything else over every game', () => {
    const rows = seasonStandings(
      [
        result('ann', 'g1', 1, 10, { prizeCents: 6000, knockouts: 3 }),
        result('ann', 'g2', 6, 2, { knockouts: 1 }),
        result('ann', 'g3', 2, 8, { prizeCents: 2500 }),
        result('ann', 'g4', 4, 6),
      ],
      { bestResultsCount: 2 },
    );
    expect(rows).toEqual([
      {
        rank: 1,
        memberId: 'ann',
        points: 18,
        games: 4,
        wins: 1,
        cashes: 2,
        bestFinish: 1,
        winningsCents: 8500,
        knockouts: 4,
        countedGameIds: ['g1', 'g3'],
      },
    ]);
  });

  it('has nothing to rank without results', () => {
    expect(seasonStandings([], { bestResultsCount: 0 })).toEqual([]);
  });

  it('does not depend on the order of the results', () => {
    fc.assert(
      fc.property(
        season.chain((results) =>
          fc.tuple(
            fc.constant(results),
            fc.shuffledSubarray(results, { minLength: results.length }),
          ),
        ),
        fc.nat(5),
        ([results, shuffled], bestResultsCount) => {
          expect(seasonStandings(shuffled, { bestResultsCount })).toEqual(
            seasonStandings(results, { bestResultsCount }),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("adds up each member's games, wins, cashes, winnings and knockouts, and their best N points", () => {
    fc.assert(
      fc.property(season, fc.nat(5), (results, bestResultsCount) => {
        const rows = seasonStandings(results, { bestResultsCount });
        const members = [...new Set(results.map((r) => r.memberId))].sort();
        const expected = members.map((memberId) => {
          const own = results.filter((r) => r.memberId === memberId);
          const sorted = own.map((r) => r.points).sort((a, b) => b - a);
          const counting = bestResultsCount === 0 ? sorted : sorted.slice(0, bestResultsCount);
          return {
            memberId,
            games: own.length,
            wins: own.filter((r) => r.place === 1).length,
            cashes: own.filter((r) => r.prizeCents > 0).length,
            bestFinish: Math.min(...own.map((r) => r.place)),
            winningsCents: own.reduce((sum, r) => sum + r.prizeCents, 0),
            knockouts: own.reduce((sum, r) => sum + r.knockouts, 0),
            points: Math.round(counting.reduce((sum, p) => sum + p, 0) * 100) / 100,
            counted: counting.length,
          };
        });
        const actual = [...rows]
          .sort((a, b) => (a.memberId < b.memberId ? -1 : 1))
          .map((row) => {
            const own = results.filter((r) => r.memberId === row.memberId);
            const counted = own.filter((r) => row.countedGameIds.includes(r.gameId));
            const left = own.filter((r) => !row.countedGameIds.includes(r.gameId));
            // The counted games are the member's own and none is worse than one left out.
            const worstCounted = Math.min(...counted.map((r) => r.points));
            expect(left.every((r) => r.points <= worstCounted)).toBe(true);
            return {
              memberId: row.memberId,
              games: row.games,
              wins: row.wins,
              cashes: row.cashes,
              bestFinish: row.bestFinish,
              winningsCents: row.winningsCents,
              knockouts: row.knockouts,
              points: row.points,
              counted: counted.length === row.countedGameIds.length ? counted.length : -1,
            };
          });
        expect(actual).toEqual(expected);
      }),
      { numRuns: RUNS },
    );
  });

  it('lists rows best first and ranks them by competition ranking (1, 2, 2, 4)', () => {
    fc.assert(
      fc.property(season, fc.nat(5), (results, bestResultsCount) => {
        const rows = seasonStandings(results, { bestResultsCount });
        rows.forEach((row, index) => {
          const previous = rows[index - 1];
          if (!previous) {
            expect(row.rank).toBe(1);
            return;
          }
          const [p, w, c, f] = rankKey(previous) as [number, number, number, number];
          const [rp, rw, rc, rf] = rankKey(row) as [number, number, number, number];
          const notBetter =
            rp < p || (rp === p && (rw < w || (rw === w && (rc < c || (rc === c && rf >= f)))));
          expect(notBetter).toBe(true);
          const tied = rp === p && rw === w && rc === c && rf === f;
          expect(row.rank).toBe(tied ? previous.rank : index + 1);
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('counts every game when the best-results count is 0 or more than anyone played', () => {
    fc.assert(
      fc.property(season, (results) => {
        expect(seasonStandings(results, { bestResultsCount: 0 })).toEqual(
          seasonStandings(results, { bestResultsCount: 100 }),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it.each([
    [[result('a', 'g1', 11, 1)], 'Result 1: place 11 is impossible with 10 entrants.'],
    [[result('a', 'g1', 0, 1)], "Result 1's place must be at least 1, not 0."],
    [[result('a', 'g1', 1, -3)], "Result 1's points cannot be negative (-3)."],
    [
      [result('a', 'g1', 1, 3, { prizeCents: 10.5 })],
      "Result 1's prize must be a whole number of cents, not 10.5.",
    ],
    [
      [result('a', 'g1', 1, 3, { knockouts: -1 })],
      "Result 1's knockouts must be at least 0, not -1.",
    ],
    [[result('', 'g1', 1, 3)], "Result 1's memberId must be a non-empty string or a whole number"],
    [
      [result('a', 'g1', 1, 3), result('a', 'g1', 2, 2)],
      'Member a has more than one result in game g1.',
    ],
  ])('refuses %j', (results, message) => {
    expect(() => seasonStandings(results, { bestResultsCount: 0 })).toThrow(message);
  });

  it('refuses a negative best-results count', () => {
    expect(() => seasonStandings([], { bestResultsCount: -1 })).toThrow(
      'The number of best results that count must be at least 0, not -1.',
    );
  });
});
