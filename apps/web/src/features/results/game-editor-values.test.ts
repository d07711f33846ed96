import type { GameResultsResponse } from '@felt/contract';
import { describe, expect, it } from 'vitest';
import { GUEST, rowsOfResults, safeCaller } from './game-editor-values';

describe('safeCaller', () => {
  const fallback = '/app/games?when=past&season=s';

  it('keeps a path of the app, with its query', () => {
    expect(safeCaller('/app/season/s/leaderboard', fallback)).toBe('/app/season/s/leaderboard');
    expect(safeCaller('/app/games?when=past&season=s&page=2', fallback)).toBe(
      '/app/games?when=past&season=s&page=2',
    );
  });

  it.each([
    null,
    '',
    'https://evil.example/app/games',
    '//evil.example/app/games',
    '/\\evil.example/app',
    '/app/..//evil.example',
    'javascript:alert(1)',
    '/auth/login',
    '/app',
    'app/games',
  ])('answers the fallback for %s', (caller) => {
    expect(safeCaller(caller, fallback)).toBe(fallback);
  });
});

describe('rowsOfResults', () => {
  const row = (
    place: number,
    name: string,
    member: boolean,
    extra: Partial<GameResultsResponse['results'][number]> = {},
  ) => ({
    place,
    name,
    member: member ? { slug: name.toLowerCase(), name, avatar_url: null } : null,
    rebuys: 0,
    addons: 0,
    knockouts: 0,
    prize_cents: 0,
    points: 1,
    reentry: false,
    ...extra,
  });
  const answer = (results: GameResultsResponse['results']): GameResultsResponse => ({
    game: { slug: 'g', title: 'G', season_slug: 's', status: 'recorded', recorded_at: null },
    entrants: results.length,
    prize_pool_cents: 0,
    results,
  });

  it('makes one row per result, prizes in dollars', () => {
    const { rows, folded } = rowsOfResults(
      answer([row(2, 'Bo', false), row(1, 'Al', true, { prize_cents: 4550, knockouts: 1 })]),
    );
    expect(folded).toBe(false);
    expect(rows).toEqual([
      {
        player: 'al',
        guest_name: '',
        place: '1',
        rebuys: '0',
        addons: '0',
        knockouts: '1',
        prize: '45.50',
      },
      {
        player: GUEST,
        guest_name: 'Bo',
        place: '2',
        rebuys: '0',
        addons: '0',
        knockouts: '0',
        prize: '0.00',
      },
    ]);
  });

  it('folds a re-entered player into one row and numbers the places again', () => {
    const { rows, folded } = rowsOfResults(
      answer([
        row(1, 'Al', true, { prize_cents: 3000, knockouts: 2 }),
        row(2, 'Cy', true, { prize_cents: 1000 }),
        row(3, 'Al', true, { reentry: true, rebuys: 1, knockouts: 1 }),
      ]),
    );
    expect(folded).toBe(true);
    expect(rows.map((each) => [each.player, each.place, each.knockouts, each.rebuys])).toEqual([
      ['al', '1', '3', '1'],
      ['cy', '2', '0', '0'],
    ]);
  });
});
