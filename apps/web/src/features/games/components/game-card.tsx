import type { Game } from '@felt/contract';
import { Clock, MapPin, Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../lib/paths';
import { seatsText, waitlistText } from '../game-format';
import { gameDayLabel, gameTimeLabel, knownTimeZone } from '../game-time';
import { GameStatusBadge, MyEntryBadge } from './game-badges';

function datePart(iso: string, timeZone: string | undefined, option: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(undefined, {
    ...option,
    timeZone: knownTimeZone(timeZone),
  }).format(new Date(iso));
}

/** The day as a calendar leaf: "FRI / 27 / NOV" (the full date is in the text for readers). */
function CalendarLeaf({ iso, timeZone }: { iso: string; timeZone?: string }) {
  return (
    <div
      aria-hidden="true"
      className="flex w-14 shrink-0 flex-col items-center rounded-xl border border-white/[0.08] bg-ink-850 py-2 text-center"
    >
      <span className="text-[0.6875rem] font-semibold tracking-wider text-gold-300 uppercase">
        {datePart(iso, timeZone, { weekday: 'short' })}
      </span>
      <span className="text-xl leading-7 font-semibold text-chalk tabular-nums">
        {datePart(iso, timeZone, { day: 'numeric' })}
      </span>
      <span className="text-[0.6875rem] font-medium text-fog uppercase">
        {datePart(iso, timeZone, { month: 'short' })}
      </span>
    </div>
  );
}

/**
 * One game in a list: its day and time on the viewer's clock, place, seats taken, the
 * waitlist and where the viewer stands. The title links to the game; the whole card is its
 * target.
 */
export function GameCard({
  game,
  timeZone,
  seasonLabel,
}: {
  game: Game;
  timeZone?: string;
  /** "Main League · 2026", when the game is in a league season. */
  seasonLabel?: string;
}) {
  const titleId = useId();
  const waitlist = waitlistText(game.waitlist_count);
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex gap-4 rounded-2xl border border-white/[0.07] bg-ink-900/70 p-4 transition-colors hover:border-white/15 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-gold-300 sm:p-5"
    >
      <CalendarLeaf iso={game.starts_at} timeZone={timeZone} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <h3 id={titleId} className="min-w-0 text-base font-semibold break-words text-chalk">
            <Link
              to={paths.game(game.slug)}
              className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
            >
              {game.title}
            </Link>
          </h3>
          <GameStatusBadge status={game.status} quiet />
          <MyEntryBadge entry={game.my_entry} />
        </div>
        <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-mist">
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4 shrink-0 text-fog" aria-hidden="true" />
            <span>
              <span className="sr-only">{gameDayLabel(game.starts_at, timeZone)}, </span>
              {gameTimeLabel(game.starts_at, timeZone)}
            </span>
          </span>
          {game.location ? (
            <span className="inline-flex min-w-0 items-start gap-1.5">
              <MapPin className="mt-0.5 size-4 shrink-0 text-fog" aria-hidden="true" />
              <span className="min-w-0 break-words">
                <span className="sr-only">at </span>
                {game.location}
              </span>
            </span>
          ) : null}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-mist">
          <span className="inline-flex items-center gap-1.5">
            <Users className="size-4 shrink-0 text-fog" aria-hidden="true" />
            <span className="tabular-nums">{seatsText(game)}</span>
          </span>
          {waitlist ? <span className="text-gold-200 tabular-nums">{waitlist}</span> : null}
          {seasonLabel ? <span className="text-fog">{seasonLabel}</span> : null}
        </p>
      </div>
    </article>
  );
}
