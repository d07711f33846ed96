import { useQuery } from '@tanstack/react-query';
import { Download, FileUp, History, Printer, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { buttonClassName, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { ShareButton } from '../../../components/ui/share-button';
import { isApiError } from '../../../lib/api-client';
import { clubCan } from '../../../lib/club/club-roles';
import { useSelectedClub } from '../../../lib/club/use-selected-club';
import { errorText } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { leaderboardQueryOptions, resultsPaths } from '../api/leaderboard';
import { PointsChart } from '../components/points-chart';
import { SeasonNotFound } from '../components/season-not-found';
import { StandingsCards, StandingsTable } from '../components/standings';
import { countingRule, formatPoints, formulaLabel } from '../results-format';

const DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateOf = (iso: string) => DATE.format(new Date(`${iso}T00:00:00Z`));

const UPDATED = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">{children}</div>;
}

function Skeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the leaderboard" className="space-y-3">
      <div className="h-8 w-64 animate-pulse rounded bg-white/[0.06]" />
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="h-14 animate-pulse rounded-xl bg-white/[0.04]" />
      ))}
    </div>
  );
}

/**
 * `/app/season/{seasonSlug}/leaderboard`: the season's stored standings (decision 0028), for
 * every member. Rank, player, points, games, wins, cashes, best finish, winnings, net and
 * knockouts; which games count under best-N; the viewer's own row marked; a CSV download, the
 * printable page and a Share button (the phone's share sheet, else the link copied).
 */
export function LeaderboardPage() {
  const { seasonSlug = '' } = useParams();
  const query = useQuery(leaderboardQueryOptions(seasonSlug));
  const board = query.data;
  const { clubs } = useSelectedClub();
  usePageTitle(board ? `Leaderboard · ${board.season.title}` : 'Leaderboard');

  if (query.isPending) {
    return (
      <Frame>
        <h1 className="sr-only">Leaderboard</h1>
        <Skeleton />
      </Frame>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <Frame>
          <SeasonNotFound />
        </Frame>
      );
    }
    return (
      <Frame>
        <h1 className="text-2xl font-semibold tracking-tight text-chalk">Leaderboard</h1>
        <div className="mt-6">
          <ErrorAlert
            error={errorText(query.error, 'Could not load the leaderboard.')}
            onRetry={() => void query.refetch()}
          />
        </div>
      </Frame>
    );
  }

  const { season, rows, viewer_member_slug: viewerSlug } = query.data;
  const viewerRow = rows.find((row) => row.member.slug === viewerSlug);
  const club = clubs.find((each) => each.slug === season.club_slug);
  // Owners and managers enter a game run elsewhere (the game editor).
  const canRun = club ? clubCan(club.role, 'game:run') : false;
  return (
    <Frame>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-gold-300">Leaderboard</p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight break-words text-chalk sm:text-3xl">
            {season.title}
          </h1>
          <p className="mt-1 text-sm text-mist">
            {dateOf(season.begin_date)} – {dateOf(season.end_date)} · {season.recorded_games}{' '}
            {season.recorded_games === 1 ? 'game' : 'games'} recorded
          </p>
          <p className="mt-1 text-sm text-mist">
            {countingRule(season.best_results_count)} · {formulaLabel(season.points_formula)}
            {season.updated_at ? ` · Updated ${UPDATED.format(new Date(season.updated_at))}` : ''}
          </p>
        </div>
        {rows.length > 0 || canRun ? (
          <div className="flex flex-wrap items-center gap-2">
            {canRun ? (
              <ButtonLink
                to={paths.seasonGame(season.slug, undefined, {
                  caller: paths.leaderboard(season.slug),
                })}
                variant="secondary"
                size="sm"
              >
                <History className="size-4" aria-hidden="true" />
                Enter a past game
              </ButtonLink>
            ) : null}
            {canRun ? (
              <ButtonLink to={paths.seasonImport(season.slug)} variant="secondary" size="sm">
                <FileUp className="size-4" aria-hidden="true" />
                Import results
              </ButtonLink>
            ) : null}
            {rows.length > 0 ? (
              <>
                <ButtonLink to={paths.leaderboardPrint(season.slug)} variant="secondary" size="sm">
                  <Printer className="size-4" aria-hidden="true" />
                  Print
                </ButtonLink>
                <a
                  href={resultsPaths.leaderboardCsv(season.slug)}
                  download
                  className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                >
                  <Download className="size-4" aria-hidden="true" />
                  Export CSV
                </a>
                <ShareButton
                  url={`${window.location.origin}${paths.leaderboard(season.slug)}`}
                  title={`Leaderboard · ${season.title}`}
                  text={`The standings of ${season.title}`}
                />
              </>
            ) : null}
          </div>
        ) : null}
      </header>

      {viewerRow ? (
        <p className="mt-5 rounded-lg bg-gold-400/[0.08] px-4 py-3 text-sm text-chalk ring-1 ring-gold-400/30">
          You are number {viewerRow.rank} with {formatPoints(viewerRow.points)}{' '}
          {viewerRow.points === 1 ? 'point' : 'points'} from {viewerRow.games}{' '}
          {viewerRow.games === 1 ? 'game' : 'games'}.
        </p>
      ) : null}

      <div className="mt-6">
        {rows.length === 0 ? (
          <EmptyState icon={Trophy} title="No results yet">
            The standings appear here once a game of this season is recorded.
          </EmptyState>
        ) : (
          <>
            <StandingsTable
              rows={rows}
              games={query.data.games}
              bestResultsCount={season.best_results_count}
              viewerSlug={viewerSlug}
            />
            <StandingsCards
              rows={rows}
              games={query.data.games}
              bestResultsCount={season.best_results_count}
              viewerSlug={viewerSlug}
            />
            <div className="mt-8">
              <PointsChart
                games={query.data.games}
                progress={query.data.progress}
                viewerSlug={viewerSlug}
              />
            </div>
          </>
        )}
      </div>
    </Frame>
  );
}
