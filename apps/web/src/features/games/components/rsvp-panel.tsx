import type { ClubRoleName, Game } from '@felt/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarCheck2, CalendarX2, Hourglass, LoaderCircle, UserPlus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { clubCan } from '../../../lib/club/club-roles';
import { errorText, type ErrorText } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { useCancelEntry } from '../api/cancel-entry';
import { useCreateEntry } from '../api/create-entry';
import { gameKeys } from '../api/game-paths';
import { isOpen } from '../game-format';
import { GAME_UI_MESSAGES as M } from '../game-messages';

function Standing({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-felt-800 ring-1 ring-felt-600">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-lg font-semibold text-chalk">{title}</p>
        {children ? <p className="mt-0.5 text-sm leading-6 text-felt-200">{children}</p> : null}
      </div>
    </div>
  );
}

/** "4 seats left", "Full: you would be #3 on the waitlist", "No seat limit". */
function seatsLeftText(game: Game): string {
  if (game.seats_left === null) return 'No seat limit.';
  if (game.seats_left > 0)
    return `${game.seats_left} ${game.seats_left === 1 ? 'seat' : 'seats'} left.`;
  return `The game is full: you would be #${game.waitlist_count + 1} on the waitlist.`;
}

/**
 * Where the viewer stands and the one button that changes it: Join (or join the waitlist
 * when full), You're in with Cancel RSVP, Waitlisted #n with Leave the waitlist. Demo reads.
 */
export function RsvpPanel({
  game,
  clubSlug,
  role,
}: {
  game: Game;
  clubSlug: string;
  role: ClubRoleName;
}) {
  const client = useQueryClient();
  const join = useCreateEntry(clubSlug, game.slug);
  const leave = useCancelEntry(clubSlug, game.slug);
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const entry = game.my_entry;
  const busy = join.isPending || leave.isPending;

  const onJoin = () => {
    setFailure(null);
    join.mutate(
      {},
      {
        // Shown at once; the refetch that follows brings the counts.
        onSuccess: (mine) =>
          client.setQueryData<Game>(gameKeys.detail(game.slug), (current) =>
            current ? { ...current, my_entry: mine } : current,
          ),
        onError: (error) => setFailure(errorText(error, M.rsvpFailed)),
      },
    );
  };
  const onLeave = () => {
    if (!entry) return;
    setConfirmLeave(false);
    setFailure(null);
    leave.mutate(entry.id, {
      onSuccess: () => {
        client.setQueryData<Game>(gameKeys.detail(game.slug), (current) =>
          current ? { ...current, my_entry: null } : current,
        );
        toast.success(
          entry.status === 'waitlisted' ? 'You left the waitlist.' : 'Your RSVP is cancelled.',
        );
      },
      onError: (error) => setFailure(errorText(error, M.leaveFailed)),
    });
  };
  // Giving up a seat others wait for cannot be taken back: ask first.
  const askBeforeLeaving = entry?.status === 'registered' && game.waitlist_count > 0;

  let body: ReactNode;
  if (game.status === 'cancelled') {
    body = (
      <Standing
        icon={<CalendarX2 className="size-5 text-suit-red" aria-hidden="true" />}
        title="Cancelled"
      >
        This game was cancelled.
      </Standing>
    );
  } else if (entry?.status === 'registered') {
    body = (
      <Standing
        icon={<CalendarCheck2 className="size-5 text-felt-200" aria-hidden="true" />}
        title={M.youAreIn}
      >
        {isOpen(game) ? 'Your seat is saved.' : 'Registration is closed.'}
      </Standing>
    );
  } else if (entry?.status === 'waitlisted' && entry.waitlist_position !== null) {
    body = (
      <Standing
        icon={<Hourglass className="size-5 text-gold-300" aria-hidden="true" />}
        title={M.waitlisted(entry.waitlist_position)}
      >
        {entry.waitlist_position === 1
          ? 'You are first in line: the next free seat is yours.'
          : `${entry.waitlist_position - 1} ahead of you. A freed seat goes to the first in line.`}
      </Standing>
    );
  } else if (isOpen(game)) {
    body = (
      <Standing
        icon={<UserPlus className="size-5 text-felt-200" aria-hidden="true" />}
        title="Not registered yet"
      >
        {seatsLeftText(game)}
      </Standing>
    );
  } else {
    body = (
      <Standing
        icon={<CalendarX2 className="size-5 text-felt-200" aria-hidden="true" />}
        title="Registration is closed"
      >
        {game.status === 'running'
          ? 'The game is under way.'
          : game.status === 'finished' || game.status === 'recorded'
            ? 'This game has been played.'
            : null}
      </Standing>
    );
  }

  const canRsvp = clubCan(role, 'game:rsvp') && isOpen(game);
  let action: ReactNode = null;
  if (canRsvp && !entry) {
    action = (
      <Button onClick={onJoin} disabled={busy} className="w-full sm:w-auto">
        {join.isPending ? (
          <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
        ) : (
          <UserPlus className="size-4" aria-hidden="true" />
        )}
        {game.seats_left === 0 ? 'Join the waitlist' : 'Join'}
      </Button>
    );
  } else if (canRsvp && entry) {
    action = (
      <Button
        variant="secondary"
        onClick={askBeforeLeaving ? () => setConfirmLeave(true) : onLeave}
        disabled={busy}
        className="w-full sm:w-auto"
      >
        {leave.isPending ? (
          <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
        ) : null}
        {entry.status === 'waitlisted' ? 'Leave the waitlist' : 'Cancel RSVP'}
      </Button>
    );
  }

  return (
    <section
      aria-label="Your RSVP"
      className="relative isolate overflow-hidden rounded-2xl border border-gold-400/15 bg-felt-900 p-5 sm:p-6"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_90%_-10%,var(--color-felt-600)_0%,transparent_60%)]"
      />
      <p className="text-sm font-semibold tracking-wide text-felt-200">Your RSVP</p>
      <div className="mt-3" aria-live="polite">
        {body}
      </div>
      {action ? <div className="mt-5">{action}</div> : null}
      {role === 'Demo' ? (
        <Alert tone="info" className="mt-5">
          {M.demoReadOnly}
        </Alert>
      ) : null}
      {failure ? (
        <div className="mt-4">
          <ErrorAlert error={failure} onDismiss={() => setFailure(null)} />
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmLeave}
        title="Give up your seat?"
        description={`${game.waitlist_count === 1 ? 'One player is' : `${game.waitlist_count} players are`} on the waitlist: the first in line takes your seat at once.`}
        confirmLabel="Give up my seat"
        onCancel={() => setConfirmLeave(false)}
        onConfirm={onLeave}
      />
    </section>
  );
}
