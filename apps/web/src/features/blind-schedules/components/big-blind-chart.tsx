import type { GeneratedBlindLevel } from '@felt/domain';
import { useId } from 'react';
import { formatChips, formatScheduleLength } from '../schedule-format';

const WIDTH = 480;
const HEIGHT = 160;
const PAD = { top: 12, right: 12, bottom: 24, left: 12 };

/**
 * The big blind over the playing time, as a small step line: how steep the structure is at a
 * glance. Screen readers get the same in one sentence.
 */
export function BigBlindChart({ levels }: { levels: readonly GeneratedBlindLevel[] }) {
  const captionId = useId();
  const playing = levels.filter((level) => !level.is_break);
  const first = playing[0];
  const last = playing[playing.length - 1];
  if (!first || !last) return null;
  const totalMinutes = levels.reduce((sum, level) => sum + level.time_minutes, 0);
  const maxBlind = Math.max(...playing.map((level) => level.big_blind));
  const x = (minutes: number) =>
    PAD.left + (minutes / Math.max(totalMinutes, 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (blind: number) =>
    HEIGHT - PAD.bottom - (blind / Math.max(maxBlind, 1)) * (HEIGHT - PAD.top - PAD.bottom);

  const points: string[] = [];
  const breaks: { from: number; to: number }[] = [];
  let elapsed = 0;
  let blind = first.big_blind;
  for (const level of levels) {
    if (level.is_break) {
      breaks.push({ from: elapsed, to: elapsed + level.time_minutes });
    } else {
      blind = level.big_blind;
    }
    points.push(`${x(elapsed)},${y(blind)}`, `${x(elapsed + level.time_minutes)},${y(blind)}`);
    elapsed += level.time_minutes;
  }

  const summary = `Big blind rises from ${formatChips(first.big_blind)} to ${formatChips(last.big_blind)} over ${formatScheduleLength(totalMinutes)}, with ${breaks.length} ${breaks.length === 1 ? 'break' : 'breaks'}.`;
  return (
    <figure className="rounded-xl border border-white/[0.07] bg-ink-950/40 p-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={captionId}
        className="h-auto w-full"
        preserveAspectRatio="none"
      >
        {breaks.map((gap) => (
          <rect
            key={gap.from}
            x={x(gap.from)}
            y={PAD.top}
            width={Math.max(1, x(gap.to) - x(gap.from))}
            height={HEIGHT - PAD.top - PAD.bottom}
            className="fill-gold-400/15"
          />
        ))}
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          className="stroke-white/20"
        />
        <polyline
          points={points.join(' ')}
          fill="none"
          className="stroke-gold-300"
          strokeWidth={2.5}
          strokeLinejoin="round"
        />
        <text x={PAD.left} y={HEIGHT - 6} className="fill-fog text-[11px]">
          0m
        </text>
        <text
          x={WIDTH - PAD.right}
          y={HEIGHT - 6}
          textAnchor="end"
          className="fill-fog text-[11px]"
        >
          {formatScheduleLength(totalMinutes)}
        </text>
      </svg>
      <figcaption id={captionId} className="mt-2 text-xs text-fog">
        {summary}
      </figcaption>
    </figure>
  );
}
