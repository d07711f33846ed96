import { ordinal, type GameEntryView } from '@felt/domain';
import { Armchair } from 'lucide-react';
import { seatText } from './play-facts';

/** What the viewer's seat says: "Table 2, Seat 5", "Checked in", "Out in 7th place"... */
export function seatLine(entry: GameEntryView): { headline: string; detail?: string } {
  // The night is over for a player with a place who is still seated: the winner (or, after a
  // deal, one of its players).
  if (entry.place !== null && entry.status !== 'busted') {
    return {
      headline: entry.place === 1 ? 'You won' : `Finished ${ordinal(entry.place)}`,
      detail: 'The night is over. Thanks for playing.',
    };
  }
  switch (entry.status) {
    case 'seated':
      return { headline: seatText(entry.table ?? 0, entry.seat ?? 0) };
    case 'checked_in':
      return { headline: 'Checked in', detail: 'Your seat shows here once seats are drawn.' };
    case 'registered':
      return { headline: 'Registered', detail: 'Check in with the director to get a seat.' };
    case 'busted':
      return {
        headline: entry.place ? `Out in ${ordinal(entry.place)} place` : 'Out',
        detail: 'Thanks for playing.',
      };
  }
}

/** The signed-in member's seat, large enough to read at arm's length. */
export function YourSeat({ entry }: { entry: GameEntryView }) {
  const { headline, detail } = seatLine(entry);
  return (
    <section
      aria-labelledby="your-seat-heading"
      className="flex items-center gap-4 rounded-2xl border border-gold-400/35 bg-gold-400/[0.07] px-4 py-3"
    >
      <Armchair className="size-8 shrink-0 text-gold-300" aria-hidden="true" />
      <div className="min-w-0">
        <h2
          id="your-seat-heading"
          className="text-xs font-semibold tracking-[0.14em] text-gold-200 uppercase"
        >
          Your seat
        </h2>
        <p className="text-2xl font-bold text-chalk tabular-nums">{headline}</p>
        {detail ? <p className="text-sm text-mist">{detail}</p> : null}
      </div>
    </section>
  );
}
