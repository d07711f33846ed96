import type { MemberStatsResponse } from '@felt/contract';
import { moneyLabel, netLabel, ordinalLabel } from '../member-format';

/*
 * A member's running net (winnings minus buy-ins, rebuys and add-ons) after each of their latest
 * recorded games: plain SVG, the results feature's points chart approach (no chart library),
 * scaling to the screen's width. A dot per game, gold where the member cashed; the zero line
 * marks breaking even.
 */

const WIDTH = 480;
const HEIGHT = 200;
const LEFT = 60;
const RIGHT = 14;
const TOP = 14;
const BOTTOM = 28;
const AXIS = 'rgb(179 194 186)';

/** Round steps for the money axis, in cents: $1, $2, $5, $10, $20, $50, ... */
function niceStep(span: number, ticks: number): number {
  const raw = Math.max(100, span / ticks);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].find((candidate) => candidate * magnitude >= raw) ?? 10;
  return step * magnitude;
}

const axisMoney = (cents: number) => moneyLabel(cents).replace(/\.00$/, '');

export function ResultsOverTimeChart({ results }: { results: MemberStatsResponse['results'] }) {
  const count = results.length;
  if (count === 0) return null;
  const values = results.map((row) => row.cumulative_net_cents);
  const step = niceStep(Math.max(...values, 0) - Math.min(...values, 0), 4);
  const high = Math.max(step, Math.ceil(Math.max(...values, 0) / step) * step);
  const low = Math.min(0, Math.floor(Math.min(...values, 0) / step) * step);
  const x = (index: number) =>
    count === 1
      ? (LEFT + WIDTH - RIGHT) / 2
      : LEFT + (index / (count - 1)) * (WIDTH - LEFT - RIGHT);
  const y = (cents: number) => TOP + ((high - cents) / (high - low)) * (HEIGHT - TOP - BOTTOM);
  const ticks = Array.from(
    { length: Math.round((high - low) / step) + 1 },
    (_, i) => low + i * step,
  );
  const first = results[0]!;
  const last = results[count - 1]!;
  const dateOf = (iso: string) =>
    new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric' }).format(new Date(iso));

  return (
    <figure
      aria-labelledby="results-chart-title"
      className="rounded-xl border border-white/10 bg-white/[0.02] p-4"
    >
      <figcaption id="results-chart-title" className="text-sm font-semibold text-chalk">
        Results over time
        <span className="ml-2 font-normal text-mist">
          running net, last {count} {count === 1 ? 'game' : 'games'}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Running net after each of the last ${count} recorded games, from ${netLabel(first.cumulative_net_cents)} to ${netLabel(last.cumulative_net_cents)}`}
        className="mt-3 h-auto w-full"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={LEFT}
              x2={WIDTH - RIGHT}
              y1={y(tick)}
              y2={y(tick)}
              stroke={tick === 0 ? 'rgb(255 255 255 / 0.3)' : 'rgb(255 255 255 / 0.08)'}
            />
            <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end" fontSize="12" fill={AXIS}>
              {axisMoney(tick)}
            </text>
          </g>
        ))}
        <text x={LEFT} y={HEIGHT - 8} fontSize="12" fill={AXIS}>
          {dateOf(first.game.starts_at)}
        </text>
        {count > 1 ? (
          <text x={WIDTH - RIGHT} y={HEIGHT - 8} textAnchor="end" fontSize="12" fill={AXIS}>
            {dateOf(last.game.starts_at)}
          </text>
        ) : null}
        {count > 1 ? (
          <polyline
            fill="none"
            stroke="#7dd6a9"
            strokeWidth={2.5}
            strokeLinejoin="round"
            strokeLinecap="round"
            points={values.map((value, index) => `${x(index)},${y(value)}`).join(' ')}
          />
        ) : null}
        {results.map((row, index) => (
          <circle
            key={row.game.slug}
            data-game={row.game.slug}
            cx={x(index)}
            cy={y(row.cumulative_net_cents)}
            r={4}
            fill={row.prize_cents > 0 ? '#e6bd55' : '#1b2a24'}
            stroke={row.prize_cents > 0 ? '#e6bd55' : '#7dd6a9'}
            strokeWidth={2}
          >
            <title>
              {`${row.game.title}: ${ordinalLabel(row.place)} of ${row.entrants}, ${netLabel(row.net_cents)} (running ${netLabel(row.cumulative_net_cents)})`}
            </title>
          </circle>
        ))}
      </svg>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-mist">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-2.5 rounded-full bg-[#e6bd55]" />
          In the money
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block size-2.5 rounded-full border-2 border-[#7dd6a9]"
          />
          Out of the money
        </span>
      </p>
    </figure>
  );
}
