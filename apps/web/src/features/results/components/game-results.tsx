import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { buttonClassName } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Link } from '../../../components/ui/link';
import { errorText } from '../../../lib/error-text';
import { paths } from '../../../lib/paths';
import { gameResultsPaths, gameResultsQueryOptions } from '../api/game-results';
import { formatMoney, formatPoints, ordinal } from '../results-format';

/**
 * The game page's final table once the night is recorded (issue 14): place, player, prize,
 * knockouts and points from `GET /api/games/{gameSlug}/results/`, the pool, and the game's
 * results as CSV. Five narrow columns, so one table serves phones too.
 */
export function GameResults({ gameSlug }: { gameSlug: string }) {
  const results = useQuery(gameResultsQueryOptions(gameSlug));

  return (
    <section
      aria-labelledby="final-table-heading"
      className="rounded-2xl border border-white/[0.07] bg-ink-900/70 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id="final-table-heading" className="text-lg font-semibold text-chalk">
            Final table
          </h2>
          {results.data ? (
            <p className="mt-0.5 text-sm text-mist">
              {results.data.entrants} {results.data.entrants === 1 ? 'entry' : 'entries'} · Prizes{' '}
              {formatMoney(results.data.prize_pool_cents)}
            </p>
          ) : null}
        </div>
        <a
          href={gameResultsPaths.csv(gameSlug)}
          download
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        >
          <Download className="size-4" aria-hidden="true" />
          Download CSV
        </a>
      </div>
      <div className="mt-4">
        {results.isPending ? (
          <p role="status" className="text-sm text-mist">
            Loading the results...
          </p>
        ) : results.isError ? (
          <ErrorAlert
            error={errorText(results.error, 'Failed to load the results')}
            onRetry={() => void results.refetch()}
          />
        ) : results.data.results.length === 0 ? (
          <p className="text-sm text-mist">No results were recorded for this game.</p>
        ) : (
          <table aria-label="Final table" className="w-full text-left text-sm">
            <thead className="text-xs tracking-wide text-mist uppercase">
              <tr>
                <th scope="col" className="py-2 pr-2 font-semibold">
                  Place
                </th>
                <th scope="col" className="px-2 py-2 font-semibold">
                  Player
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  Prize
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  <abbr title="Knockouts" className="no-underline">
                    KOs
                  </abbr>
                </th>
                <th scope="col" className="py-2 pl-2 text-right font-semibold">
                  Points
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/[0.06]">
              {results.data.results.map((row, index) => (
                <tr key={`${row.place}-${index}`}>
                  <td className="py-2.5 pr-2 font-semibold text-chalk tabular-nums">
                    {ordinal(row.place)}
                  </td>
                  <th scope="row" className="min-w-0 px-2 py-2.5 font-normal break-words">
                    {row.member ? (
                      <Link
                        to={paths.member(row.member.slug)}
                        className="font-medium text-chalk hover:text-gold-300"
                      >
                        {row.name}
                      </Link>
                    ) : (
                      <span className="font-medium text-chalk">{row.name}</span>
                    )}
                    {row.reentry ? (
                      <span className="ml-1.5 text-xs text-mist">re-entry</span>
                    ) : null}
                  </th>
                  <td
                    className={`px-2 py-2.5 text-right tabular-nums ${row.prize_cents > 0 ? 'font-semibold text-gold-200' : 'text-mist'}`}
                  >
                    {formatMoney(row.prize_cents)}
                  </td>
                  <td className="px-2 py-2.5 text-right text-chalk tabular-nums">
                    {row.knockouts}
                  </td>
                  <td className="py-2.5 pl-2 text-right text-chalk tabular-nums">
                    {row.points === null ? '–' : formatPoints(row.points)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
