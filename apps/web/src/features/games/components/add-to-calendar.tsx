import { gameCalendarPath, type Game } from '@felt/contract';
import { CalendarPlus } from 'lucide-react';

/**
 * Downloads the game as an .ics file, which a phone or a desktop opens in its calendar app.
 * Not offered once the game is cancelled, finished or recorded.
 */
export function AddToCalendar({ game, className = '' }: { game: Game; className?: string }) {
  if (game.status !== 'scheduled' && game.status !== 'running') return null;
  return (
    <div className={className}>
      <a
        href={gameCalendarPath(game.slug)}
        download={`${game.slug}.ics`}
        className="inline-flex h-9 items-center gap-2 rounded-full border border-white/15 px-4 text-sm font-medium text-chalk transition-colors hover:border-white/30 hover:bg-white/[0.05]"
      >
        <CalendarPlus className="size-4" aria-hidden="true" />
        Add to calendar
      </a>
    </div>
  );
}
