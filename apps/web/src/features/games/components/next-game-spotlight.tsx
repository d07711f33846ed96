import type { ClubRoleName, Game } from '@felt/contract';
import {
  ArrowRight,
  CalendarCheck2,
  Hourglass,
  LoaderCircle,
  MapPin,
  UserPlus,
} from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Link } from '../../../components/ui/link';
import { clubCan } from '../../../lib/club/club-roles';
import { errorText, type ErrorText } from '../../../lib/error-text';
import { paths } from '../../../lib/paths';
import { useCreateEntry } from '../api/create-entry';
import { isOpen, seatsText } from '../game-format';
import { GAME_UI_MESSAGES as M } from '../game-messages';
import { gameDayLabel, gameTimeLabel } from '../game-time';
import { useClubTimeZone } from '../use-viewer-time-zone';

/** Where the viewer stands for the game, in a line: their seat, their place in line, or neither. */
function rsvpLine(game: Game): { icon: typeof CalendarCheck2; title: string; detail: string } {
  const entry = game.my_entry;
  if (entry?.status === 'registered') {
    return { icon: CalendarCheck2, title: M.youAreIn, detail: 'Your seat is saved.' };
  }
  if (entry?.status === 'waitlisted' && entry.waitlist_position !== null) {
    return {
      icon: Hourglass,
      title: M.waitlisted(entry.waitlist_position),
      detail:
        entry.waitlist_position === 1
          ? 'You are first in line: the next free seat is yours.'
          : `${entry.waitlist_position - 1} ahead of you in line.`,
    };
  }
  const full = game.seats_left === 0;
  return {
    icon: UserPlus,
    title: 'Not registered yet',
    detail: full
      ? `The game is full: you would be #${game.waitlist_count + 1} on the waitlist.`
      : game.seats_left === null
        ? 'No seat limit.'
        : `${game.seats_left} ${game.seats_left === 1 ? 'seat' : 'seats'} left.`,
  };
}

/**
 * The club's next game for the dashboard: when and where, the seats, and the viewer's RSVP
 * with the one tap that takes a seat (or a place on the waitlist); changing or cancelling it
 * is the game page's (its RSVP panel asks before giving up a seat others wait for).
 */
export function NextGameSpotlight({
  game,
  role,
  more,
}: {
  game: Game;
  role: ClubRoleName;
  /** Scheduled games after this one. */
  more: number;
}) {
  const timeZone = useClubTimeZone(game.club_slug);
  const join = useCreateEntry(game.club_slug, game.slug);
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const line = rsvpLine(game);
  const Icon = line.icon;
  const canJoin = clubCan(role, 'game:rsvp') && isOpen(game) && !game.my_entry;

  return (
    <div className="flex flex-1 flex-col">
      <Link
        to={paths.game(game.slug)}
        className="text-xl font-semibold tracking-tight break-words text-chalk underline-offset-4 hover:underline"
      >
        {game.title}
      </Link>
      <p className="mt-1 text-sm text-mist">
        {gameDayLabel(game.starts_at, timeZone)}, {gameTimeLabel(game.starts_at, timeZone)}
      </p>
      {game.location ? (
        <p className="mt-1 flex items-start gap-1.5 text-sm break-words text-mist">
          <MapPin className="mt-0.5 size-4 shrink-0 text-fog" aria-hidden="true" />
          {game.location}
        </p>
      ) : null}
      <p className="mt-1 text-xs text-fog tabular-nums">
        {seatsText(game)}
        {game.waitlist_count > 0 ? ` · ${game.waitlist_count} waiting` : ''}
      </p>

      <div
        className="mt-4 flex items-start gap-3 rounded-xl border border-white/[0.06] bg-white/[0.02] px-4 py-3"
        aria-live="polite"
      >
        <Icon
          className={`mt-0.5 size-5 shrink-0 ${game.my_entry ? 'text-felt-200' : 'text-gold-300'}`}
          aria-hidden="true"
        />
        <div className="min-w-0">
          <p className="font-semibold text-chalk">
            <span className="sr-only">Your RSVP: </span>
            {line.title}
          </p>
          <p className="text-sm text-mist">{line.detail}</p>
        </div>
      </div>
      {failure ? (
        <div className="mt-3">
          <ErrorAlert error={failure} onDismiss={() => setFailure(null)} />
        </div>
      ) : null}

      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-3 pt-4">
        {canJoin ? (
          <Button
            size="sm"
            disabled={join.isPending}
            onClick={() => {
              setFailure(null);
              join.mutate({}, { onError: (error) => setFailure(errorText(error, M.rsvpFailed)) });
            }}
          >
            {join.isPending ? (
              <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
            ) : (
              <UserPlus className="size-4" aria-hidden="true" />
            )}
            {game.seats_left === 0 ? 'Join the waitlist' : 'Join'}
          </Button>
        ) : null}
        <Link
          to={more > 0 ? paths.games() : paths.game(game.slug)}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-gold-300 underline-offset-4 hover:underline"
        >
          {more > 0 ? `All upcoming games (${more} more)` : 'Game details'}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}
