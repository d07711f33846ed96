import { AxisBottom } from '@visx/axis';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import type { CSSProperties } from 'react';
import {
  CHART_LABEL_PROPS,
  ChartAxisLeft,
  ChartFrame,
  ChartGridRows,
} from '../../../components/charts/chart-frame';
import { useChartSize } from '../../../components/charts/use-chart-size';
import { formatPoints } from '../results-format';

/** One player's line: their points after each game of the season, in play order. */
export interface PointsLine {
  memberSlug: string;
  name: string;
  points: readonly number[];
  /** A CSS colour (the Felt palette's variables where it has one). */
  color: string;
  /** The SVG dash pattern the line gets in print. */
  dash: string;
  isViewer: boolean;
}

const MARGIN = { top: 10, right: 14, bottom: 40 };
const LINE_CLASS = 'stroke-(--series) print:stroke-black print:[stroke-dasharray:var(--dash)]';

/**
 * The drawing of points-chart.tsx, loaded on its own (visx, decision 0043): drawn at the box's
 * own size, so the 12 px labels stay 12 px from a phone to a wide screen, with as many game
 * numbers along the bottom as fit.
 */
export default function PointsChartPlot({
  lines,
  games,
}: {
  lines: readonly PointsLine[];
  games: number;
}) {
  const [ref, { width, height }] = useChartSize<HTMLDivElement>({ width: 640, height: 256 });
  const highest = Math.max(1, ...lines.flatMap((line) => line.points));
  const y = scaleLinear({ domain: [0, highest], range: [height - MARGIN.bottom, MARGIN.top] });
  y.nice(height < 220 ? 4 : 5);
  const yTicks = y.ticks(height < 220 ? 4 : 5);
  // Room for the widest points label (about 7 px a character at 12 px) and a gap.
  const left = 12 + 7 * Math.max(...yTicks.map((tick) => formatPoints(tick).length));
  const x = scaleLinear({ domain: [0, games - 1], range: [left, width - MARGIN.right] });
  // Game numbers at least ~36 px apart: every game on a wide screen, every nth on a phone.
  const every = Math.max(1, Math.ceil(games / Math.max(2, Math.floor((width - left) / 36))));
  const xTicks = Array.from({ length: games }, (_, index) => index).filter(
    (index) => index % every === 0,
  );
  // The viewer's line last, so it is drawn on top of the others.
  const drawn = [...lines.filter((line) => !line.isViewer), ...lines.filter((l) => l.isViewer)];

  return (
    <ChartFrame frameRef={ref} width={width} height={height}>
      <ChartGridRows
        scale={y}
        tickValues={yTicks}
        left={left}
        width={width - left - MARGIN.right}
      />
      <ChartAxisLeft scale={y} left={left} tickValues={yTicks} tickFormat={formatPoints} />
      <AxisBottom
        scale={x}
        top={height - MARGIN.bottom}
        tickValues={xTicks}
        tickFormat={(value) => String(Number(value) + 1)}
        axisLineClassName="stroke-white/20 print:stroke-black"
        tickClassName="[&_line]:stroke-white/20 print:[&_line]:stroke-black"
        tickLabelProps={CHART_LABEL_PROPS}
        label="Game"
        labelOffset={10}
        labelProps={CHART_LABEL_PROPS}
      />
      {drawn.map((line) => (
        <LinePath
          key={line.memberSlug}
          data-member={line.memberSlug}
          data={[...line.points]}
          x={(_, game) => x(game)}
          y={(points) => y(points)}
          fill="none"
          strokeWidth={line.isViewer ? 4 : 2}
          strokeLinejoin="round"
          strokeLinecap="round"
          className={LINE_CLASS}
          style={{ '--series': line.color, '--dash': line.dash } as CSSProperties}
        />
      ))}
    </ChartFrame>
  );
}
