import { AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import type { PickD3Scale } from '@visx/scale';
import type { ReactNode, Ref } from 'react';

type LinearScale = PickD3Scale<'linear', number>;

/** A chart's text: 12 px figures in mist, black in print (in place of visx's own fill and font). */
export const CHART_LABEL_PROPS = {
  className: 'fill-mist font-sans text-xs tabular-nums print:fill-black',
  fill: undefined,
  fontFamily: undefined,
};

/**
 * The box a chart's drawing fills and the drawing itself: an SVG of the box's measured size
 * (give it what useChartSize returns), so the labels keep their 12 px. Hidden from assistive
 * technology and from the tab order: the chart's figure names it, and its figures table gives
 * the numbers.
 */
export function ChartFrame({
  frameRef,
  width,
  height,
  children,
}: {
  frameRef: Ref<HTMLDivElement>;
  width: number;
  height: number;
  children: ReactNode;
}) {
  return (
    <div ref={frameRef} className="size-full">
      <svg
        aria-hidden="true"
        focusable="false"
        width="100%"
        height="100%"
        viewBox={`0 0 ${width} ${height}`}
        className="block overflow-visible"
      >
        {children}
      </svg>
    </div>
  );
}

/** A chart's faint horizontal rules at `tickValues` of `scale`, from `left`, `width` long. */
export function ChartGridRows(props: {
  scale: LinearScale;
  tickValues: number[];
  left: number;
  width: number;
}) {
  return (
    <GridRows
      {...props}
      // The lines take their colour from the group (their own stroke attribute says so).
      stroke="currentColor"
      className="text-white/[0.08] print:text-black/25"
    />
  );
}

/** A chart's figures up its left side at `tickValues`, with no axis line or ticks. */
export function ChartAxisLeft({
  tickFormat,
  ...props
}: {
  scale: LinearScale;
  left: number;
  tickValues: number[];
  tickFormat: (value: number) => string;
}) {
  return (
    <AxisLeft
      {...props}
      tickFormat={(value) => tickFormat(Number(value))}
      hideAxisLine
      hideTicks
      tickLabelProps={CHART_LABEL_PROPS}
    />
  );
}
