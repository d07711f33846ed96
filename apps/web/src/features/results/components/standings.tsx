import { countedGamesOf, type LeaderboardGame, type LeaderboardRow } from '@felt/contract';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../lib/paths';
import { formatMoney, formatPoints, ordinal } from '../results-format';

/*
 * The season's standings twice over: a table from large screens up, and on phones a list of
 * cards that never scrolls sideways (CSS shows one or the other). Both mark the viewer's row.
 */

interface StandingsProps {
  rows: readonly LeaderboardRow[];
  /** The leaderboard's `games`, which the rows' counted games refer to. */
  games: readonly LeaderboardGame[];
  bestResultsCount: number;
  viewerSlug: string | null;
}

const netTone = (cents: number) =>
  cents > 0 ? 'text-felt-300' : cents < 0 ? 'text-suit-red' : 'text-mist';

function YouBadge() {
  return (
    <span className="ml-2 rounded-full bg-gold-400/15 px-2 py-0.5 text-xs font-semibold text-gold-300 ring-1 ring-gold-400/40">
      You
    </span>
  );
}

function RankBadge({ rank }: { rank: number }) {
  const podium =
    rank === 1
      ? 'bg-gold-400 text-ink-950'
      : rank === 2
        ? 'bg-white/80 text-ink-950'
        : rank === 3
          ? 'bg-[#c98a4b] text-ink-950'
          : 'bg-white/[0.06] text-chalk';
  return (
    <span
      className={`grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold tabular-nums ${podium}`}
    >
      {rank}
    </span>
  );
}

/** "3 of 5 games count" (best-N) or "Both games count", with the counted games listed. */
export function CountedGames({
  row,
  games,
  bestResultsCount,
}: {
  row: LeaderboardRow;
  games: readonly LeaderboardGame[];
  bestResultsCount: number;
}) {
  const countedGames = countedGamesOf(games, row.counted_games);
  const counted = countedGames.length;
  const summary =
    bestResultsCount > 0 && row.games > counted
      ? `${counted} of ${row.games} games count`
      : row.games === 1
        ? 'Its only game counts'
        : `All ${row.games} games count`;
  return (
    <details className="group text-sm">
      <summary className="-my-3 cursor-pointer py-3 text-mist marker:text-mist/60 hover:text-chalk sm:my-0 sm:py-0">
        {summary}
      </summary>
      <ul
        aria-label={`Counted games of ${row.member.name}`}
        className="mt-2 space-y-1 border-l border-white/10 pl-3"
      >
        {countedGames.map((game) => (
          <li key={game.slug} className="flex flex-wrap justify-between gap-x-3 text-mist">
            <Link to={paths.game(game.slug)} className="text-chalk hover:text-gold-300">
              {game.title}
            </Link>
            <span className="tabular-nums">
              {ordinal(game.place)} · {formatPoints(game.points)} pts
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}

function PlayerName({ row, isViewer }: { row: LeaderboardRow; isViewer: boolean }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <UserAvatar src={row.member.avatar_url} name={row.member.name} />
      <span className="min-w-0">
        <Link
          to={paths.member(row.member.slug)}
          className="truncate font-semibold text-chalk hover:text-gold-300"
        >
          {row.member.name}
        </Link>
        {isViewer ? <YouBadge /> : null}
      </span>
    </span>
  );
}

const HEADERS = [
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

export function StandingsTable({ rows, games, bestResultsCount, viewerSlug }: StandingsProps) {
  return (
    <div className="hidden overflow-hidden rounded-xl border border-white/10 lg:block">
      <table aria-label="Season standings" className="w-full text-left text-sm">
        <thead className="bg-white/[0.03] text-xs tracking-wide text-mist uppercase">
          <tr>
            {HEADERS.map((header) => (
              <th
                key={header}
                scope="col"
                className={`px-3 py-3 font-semibold ${header === 'Player' || header === 'Counted games' ? '' : 'text-right'}`}
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-white/[0.06]">
          {rows.map((row) => {
            const isViewer = row.member.slug === viewerSlug;
            return (
              <tr
                key={row.member.slug}
                aria-current={isViewer ? 'true' : undefined}
                className={isViewer ? 'bg-gold-400/[0.08]' : 'hover:bg-white/[0.02]'}
              >
                <td className="px-3 py-3">
                  <span className="flex justify-end">
                    <RankBadge rank={row.rank} />
                  </span>
                </td>
                <th scope="row" className="px-3 py-3 font-normal">
                  <PlayerName row={row} isViewer={isViewer} />
                </th>
                <td className="px-3 py-3 text-right text-base font-semibold text-chalk tabular-nums">
                  {formatPoints(row.points)}
                </td>
                <td className="px-3 py-3 text-right tabular-nums">{row.games}</td>
                <td className="px-3 py-3 text-right tabular-nums">{row.wins}</td>
                <td className="px-3 py-3 text-right tabular-nums">{row.cashes}</td>
                <td className="px-3 py-3 text-right tabular-nums">{ordinal(row.best_finish)}</td>
                <td className="px-3 py-3 text-right tabular-nums">
                  {formatMoney(row.winnings_cents)}
                </td>
                <td className={`px-3 py-3 text-right tabular-nums ${netTone(row.net_cents)}`}>
                  {formatMoney(row.net_cents)}
                </td>
                <td className="px-3 py-3 text-right tabular-nums">{row.knockouts}</td>
                <td className="px-3 py-3">
                  <CountedGames row={row} games={games} bestResultsCount={bestResultsCount} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Stat({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-mist">{label}</dt>
      <dd className={`truncate font-medium tabular-nums ${tone ?? 'text-chalk'}`}>{value}</dd>
    </div>
  );
}

export function StandingsCards({ rows, games, bestResultsCount, viewerSlug }: StandingsProps) {
  return (
    <ol aria-label="Season standings, one card per player" className="space-y-3 lg:hidden">
      {rows.map((row) => {
        const isViewer = row.member.slug === viewerSlug;
        return (
          <li
            key={row.member.slug}
            aria-current={isViewer ? 'true' : undefined}
            className={`rounded-xl border p-4 ${isViewer ? 'border-gold-400/50 bg-gold-400/[0.08]' : 'border-white/10 bg-white/[0.02]'}`}
          >
            <div className="flex items-center gap-3">
              <RankBadge rank={row.rank} />
              <div className="min-w-0 flex-1">
                <PlayerName row={row} isViewer={isViewer} />
              </div>
              <p className="shrink-0 text-right">
                <span className="block text-xl font-bold text-chalk tabular-nums">
                  {formatPoints(row.points)}
                </span>
                <span className="text-xs text-mist">points</span>
              </p>
            </div>
            <dl className="mt-3 grid grid-cols-4 gap-x-3 gap-y-2 text-sm">
              <Stat label="Games" value={String(row.games)} />
              <Stat label="Wins" value={String(row.wins)} />
              <Stat label="Cashes" value={String(row.cashes)} />
              <Stat label="Best" value={ordinal(row.best_finish)} />
              <Stat label="Winnings" value={formatMoney(row.winnings_cents)} />
              <Stat label="Net" value={formatMoney(row.net_cents)} tone={netTone(row.net_cents)} />
              <Stat label="KOs" value={String(row.knockouts)} />
            </dl>
            <div className="mt-3">
              <CountedGames row={row} games={games} bestResultsCount={bestResultsCount} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
