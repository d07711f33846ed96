import type { LeaderboardGame, LeaderboardResponse } from '@felt/contract';
import { formatPoints } from '../results-format';

/*
 * The top ten's points after each recorded game of the season: one line per player, drawn as
 * plain SVG (no chart library) that scales to the screen's width, with a legend that names the
 * lines. The viewer's line is drawn thicker.
 */

const COLORS = [
  '#e6bd55',
  '#7dd6a9',
  '#f26a6f',
  '#7cb4f2',
  '#c99cf2',
  '#f2a05c',
  '#5fd4d9',
  '#f28ec7',
  '#b7d36a',
  '#d9d2c4',
];

const WIDTH = 640;
const HEIGHT = 240;
const LEFT = 40;
const RIGHT = 12;
const TOP = 12;
const BOTTOM = 28;

/** Round steps for the points axis: 1, 2, 5, 10, 20, 50, ... */
function niceStep(max: number, ticks: number): number {
  const raw = max / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].find((candidate) => candidate * magnitude >= raw) ?? 10;
  return step * magnitude;
}

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
  if (games < 2 || progress.series.length === 0) return null;
  const highest = Math.max(1, ...progress.series.flatMap((series) => series.points));
  const step = niceStep(highest, 4);
  const top = Math.ceil(highest / step) * step;
  const x = (index: number) => LEFT + (index / (games - 1)) * (WIDTH - LEFT - RIGHT);
  const y = (points: number) => TOP + (1 - points / top) * (HEIGHT - TOP - BOTTOM);
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
  const first = played[0]!;
  const last = played[games - 1]!;

  return (
    <figure
      aria-labelledby="points-chart-title"
      className="rounded-xl border border-white/10 bg-white/[0.02] p-4"
    >
      <figcaption id="points-chart-title" className="text-sm font-semibold text-chalk">
        Points over the season, top {progress.series.length}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Points after each of the season's ${games} games for the top ${progress.series.length} players`}
        className="mt-3 h-auto w-full"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={LEFT}
              x2={WIDTH - RIGHT}
              y1={y(tick)}
              y2={y(tick)}
              stroke="rgb(255 255 255 / 0.08)"
            />
            <text
              x={LEFT - 6}
              y={y(tick) + 4}
              textAnchor="end"
              fontSize="11"
              fill="rgb(179 194 186)"
            >
              {formatPoints(tick)}
            </text>
          </g>
        ))}
        <text x={LEFT} y={HEIGHT - 8} fontSize="11" fill="rgb(179 194 186)">
          {first.title}
        </text>
        <text
          x={WIDTH - RIGHT}
          y={HEIGHT - 8}
          textAnchor="end"
          fontSize="11"
          fill="rgb(179 194 186)"
        >
          {last.title}
        </text>
        {progress.series.map((series, index) => (
          <polyline
            key={series.member_slug}
            data-member={series.member_slug}
            fill="none"
            stroke={COLORS[index % COLORS.length]}
            strokeWidth={series.member_slug === viewerSlug ? 4 : 2}
            strokeLinejoin="round"
            strokeLinecap="round"
            points={series.points.map((points, game) => `${x(game)},${y(points)}`).join(' ')}
          />
        ))}
      </svg>
      <ol aria-label="Chart legend" className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-xs">
        {progress.series.map((series, index) => (
          <li key={series.member_slug} className="flex min-w-0 items-center gap-1.5 text-mist">
            <span
              aria-hidden="true"
              className="inline-block h-1 w-4 shrink-0 rounded-full"
              style={{ backgroundColor: COLORS[index % COLORS.length] }}
            />
            <span className="truncate">
              {series.name}{' '}
              <span className="text-chalk tabular-nums">
                {formatPoints(series.points.at(-1) ?? 0)}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
