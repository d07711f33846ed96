import type { MemberStatsResponse } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { memberStatsQueryOptions } from '../api/get-member-stats';
import { dateLabel, moneyLabel, netLabel, ordinalLabel, pointsLabel } from '../member-format';
import { MemberStatsEmpty } from './member-stats-empty';
import { ResultsOverTimeChart } from './results-over-time-chart';

const netTone = (cents: number) =>
  cents > 0 ? 'text-felt-300' : cents < 0 ? 'text-suit-red' : 'text-chalk';

/** How many of the latest results are listed under the chart. */
const LATEST_LISTED = 5;

const SECTION =
  'rounded-2xl border border-white/[0.07] bg-ink-900/70 p-5 shadow-[0_24px_60px_-36px_rgb(0_0_0/0.9)] sm:p-6';

/**
 * The profile's statistics (DESIGN.md section 4): the member's figures over every recorded
 * game, their points in each season, and their results over time; the honest empty state
 * until their first recorded game.
 */
export function MemberStats({
  clubSlug,
  memberSlug,
  name,
  isViewer,
  timeZone,
}: {
  clubSlug: string;
  memberSlug: string;
  name: string;
  isViewer: boolean;
  timeZone?: string;
}) {
  const stats = useQuery(memberStatsQueryOptions(clubSlug, memberSlug));
  if (stats.isPending) {
    return (
      <section aria-labelledby="member-stats-heading" className={SECTION}>
        <h2 id="member-stats-heading" className="text-lg font-semibold text-chalk">
          Stats
        </h2>
        <p role="status" className="mt-3 text-sm text-mist">
          Loading stats...
        </p>
      </section>
    );
  }
  if (stats.isError) {
    return (
      <section aria-labelledby="member-stats-heading" className={SECTION}>
        <h2 id="member-stats-heading" className="text-lg font-semibold text-chalk">
          Stats
        </h2>
        <div className="mt-3">
          <Alert
            title="Failed to load the stats"
            actions={
              <Button size="sm" variant="secondary" onClick={() => void stats.refetch()}>
                Try again
              </Button>
            }
          >
            {isApiError(stats.error) ? stats.error.detail : undefined}
          </Alert>
        </div>
      </section>
    );
  }
  if (stats.data.games === 0) return <MemberStatsEmpty name={name} isViewer={isViewer} />;
  return <StatsView stats={stats.data} timeZone={timeZone} />;
}

function StatsView({ stats, timeZone }: { stats: MemberStatsResponse; timeZone?: string }) {
  const figures: { label: string; value: string; tone?: string }[] = [
    { label: 'Games', value: String(stats.games) },
    { label: 'Wins', value: String(stats.wins) },
    { label: 'Cashes', value: String(stats.cashes) },
    { label: 'Winnings', value: moneyLabel(stats.winnings_cents) },
    { label: 'Net', value: netLabel(stats.net_cents), tone: netTone(stats.net_cents) },
    { label: 'Knockouts', value: String(stats.knockouts) },
    {
      label: 'Average finish',
      value: stats.average_finish === null ? '-' : stats.average_finish.toFixed(2),
    },
    {
      label: 'Best finish',
      value: stats.best_finish === null ? '-' : ordinalLabel(stats.best_finish),
    },
  ];
  const latest = stats.results.slice(-LATEST_LISTED).reverse();

  return (
    <section aria-labelledby="member-stats-heading" className={SECTION}>
      <h2 id="member-stats-heading" className="text-lg font-semibold text-chalk">
        Stats
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="min-w-0 rounded-xl border border-white/10 bg-white/[0.02] px-3 py-3"
          >
            <dt className="text-xs font-medium text-felt-200">{figure.label}</dt>
            <dd
              className={`mt-1 truncate text-xl font-semibold tabular-nums ${figure.tone ?? 'text-chalk'}`}
            >
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-mist">
        Net is winnings minus {moneyLabel(stats.spent_cents)} paid in buy-ins, rebuys and add-ons.
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
        <div className="min-w-0 space-y-4">
          <ResultsOverTimeChart results={stats.results} timeZone={timeZone} />
          <div>
            <h3 className="text-sm font-semibold text-chalk">Latest results</h3>
            <ol aria-label="Latest results" className="mt-2 divide-y divide-white/[0.06]">
              {latest.map((row) => (
                <li
                  key={row.game.slug}
                  className="flex items-center justify-between gap-3 py-2 text-sm"
                >
                  <div className="min-w-0">
                    <Link
                      to={paths.game(row.game.slug)}
                      className="block truncate font-medium text-chalk underline-offset-4 hover:underline"
                    >
                      {row.game.title}
                    </Link>
                    <span className="block truncate text-xs text-mist">
                      {dateLabel(row.game.starts_at, timeZone)}
                      {row.season_title ? ` · ${row.season_title}` : ''}
                    </span>
                  </div>
                  <div className="shrink-0 text-right tabular-nums">
                    <span className="block font-semibold text-chalk">
                      {ordinalLabel(row.place)} of {row.entrants}
                    </span>
                    <span className={`block text-xs ${netTone(row.net_cents)}`}>
                      {netLabel(row.net_cents)}
                    </span>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-chalk">Points by season</h3>
          {stats.seasons.length === 0 ? (
            <p className="mt-2 text-sm text-mist">No league season games recorded yet.</p>
          ) : (
            <ul aria-label="Points by season" className="mt-2 space-y-2">
              {stats.seasons.map((season) => (
                <li
                  key={season.slug}
                  className="rounded-xl border border-white/10 bg-white/[0.02] px-3 py-2.5"
                >
                  <div className="flex items-baseline justify-between gap-3">
                    <Link
                      to={paths.leaderboard(season.slug)}
                      className="min-w-0 truncate text-sm font-medium text-chalk underline-offset-4 hover:underline"
                    >
                      {season.title}
                    </Link>
                    <span className="shrink-0 text-sm font-semibold text-gold-300 tabular-nums">
                      {pointsLabel(season.points)} pts
                    </span>
                  </div>
                  <p className="mt-0.5 text-xs text-mist">
                    {[
                      season.league_name,
                      `${ordinalLabel(season.rank)} place`,
                      `${season.games} ${season.games === 1 ? 'game' : 'games'}`,
                      season.is_active ? 'running' : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
