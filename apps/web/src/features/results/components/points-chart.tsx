import type { LeaderboardGame, LeaderboardResponse } from '@felt/contract';
import { lazy, Suspense, type CSSProperties } from 'react';
import { useNearViewport } from '../../../components/charts/use-near-viewport';
import { formatPoints } from '../results-format';
import type { PointsLine } from './points-chart-plot';
import { ChartFiguresTable } from '../../../components/charts/chart-figures-table';

/*
 * The top ten's points after each recorded game of the season: one line per player, a legend
 * that names the lines (the viewer's line drawn thicker) and the same figures as a table for
 * screen readers and keyboards. The drawing (visx, decision 0043) is a chunk of its own,
 * fetched once its box comes near the screen, so the standings never wait for it; the box
 * keeps its height meanwhile. On paper the lines are black, told apart by their dash patterns.
 */

const PointsChartPlot = lazy(() => import('./points-chart-plot'));

/** What the drawing's box shows until the drawing is there. */
const PLACEHOLDER = <div className="size-full animate-pulse rounded-lg bg-white/[0.03]" />;

/** Line colours: the Felt palette first (gold, felt green, suit red), then other light hues. */
const COLORS = [
  'var(--color-gold-400)',
  'var(--color-felt-300)',
  'var(--color-suit-red)',
  '#7cb4f2',
  '#c99cf2',
  '#f2a05c',
  '#5fd4d9',
  '#f28ec7',
  '#b7d36a',
  'var(--color-chalk)',
];

/** Dash patterns that tell the lines apart in print, where every line is black. */
const DASHES = [
  'none',
  '8 4',
  '2 3',
  '10 3 2 3',
  '4 4',
  '14 4',
  '1 3',
  '6 2 2 2',
  '3 7',
  '14 3 3 3',
];

const LINE_CLASS = 'stroke-(--series) print:stroke-black print:[stroke-dasharray:var(--dash)]';

const lineStyle = (line: Pick<PointsLine, 'color' | 'dash'>) =>
  ({ '--series': line.color, '--dash': line.dash }) as CSSProperties;

export function PointsChart({
  games: played,
  progress,
  viewerSlug,
}: {
  /** The leaderboard's `games`: each series has one value per game, in this order. */
  games: readonly LeaderboardGame[];
  progress: LeaderboardResponse['progress'];
  viewerSlug: string | null;
}) {
  const games = played.length;
  // The drawing's code is fetched once its box comes near the screen.
  const [drawingRef, near] = useNearViewport<HTMLDivElement>();
  if (games < 2 || progress.series.length === 0) return null;
  const lines: PointsLine[] = progress.series.map((series, index) => ({
    memberSlug: series.member_slug,
    name: series.name,
    points: series.points,
    color: COLORS[index % COLORS.length]!,
    dash: DASHES[index % DASHES.length]!,
    isViewer: series.member_slug === viewerSlug,
  }));

  return (
    <figure
      aria-labelledby="points-chart-title"
      className="rounded-xl border border-white/10 bg-white/[0.02] p-4 print:break-inside-avoid print:border-black print:bg-white"
    >
      <figcaption
        id="points-chart-title"
        className="text-sm font-semibold text-chalk print:text-black"
      >
        Points over the season, top {lines.length}
      </figcaption>
      <div
        ref={drawingRef}
        role="img"
        aria-label={`Points after each of the season's ${games} games for the top ${lines.length} players`}
        className="mt-3 h-64 w-full sm:h-72"
      >
        {near ? (
          <Suspense fallback={PLACEHOLDER}>
            <PointsChartPlot lines={lines} games={games} />
          </Suspense>
        ) : (
          PLACEHOLDER
        )}
      </div>
      <ol
        aria-label="Chart legend"
        className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-xs print:text-black"
      >
        {lines.map((line) => (
          <li
            key={line.memberSlug}
            className="flex min-w-0 items-center gap-1.5 text-mist print:text-black"
          >
            <svg aria-hidden="true" width="18" height="6" className="shrink-0">
              <line
                x1="1"
                x2="17"
                y1="3"
                y2="3"
                strokeWidth={line.isViewer ? 4 : 2.5}
                className={LINE_CLASS}
                style={lineStyle(line)}
              />
            </svg>
            <span className="truncate">
              {line.name}{' '}
              <span className="text-chalk tabular-nums print:text-black">
                {formatPoints(line.points.at(-1) ?? 0)}
              </span>
            </span>
          </li>
        ))}
      </ol>
      <ChartFiguresTable
        label="Points after each game, as a table"
        caption="Points after each game of the season, top players"
      >
        <thead className="sticky top-0 bg-ink-850">
          <tr>
            <th scope="col" className="px-2 py-1.5 font-medium text-chalk">
              After game
            </th>
            {lines.map((line) => (
              <th
                key={line.memberSlug}
                scope="col"
                className="px-2 py-1.5 text-right font-medium whitespace-nowrap text-chalk"
              >
                {line.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {played.map((game, index) => (
            <tr key={game.slug} className="border-t border-white/[0.06]">
              <th scope="row" className="px-2 py-1.5 font-normal whitespace-nowrap">
                {index + 1}. {game.title}
              </th>
              {lines.map((line) => (
                <td key={line.memberSlug} className="px-2 py-1.5 text-right text-chalk">
                  {formatPoints(line.points[index] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </ChartFiguresTable>
    </figure>
  );
}
