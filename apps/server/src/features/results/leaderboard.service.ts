import {
  countedGamesOf,
  type GameResultsResponse,
  type LeaderboardResponse,
  type LeaderboardRow,
} from '@felt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { mediaUrl } from '../../storage/media-storage';
import type { SeasonWithLeague } from '../leagues/leagues.repository';
import { memberName } from '../members/member-name';
import { readSettings } from '../settings/settings.service';
import { listMembersResults, listRecordedGames, listStandings } from './results.repository';

/**
 * `GET /api/seasons/{seasonSlug}/leaderboard/`: the stored standings (decision 0028) as they
 * are, with each member's name and avatar and the games that count under best-N. Nothing is
 * computed here but the presentation.
 */
export async function readLeaderboard(
  db: Kysely<Database>,
  season: SeasonWithLeague,
  viewerSlug: string | null,
): Promise<LeaderboardResponse> {
  const [standings, games, settings] = await Promise.all([
    listStandings(db, season.id),
    listRecordedGames(db, season.id),
    readSettings(db, { scope: 'season', season }),
  ]);
  const indexOf = new Map(games.map((game, index) => [game.id, index]));
  const rows: LeaderboardRow[] = standings.map((row) => {
    const counted = JSON.parse(row.counted) as { game_id: number; place: number; points: number }[];
    const countedGames: LeaderboardRow['counted_games'] = { game: [], place: [], points: [] };
    for (const entry of counted) {
      const index = indexOf.get(entry.game_id);
      if (index === undefined) continue;
      countedGames.game.push(index);
      countedGames.place.push(entry.place);
      countedGames.points.push(entry.points);
    }
    return {
      rank: row.rank,
      member: {
        slug: row.member_slug,
        name: memberName(row),
        avatar_url: row.avatar_path ? mediaUrl(row.avatar_path) : null,
      },
      points: row.points_hundredths / 100,
      games: row.games,
      wins: row.wins,
      cashes: row.cashes,
      best_finish: row.best_finish,
      winnings_cents: row.winnings_cents,
      net_cents: row.winnings_cents - row.spent_cents,
      knockouts: row.knockouts,
      counted_games: countedGames,
    };
  });
  const progress = await pointsProgress(
    db,
    season.id,
    standings.slice(0, CHART_PLAYERS),
    games,
    settings.best_results_count.value,
  );
  const updatedAt = standings.reduce<string | null>(
    (latest, row) => (latest === null || row.updated_at > latest ? row.updated_at : latest),
    null,
  );
  // In the contract's order, the caller's slug last (decision 0039: the rest is kept).
  return {
    season: {
      slug: season.slug,
      title: season.title,
      league_slug: season.league_slug,
      club_slug: season.club_slug,
      begin_date: season.begin_date,
      end_date: season.end_date,
      best_results_count: settings.best_results_count.value,
      points_formula: settings.points_formula.value,
      recorded_games: games.length,
      updated_at: updatedAt,
    },
    games: games.map(({ slug, title, starts_at }) => ({ slug, title, starts_at })),
    rows,
    progress,
    viewer_member_slug: viewerSlug,
  };
}

/** How many of the table's players the points chart follows. */
const CHART_PLAYERS = 10;

/**
 * The top players' standings points after each recorded game (the sum of their best N results
 * so far), for the chart. Read from the stored results of ten members at most; the table itself
 * is never computed here.
 */
async function pointsProgress(
  db: Kysely<Database>,
  seasonId: number,
  top: readonly {
    member_id: number;
    member_slug: string;
    display_name: string | null;
    first_name: string | null;
    last_name: string | null;
  }[],
  games: readonly { id: number; slug: string; title: string; starts_at: string }[],
  bestResultsCount: number,
): Promise<LeaderboardResponse['progress']> {
  const results = await listMembersResults(
    db,
    seasonId,
    top.map((row) => row.member_id),
  );
  const pointsOf = new Map(
    results.map((result) => [`${result.member_id}:${result.game_id}`, result.points_hundredths]),
  );
  return {
    series: top.map((row) => {
      const played: number[] = [];
      const points = games.map((game) => {
        const earned = pointsOf.get(`${row.member_id}:${game.id}`);
        if (earned !== undefined) played.push(earned);
        const counted =
          bestResultsCount === 0
            ? played
            : [...played].sort((a, b) => b - a).slice(0, bestResultsCount);
        return counted.reduce((sum, value) => sum + value, 0) / 100;
      });
      return { member_slug: row.member_slug, name: memberName(row), points };
    }),
  };
}

/**
 * A cell a spreadsheet cannot run: quoted, quotes doubled, and text starting with `=`, `+`,
 * `-`, `@`, a tab or a carriage return (OWASP's CSV injection list) prefixed with `'`. A plain
 * number (`-12.50`) is left as it is: it is data, not a formula, and stays a number.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  const plainNumber = typeof value === 'number' || /^-?\d+(\.\d+)?$/.test(text);
  if (!plainNumber && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const money = (cents: number) => (cents / 100).toFixed(2);

export const LEADERBOARD_CSV_HEADER = [
  'Rank',
  'Player',
  'Points',
  'Games',
  'Wins',
  'Cashes',
  'Best finish',
  'Winnings',
  'Net',
  'Knockouts',
  'Counted games',
] as const;

/** `GET /api/seasons/{seasonSlug}/leaderboard.csv`: the same rows, every cell quoted. */
export function leaderboardCsv(leaderboard: LeaderboardResponse): string {
  const lines = [LEADERBOARD_CSV_HEADER.map(csvCell).join(',')];
  for (const row of leaderboard.rows) {
    lines.push(
      [
        row.rank,
        row.member.name,
        row.points.toFixed(2),
        row.games,
        row.wins,
        row.cashes,
        row.best_finish,
        money(row.winnings_cents),
        money(row.net_cents),
        row.knockouts,
        countedGamesOf(leaderboard.games, row.counted_games)
          .map((game) => game.title)
          .join('; '),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

export const GAME_RESULTS_CSV_HEADER = [
  'Place',
  'Player',
  'Prize',
  'Knockouts',
  'Points',
  'Rebuys',
  'Add-ons',
  'Re-entry',
] as const;

/**
 * `GET /api/games/{gameSlug}/results.csv`: a game's recorded results in place order, with the
 * leaderboard's quoting and defusing (`csvCell`). A game not recorded yet has only the header.
 */
export function gameResultsCsv(results: GameResultsResponse): string {
  const lines = [GAME_RESULTS_CSV_HEADER.map(csvCell).join(',')];
  for (const row of results.results) {
    lines.push(
      [
        row.place,
        row.name,
        money(row.prize_cents),
        row.knockouts,
        row.points === null ? '' : row.points.toFixed(2),
        row.rebuys,
        row.addons,
        row.reentry ? 'yes' : '',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
