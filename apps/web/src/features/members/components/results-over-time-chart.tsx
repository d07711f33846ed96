import type { MemberStatsResponse } from '@felt/contract';
import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../../components/charts/use-near-viewport';
import { dateLabel, netLabel, ordinalLabel } from '../member-format';
import { ChartFiguresTable } from '../../../components/charts/chart-figures-table';

/*
 * A member's running net (winnings minus buy-ins, rebuys and add-ons) after each of their latest
 * recorded games: a line with a dot per game, gold where the member cashed, the zero line
 * marking breaking even, and the same figures as a table for screen readers and keyboards. The
 * drawing (visx, decision 0043) is a chunk of its own, fetched once its box comes near the
 * screen, so the figures never wait for it; the box keeps its height meanwhile. On paper it is
 * black on white.
 */

const ResultsOverTimePlot = lazy(() => import('./results-over-time-plot'));

/** What the drawing's box shows until the drawing is there. */
const PLACEHOLDER = <div className="size-full animate-pulse rounded-lg bg-white/[0.03]" />;

const netTone = (cents: number) =>
  cents > 0 ? 'text-felt-300' : cents < 0 ? 'text-suit-red' : 'text-chalk';

export function ResultsOverTimeChart({
  results,
  timeZone,
}: {
  results: MemberStatsResponse['results'];
  /** The club's time zone for the table's dates; the viewer's own without it. */
  timeZone?: string;
}) {
  const count = results.length;
  // The drawing's code is fetched once its box comes near the screen.
  const [drawingRef, near] = useNearViewport<HTMLDivElement>();
  if (count === 0) return null;
  const first = results[0]!;
  const last = results[count - 1]!;

  return (
    <figure
      aria-labelledby="results-chart-title"
      className="rounded-xl border border-white/10 bg-white/[0.02] p-4 print:break-inside-avoid print:border-black print:bg-white"
    >
      <figcaption
        id="results-chart-title"
        className="text-sm font-semibold text-chalk print:text-black"
      >
        Results over time
        <span className="ml-2 font-normal text-mist print:text-black">
          running net, last {count} {count === 1 ? 'game' : 'games'}
        </span>
      </figcaption>
      <div
        ref={drawingRef}
        role="img"
        aria-label={`Running net after each of the last ${count} recorded games, from ${netLabel(first.cumulative_net_cents)} to ${netLabel(last.cumulative_net_cents)}`}
        className="mt-3 h-52 w-full sm:h-60"
      >
        {near ? (
          <Suspense fallback={PLACEHOLDER}>
            <ResultsOverTimePlot results={results} />
          </Suspense>
        ) : (
          PLACEHOLDER
        )}
      </div>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-mist print:text-black">
        <span className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block size-2.5 rounded-full bg-gold-400 print:bg-black print:[print-color-adjust:exact]"
          />
          In the money
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block size-2.5 rounded-full border-2 border-felt-300 print:border-black"
          />
          Out of the money
        </span>
      </p>
      <ChartFiguresTable
        label="Each game’s result, as a table"
        caption="Result and running net of each game, oldest first"
      >
        <thead className="sticky top-0 bg-ink-850">
          <tr className="text-chalk">
            <th scope="col" className="px-2 py-1.5 font-medium">
              Game
            </th>
            <th scope="col" className="px-2 py-1.5 font-medium">
              Date
            </th>
            <th scope="col" className="px-2 py-1.5 text-right font-medium">
              Finish
            </th>
            <th scope="col" className="px-2 py-1.5 text-right font-medium">
              Net
            </th>
            <th scope="col" className="px-2 py-1.5 text-right font-medium whitespace-nowrap">
              Running net
            </th>
          </tr>
        </thead>
        <tbody>
          {results.map((row) => (
            <tr key={row.game.slug} className="border-t border-white/[0.06]">
              <th scope="row" className="px-2 py-1.5 font-normal text-chalk">
                {row.game.title}
              </th>
              <td className="px-2 py-1.5 whitespace-nowrap">
                {dateLabel(row.game.starts_at, timeZone)}
              </td>
              <td className="px-2 py-1.5 text-right whitespace-nowrap">
                {ordinalLabel(row.place)} of {row.entrants}
              </td>
              <td className={`px-2 py-1.5 text-right ${netTone(row.net_cents)}`}>
                {netLabel(row.net_cents)}
              </td>
              <td className={`px-2 py-1.5 text-right ${netTone(row.cumulative_net_cents)}`}>
                {netLabel(row.cumulative_net_cents)}
              </td>
            </tr>
          ))}
        </tbody>
      </ChartFiguresTable>
    </figure>
  );
}
