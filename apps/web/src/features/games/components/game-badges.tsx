import type { Entry, Game } from '@felt/contract';
import { STATUS_LABELS } from '../game-format';
import { GAME_UI_MESSAGES as M } from '../game-messages';

const BADGE =
  'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

const STATUS_TONES: Record<Game['status'], string> = {
  scheduled: 'bg-white/[0.06] text-mist',
  running: 'bg-felt-800 text-felt-200',
  finished: 'bg-white/[0.06] text-mist',
  recorded: 'bg-white/[0.06] text-mist',
  cancelled: 'bg-suit-red-deep/20 text-suit-red',
};

/** The game's status; a plain scheduled game needs none, so `quiet` leaves it out. */
export function GameStatusBadge({
  status,
  quiet = false,
}: {
  status: Game['status'];
  quiet?: boolean;
}) {
  if (quiet && status === 'scheduled') return null;
  return <span className={`${BADGE} ${STATUS_TONES[status]}`}>{STATUS_LABELS[status]}</span>;
}

/**
 * Where the viewer stands: "You're in" (or `inLabel`, for someone else's entry) or
 * "Waitlisted #2"; nothing without an entry.
 */
export function MyEntryBadge({
  entry,
  inLabel = M.youAreIn,
}: {
  entry: Entry | null | undefined;
  inLabel?: string;
}) {
  if (!entry) return null;
  if (entry.status === 'registered') {
    return <span className={`${BADGE} bg-felt-800 text-felt-200`}>{inLabel}</span>;
  }
  if (entry.status === 'waitlisted' && entry.waitlist_position !== null) {
    return (
      <span className={`${BADGE} bg-gold-400/15 text-gold-200`}>
        {M.waitlisted(entry.waitlist_position)}
      </span>
    );
  }
  return null;
}
