import type { LeaderboardResponse } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Link } from '../../../components/ui/link';
import { isApiError } from '../../../lib/api-client';
import { userClubsQueryOptions } from '../../../lib/club/user-clubs';
import { errorText } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { leaderboardQueryOptions } from '../api/leaderboard';
import { countingRule, formatMoney, formatPoints, ordinal } from '../results-format';

const DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayOf = (iso: string) => DAY.format(new Date(`${iso}T00:00:00Z`));
const TODAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/*
 * Paper: the browser's page size (A4 or Letter, whichever the printer has) with margins that
 * suit both; the app's dark page turned white; the table's header row repeated on every page
 * (thead as a table-header-group) and no row split between two pages.
 */
const PRINT_CSS = `
@page { size: auto; margin: 14mm 12mm; }
html, body { background: #fff !important; color: #000 !important; }
@media print {
  .leaderboard-print { padding: 0 !important; max-width: none !important; }
  .leaderboard-print thead { display: table-header-group; }
  .leaderboard-print tr { break-inside: avoid; page-break-inside: avoid; }
}
`;

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
] as const;

function Sheet({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-white text-black">
      <style>{PRINT_CSS}</style>
      <main className="leaderboard-print mx-auto w-full max-w-5xl px-6 py-8 [color-scheme:light]">
        {children}
      </main>
    </div>
  );
}

/**
 * `/seasons/{seasonSlug}/leaderboard/print` (SPEC.md section 2, login required): the season's
 * stored standings on paper - black on white, the club, the season and the date, the table
 * with its header on every page, and no app shell. The Print button and the way back are for
 * the screen only.
 */
export function LeaderboardPrintPage() {
  const { seasonSlug = '' } = useParams();
  const query = useQuery(leaderboardQueryOptions(seasonSlug));
  const clubs = useQuery(userClubsQueryOptions());
  usePageTitle(query.data ? `Leaderboard · ${query.data.season.title}` : 'Leaderboard');

  if (query.isPending) {
    return (
      <Sheet>
        <h1 className="sr-only">Leaderboard</h1>
        <p role="status">Loading the leaderboard...</p>
      </Sheet>
    );
  }
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <Sheet>
        <h1 className="text-2xl font-semibold">{notFound ? 'Season not found' : 'Leaderboard'}</h1>
        {notFound ? (
          <p className="mt-3">
            No season of your clubs has this address. It may have been deleted.
          </p>
        ) : (
          <div className="mt-4">
            <ErrorAlert
              error={errorText(query.error, 'Could not load the leaderboard.')}
              onRetry={() => void query.refetch()}
            />
          </div>
        )}
        <p className="mt-6">
          <Link to={paths.dashboard()} className="font-medium text-black underline">
            Back to the dashboard
          </Link>
        </p>
      </Sheet>
    );
  }

  const { season, rows } = query.data;
  const clubName = clubs.data?.find((club) => club.slug === season.club_slug)?.name;
  return (
    <Sheet>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to={paths.leaderboard(season.slug)}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-black underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to the leaderboard
        </Link>
        <Button onClick={() => window.print()} size="sm">
          <Printer className="size-4" aria-hidden="true" />
          Print
        </Button>
      </div>
      <PrintHeader season={season} clubName={clubName} />
      {rows.length === 0 ? (
        <p className="mt-6">
          No results yet: the standings appear once a game of this season is recorded.
        </p>
      ) : (
        // On paper the table fits the page; on a phone's screen it scrolls in its own box
        // rather than the whole sheet sideways.
        <div
          className="mt-5 overflow-x-auto focus-visible:outline-2 focus-visible:outline-black print:overflow-visible"
          tabIndex={0}
          role="region"
          aria-label="Season standings, scrolls sideways on a narrow screen"
        >
          <table
            aria-label="Season standings"
            className="w-full border-collapse text-left text-[10pt] leading-snug"
          >
            <thead className="table-header-group">
              <tr className="border-b-2 border-black">
                {HEADERS.map((header) => (
                  <th
                    key={header}
                    scope="col"
                    className={`px-1.5 py-1.5 font-semibold ${header === 'Player' ? '' : 'text-right'}`}
                  >
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.member.slug} className="border-b border-black/30">
                  <td className="px-1.5 py-1 text-right tabular-nums">{row.rank}</td>
                  <th scope="row" className="px-1.5 py-1 font-normal break-words">
                    {row.member.name}
                  </th>
                  <td className="px-1.5 py-1 text-right font-semibold tabular-nums">
                    {formatPoints(row.points)}
                  </td>
                  <td className="px-1.5 py-1 text-right tabular-nums">{row.games}</td>
                  <td className="px-1.5 py-1 text-right tabular-nums">{row.wins}</td>
                  <td className="px-1.5 py-1 text-right tabular-nums">{row.cashes}</td>
                  <td className="px-1.5 py-1 text-right tabular-nums">
                    {ordinal(row.best_finish)}
                  </td>
                  <td className="px-1.5 py-1 text-right tabular-nums">
                    {formatMoney(row.winnings_cents)}
                  </td>
                  <td className="px-1.5 py-1 text-right tabular-nums">
                    {formatMoney(row.net_cents)}
                  </td>
                  <td className="px-1.5 py-1 text-right tabular-nums">{row.knockouts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Sheet>
  );
}

function PrintHeader({
  season,
  clubName,
}: {
  season: LeaderboardResponse['season'];
  clubName: string | undefined;
}) {
  return (
    <header className="border-b border-black pb-3">
      {clubName ? <p className="text-sm font-semibold">{clubName}</p> : null}
      <h1 className="text-2xl font-semibold tracking-tight break-words">
        {season.title} · Leaderboard
      </h1>
      <p className="mt-1 text-sm">
        {dayOf(season.begin_date)} – {dayOf(season.end_date)} · {season.recorded_games}{' '}
        {season.recorded_games === 1 ? 'game' : 'games'} recorded ·{' '}
        {countingRule(season.best_results_count)}
      </p>
      <p className="mt-0.5 text-sm">As of {TODAY.format(new Date())}</p>
    </header>
  );
}
