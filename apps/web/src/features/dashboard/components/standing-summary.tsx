import type { DashboardStanding, StandingPick } from '@felt/contract';
import { ArrowRight, Medal } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../lib/paths';
import { formatMoney, formatPoints, ordinal } from '../../results';

/** Why the card shows this season (the server's pick), under its name. */
const PICKED: Record<StandingPick, string> = {
  chosen: 'The season you picked',
  played: 'Where you last played',
  active: 'The league’s active season',
  latest: 'Where the club last played',
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function Figure({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <dt className="text-xs text-fog">{term}</dt>
      <dd className="mt-0.5 font-semibold text-chalk tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * The viewer's place in a season's stored standings (the results feature's table), the season
 * the server picked for them (named, with why: the one they picked, last played in...): rank
 * of how many, points and the gap to the player above, with the season's leader; each
 * empty case says what fills it.
 */
export function StandingSummary({
  standing,
  canManage,
  visitor = false,
}: {
  /** Null: the club has no league season. */
  standing: DashboardStanding | null;
  canManage: boolean;
  /** The demo club's visitor: looks around, never plays. */
  visitor?: boolean;
}) {
  if (!standing) {
    return (
      <EmptyState icon={Medal} title="No season yet" compact>
        {canManage ? (
          <>
            Add a season to a league and its recorded games make a table.{' '}
            <Link to={paths.seasons()} className="font-medium text-gold-300 hover:underline">
              Seasons
            </Link>
          </>
        ) : (
          'When the club runs a league season, your place in it shows here.'
        )}
      </EmptyState>
    );
  }
  const { season, mine, leader } = standing;
  const board = paths.leaderboard(season.slug);
  return (
    <>
      <p className="text-sm text-mist">
        <span className="font-semibold text-chalk">{season.title}</span>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        {season.league_name}
      </p>
      <p className="mt-0.5 text-xs text-fog">{PICKED[standing.picked]}</p>
      {mine ? (
        <>
          <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
            <span className="text-4xl font-semibold tracking-tight text-chalk tabular-nums">
              {ordinal(mine.rank)}
            </span>
            <span className="text-sm text-mist">of {plural(standing.players, 'player')}</span>
          </p>
          <p className="mt-1 text-sm text-mist">
            {formatPoints(mine.points)} pts
            {mine.points_behind === null
              ? ' · You lead the season'
              : mine.points_behind === 0
                ? ' · Level with the player above'
                : ` · ${formatPoints(mine.points_behind)} behind the player above`}
          </p>
          <dl className="mt-4 grid grid-cols-3 gap-3 text-sm">
            <Figure term="Games">{String(mine.games)}</Figure>
            <Figure term="Best finish">{ordinal(mine.best_finish)}</Figure>
            <Figure term="Net">{formatMoney(mine.net_cents)}</Figure>
          </dl>
        </>
      ) : (
        <div className="mt-3 flex flex-1 flex-col">
          <EmptyState
            icon={Medal}
            title={
              season.recorded_games === 0
                ? 'No results yet'
                : visitor
                  ? 'You are visiting'
                  : 'Not on the table yet'
            }
            compact
          >
            {season.recorded_games === 0
              ? 'The table fills in when the first game of this season is recorded.'
              : visitor
                ? `${plural(season.recorded_games, 'game')} recorded so far. The full leaderboard shows where the club’s players stand.`
                : `${plural(season.recorded_games, 'game')} recorded so far. Play a game of this season to get your place.`}
          </EmptyState>
        </div>
      )}
      {leader && mine?.points_behind !== null ? (
        <p className="mt-4 text-sm text-mist">
          Leader: <span className="font-medium text-chalk">{leader.name}</span>,{' '}
          {formatPoints(leader.points)} pts
        </p>
      ) : null}
      <Link
        to={board}
        className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-medium text-gold-300 underline-offset-4 hover:underline"
      >
        Full leaderboard
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </>
  );
}
