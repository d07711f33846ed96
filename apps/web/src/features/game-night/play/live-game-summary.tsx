import { Armchair, ArrowRight, Radio } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../lib/paths';
import { blindsText, formatClockTime, levelName } from '../../blind-clock';
import { useGameNight } from '../live/use-game-night';
import { useServerNow } from '../live/use-server-now';
import { viewerEntry } from './play-facts';
import type { PlayView } from './play-types';
import { seatLine } from './your-seat';

function clockStatus(view: PlayView): string {
  if (view.status === 'finished') return 'Finished';
  switch (view.clock.status) {
    case 'running':
      return view.clock.level?.is_break ? 'On a break' : 'Running';
    case 'paused':
      return 'Paused';
    case 'finished':
      return 'Last level over';
    default:
      return 'Clock not started';
  }
}

/**
 * A running night at a glance, for the dashboard: the clock as every screen of the night
 * shows it (the live layer's state and the server's second, as on the play page), the blinds,
 * the players left and the viewer's seat, with the way to the full clock.
 */
export function LiveGameSummary({
  gameSlug,
  title,
  viewerMemberSlug,
}: {
  gameSlug: string;
  title: string;
  viewerMemberSlug: string | null;
}) {
  const live = useGameNight(gameSlug);
  // Flip the second with every other screen of the night (see GamePlayPage).
  const [alignTo, setAlignTo] = useState(0);
  const now = useServerNow(live, 1_000, alignTo);
  const view = live.viewAt(now);
  const levelEnd =
    view && view.clock.status === 'running' ? Math.round(now + view.clock.remaining_ms) % 1000 : 0;
  if (levelEnd !== alignTo) setAlignTo(levelEnd);

  const headingId = `live-${gameSlug}`;
  let body;
  if (live.ended) {
    body = (
      <p className="text-sm text-mist">
        {live.ended === 'cancelled' ? 'This game was cancelled.' : 'This game was deleted.'}
      </p>
    );
  } else if (!view) {
    body =
      live.loadError || live.connection === 'offline' ? (
        <p className="text-sm text-mist">
          The clock could not be loaded here. The play page shows it as soon as it can.
        </p>
      ) : (
        <div role="status" aria-label="Loading the clock" className="space-y-2">
          <div className="h-10 w-32 animate-pulse rounded-lg bg-white/[0.06]" />
          <div className="h-4 w-48 animate-pulse rounded bg-white/[0.04]" />
        </div>
      );
  } else {
    const { clock } = view;
    const level = clock.level;
    const time = formatClockTime(clock.remaining_ms);
    const mine = viewerEntry(view, viewerMemberSlug);
    const seat = mine ? seatLine(mine) : null;
    body = (
      <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-end sm:gap-8">
        <div>
          <p className="text-sm font-semibold text-felt-200">
            {level ? levelName(level) : 'Before the first level'}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {clockStatus(view)}
          </p>
          <p
            role="timer"
            aria-label={`Time remaining ${time}`}
            className="mt-1 font-mono text-5xl leading-none font-semibold tracking-tight text-chalk tabular-nums sm:text-6xl"
          >
            {time}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-felt-200">Blinds</dt>
            <dd className="mt-0.5 font-semibold text-chalk tabular-nums">
              {level && !level.is_break ? blindsText(level) : 'Break'}
            </dd>
          </div>
          <div>
            <dt className="text-felt-200">Next</dt>
            <dd className="mt-0.5 font-semibold text-chalk tabular-nums">
              {clock.next_level
                ? clock.next_level.is_break
                  ? 'Break'
                  : blindsText(clock.next_level)
                : 'Last level'}
            </dd>
          </div>
          <div>
            <dt className="text-felt-200">Players left</dt>
            <dd className="mt-0.5 font-semibold text-chalk tabular-nums">
              {view.players_left} of {view.players_total}
            </dd>
          </div>
        </dl>
        {seat ? (
          <div className="flex items-center gap-3 rounded-xl border border-gold-400/30 bg-gold-400/[0.07] px-4 py-3 sm:col-span-2">
            <Armchair className="size-6 shrink-0 text-gold-300" aria-hidden="true" />
            <p className="min-w-0">
              <span className="block text-xs font-semibold tracking-[0.14em] text-gold-200 uppercase">
                Your seat
              </span>
              <span className="block text-lg font-bold text-chalk tabular-nums">
                {seat.headline}
              </span>
              {seat.detail ? <span className="block text-sm text-mist">{seat.detail}</span> : null}
            </p>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="relative isolate overflow-hidden rounded-2xl border border-felt-400/25 bg-felt-900 p-5 sm:p-6"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_85%_-20%,var(--color-felt-600)_0%,transparent_60%)]"
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id={headingId} className="flex min-w-0 items-center gap-2">
          <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-suit-red-deep/30 px-2.5 py-0.5 text-xs font-semibold text-chalk">
            <Radio className="size-3.5 text-suit-red" aria-hidden="true" />
            Live now
          </span>
          <span className="min-w-0 text-lg font-semibold break-words text-chalk">{title}</span>
        </h2>
        <Link
          to={paths.gamePlay(gameSlug)}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-gold-300 underline-offset-4 hover:underline"
        >
          Open the clock
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <div className="mt-4">{body}</div>
    </section>
  );
}
