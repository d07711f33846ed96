import { ArrowRight, X } from 'lucide-react';
import { seatText } from './play-facts';
import type { SeatAnnouncement } from './use-seat-announcements';

/** At most this many moves are listed; a whole draw says how many more. */
const LISTED_MOVES = 12;

function headline({ changes }: SeatAnnouncement): string {
  const { moves, broken_tables } = changes;
  if (broken_tables.length > 0) {
    const tables = broken_tables.map((table) => `Table ${table}`).join(' and ');
    return `${tables} ${broken_tables.length === 1 ? 'breaks' : 'break'}`;
  }
  if (moves.length > 0 && moves.every((move) => move.from === null) && moves.length > 2) {
    return 'Seats are drawn';
  }
  return moves.length === 1 ? 'Seat change' : 'Seat changes';
}

/**
 * The TV's announcement of seat moves and table breaks: large, over everything, gone by itself
 * after a while (or at Close). Announced politely to screen readers.
 */
export function SeatAnnouncementOverlay({
  announcement,
  onDismiss,
}: {
  announcement: SeatAnnouncement | null;
  onDismiss: () => void;
}) {
  if (!announcement) return null;
  const { moves, new_tables } = announcement.changes;
  const listed = moves.slice(0, LISTED_MOVES);
  return (
    // On a phone the announcement sits at the bottom and leaves the page usable; a TV gives it
    // the whole screen.
    <div className="pointer-events-none fixed inset-0 z-50 flex items-end justify-center p-3 lg:items-center lg:bg-ink-950/70 lg:p-4 lg:backdrop-blur-sm">
      <section
        role="status"
        aria-label="Seat changes"
        className="pointer-events-auto relative max-h-full w-full max-w-5xl overflow-y-auto rounded-3xl border border-gold-400/40 bg-ink-900 px-5 py-6 text-center shadow-[0_40px_120px_-30px_rgb(0_0_0/0.9)] sm:px-10 sm:py-10"
      >
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Close the announcement"
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-mist hover:bg-white/[0.08] hover:text-chalk"
        >
          <X className="size-6" aria-hidden="true" />
        </button>
        <h2 className="text-3xl font-bold tracking-tight text-gold-300 sm:text-5xl lg:text-7xl">
          {headline(announcement)}
        </h2>
        {new_tables.length > 0 ? (
          <p className="mt-2 text-lg text-mist sm:text-2xl">
            New {new_tables.length === 1 ? 'table' : 'tables'}:{' '}
            {new_tables.map((table) => `Table ${table}`).join(', ')}
          </p>
        ) : null}
        {listed.length > 0 ? (
          <ul
            className={`mt-6 grid gap-x-10 gap-y-3 text-left ${listed.length > 4 ? 'sm:grid-cols-2' : ''}`}
          >
            {listed.map((move) => (
              <li
                key={move.entry_id}
                className="flex flex-wrap items-baseline gap-x-3 text-xl font-semibold text-chalk sm:text-3xl lg:text-4xl"
              >
                <span className="min-w-0 break-words">{move.name}</span>
                <ArrowRight
                  className="size-5 shrink-0 text-gold-300 sm:size-7"
                  aria-hidden="true"
                />
                <span className="sr-only">to</span>
                <span className="whitespace-nowrap text-gold-200 tabular-nums">
                  {seatText(move.to.table, move.to.seat)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {moves.length > listed.length ? (
          <p className="mt-4 text-lg text-mist sm:text-2xl">
            and {moves.length - listed.length} more: see the seating list.
          </p>
        ) : null}
      </section>
    </div>
  );
}
