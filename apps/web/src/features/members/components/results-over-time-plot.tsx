import type { MemberStatsResponse } from '@felt/contract';
import { AxisBottom } from '@visx/axis';
import { scaleLinear } from '@visx/scale';
import { Line, LinePath } from '@visx/shape';
import {
  CHART_LABEL_PROPS,
  ChartAxisLeft,
  ChartFrame,
  ChartGridRows,
} from '../../../components/charts/chart-frame';
import { useChartSize } from '../../../components/charts/use-chart-size';
import { moneyLabel, netLabel, ordinalLabel } from '../member-format';

const MARGIN = { top: 12, right: 16, bottom: 28 };

/** Axis money without cents when whole: 2000 -> "$20", -550 -> "-$5.50". */
const axisMoney = (cents: number) => moneyLabel(cents).replace(/\.00$/, '');

const MONTH = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric' });

/**
 * The drawing of results-over-time-chart.tsx, loaded on its own (visx, decision 0043), drawn at
 * the box's own size so the 12 px labels stay 12 px from a phone to a wide screen. The dates
 * along the bottom: the first and last game's month, and more in between where they fit.
 */
export default function ResultsOverTimePlot({
  results,
}: {
  results: MemberStatsResponse['results'];
}) {
  const [ref, { width, height }] = useChartSize<HTMLDivElement>({ width: 480, height: 208 });
  const count = results.length;
  const values = results.map((row) => row.cumulative_net_cents);
  const low = Math.min(0, ...values);
  // At least $1 of height, so a member who always broke even still gets a drawn axis.
  const high = Math.max(low + 100, ...values, 0);
  const y = scaleLinear({ domain: [low, high], range: [height - MARGIN.bottom, MARGIN.top] });
  y.nice(4);
  const yTicks = y.ticks(4);
  const left = 12 + 7 * Math.max(...yTicks.map((tick) => axisMoney(tick).length));
  const right = width - MARGIN.right;
  // One game sits in the middle; more spread from edge to edge.
  const x = scaleLinear({
    domain: count === 1 ? [-1, 1] : [0, count - 1],
    range: [left, right],
  });
  // Month labels about 90 px apart, the last game's always, a month named once.
  const room = Math.max(2, Math.floor((right - left) / 90));
  const every = Math.max(1, Math.ceil((count - 1) / (room - 1)));
  const months = results.map((row) => MONTH.format(new Date(row.game.starts_at)));
  const picked: number[] = [];
  for (let index = 0; index < count; index += every) picked.push(index);
  if (picked.at(-1) !== count - 1) {
    // A tick squeezed next to the last one gives way to it.
    if (picked.length > 1 && count - 1 - picked.at(-1)! < every * 0.75) picked.pop();
    picked.push(count - 1);
  }
  const xTicks = picked.filter(
    (index, at) => at === 0 || months[index] !== months[picked[at - 1]!],
  );

  return (
    <ChartFrame frameRef={ref} width={width} height={height}>
      <ChartGridRows
        scale={y}
        tickValues={yTicks.filter((tick) => tick !== 0)}
        left={left}
        width={right - left}
      />
      <Line
        from={{ x: left, y: y(0) }}
        to={{ x: right, y: y(0) }}
        data-zero=""
        className="stroke-white/30 print:stroke-black"
      />
      <ChartAxisLeft scale={y} left={left} tickValues={yTicks} tickFormat={axisMoney} />
      <AxisBottom
        scale={x}
        top={height - MARGIN.bottom}
        tickValues={xTicks}
        tickFormat={(value) => months[Number(value)] ?? ''}
        hideAxisLine
        hideTicks
        // The first and last months line up with the ends of the drawing, not past them.
        tickLabelProps={(value) => ({
          ...CHART_LABEL_PROPS,
          textAnchor:
            count > 1 && value === 0
              ? 'start'
              : count > 1 && value === count - 1
                ? 'end'
                : 'middle',
        })}
      />
      {count > 1 ? (
        <LinePath
          data={values}
          x={(_, index) => x(index)}
          y={(cents) => y(cents)}
          fill="none"
          strokeWidth={2.5}
          strokeLinejoin="round"
          strokeLinecap="round"
          className="stroke-felt-300 print:stroke-black"
        />
      ) : null}
      {results.map((row, index) => (
        <circle
          key={row.game.slug}
          data-game={row.game.slug}
          data-cashed={row.prize_cents > 0 ? 'true' : 'false'}
          cx={x(index)}
          cy={y(row.cumulative_net_cents)}
          r={4}
          strokeWidth={2}
          className={
            row.prize_cents > 0
              ? 'fill-gold-400 stroke-gold-400 print:fill-black print:stroke-black'
              : 'fill-ink-900 stroke-felt-300 print:fill-white print:stroke-black'
          }
        >
          <title>
            {`${row.game.title}: ${ordinalLabel(row.place)} of ${row.entrants}, ${netLabel(row.net_cents)} (running ${netLabel(row.cumulative_net_cents)})`}
          </title>
        </circle>
      ))}
    </ChartFrame>
  );
}
