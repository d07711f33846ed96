import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../lib/paths';
import { gamesQueryOptions } from '../api/list-games';
import { seatsText } from '../game-format';
import { GAME_UI_MESSAGES as M } from '../game-messages';
import { gameDayLabel, gameTimeLabel } from '../game-time';
import { useClubTimeZone } from '../use-viewer-time-zone';
import { GameStatusBadge, MyEntryBadge } from './game-badges';

/**
 * The next few games of a club (or of one season), soonest first, for the dashboards: each
 * with its day and time on the viewer's clock, seats taken and where the viewer stands.
 * `empty` shows while there are none (the dashboards' honest empty states).
 */
export function NextGames({
  clubSlug,
  seasonSlug = null,
  limit = 3,
  empty,
}: {
  clubSlug: string;
  seasonSlug?: string | null;
  limit?: number;
  empty: ReactNode;
}) {
  const timeZone = useClubTimeZone(clubSlug);
  const games = useQuery(
    gamesQueryOptions(clubSlug, { when: 'upcoming', season: seasonSlug, page: 1 }),
  );
  if (games.isPending) {
    return (
      <div role="status" aria-label="Loading games" className="space-y-3">
        <div className="h-12 animate-pulse rounded-xl bg-white/[0.05]" />
        <div className="h-12 animate-pulse rounded-xl bg-white/[0.04]" />
      </div>
    );
  }
  if (games.isError) return <p className="text-sm text-suit-red">{M.loadGamesFailed}</p>;
  const shown = games.data.results.slice(0, limit);
  if (shown.length === 0) return <>{empty}</>;
  const more = games.data.count - shown.length;
  return (
    <div>
      <ul aria-label="Next games" className="space-y-2">
        {shown.map((game) => (
          <li key={game.slug}>
            <Link
              to={paths.game(game.slug)}
              className="group block rounded-xl border border-white/[0.06] bg-white/[0.02] px-4 py-3 transition-colors hover:border-white/15 hover:bg-white/[0.05]"
            >
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="min-w-0 font-semibold break-words text-chalk">{game.title}</span>
                <GameStatusBadge status={game.status} quiet />
                <MyEntryBadge entry={game.my_entry} />
              </span>
              <span className="mt-0.5 block text-sm text-mist">
                {gameDayLabel(game.starts_at, timeZone)}, {gameTimeLabel(game.starts_at, timeZone)}
              </span>
              <span className="mt-0.5 block text-xs text-fog tabular-nums">
                {seatsText(game)}
                {game.waitlist_count > 0 ? ` · ${game.waitlist_count} waiting` : ''}
                {game.location ? ` · ${game.location}` : ''}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={
          seasonSlug ? `${paths.games()}?season=${encodeURIComponent(seasonSlug)}` : paths.games()
        }
        className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-gold-300 underline-offset-4 hover:underline"
      >
        {more > 0 ? `All upcoming games (${more} more)` : 'All games'}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}
