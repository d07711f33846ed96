import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Link } from '../../../components/ui/link';
import { errorText } from '../../../lib/error-text';
import { paths } from '../../../lib/paths';
import { gamesQueryOptions } from '../api/list-games';
import { gameDayLabel, gameTimeLabel } from '../game-time';
import { useClubTimeZone } from '../use-viewer-time-zone';
import { GameStatusBadge, MyEntryBadge } from './game-badges';

/**
 * A member's profile: the upcoming games they are registered or waitlisted for, soonest first,
 * each saying where they stand.
 */
export function MemberGames({
  clubSlug,
  memberSlug,
  name,
  isViewer,
}: {
  clubSlug: string;
  memberSlug: string;
  name: string;
  isViewer: boolean;
}) {
  const timeZone = useClubTimeZone(clubSlug);
  const games = useQuery(
    gamesQueryOptions(clubSlug, { when: 'upcoming', season: null, member: memberSlug, page: 1 }),
  );
  const shown = games.data?.results ?? [];
  const more = (games.data?.count ?? 0) - shown.length;
  return (
    <section
      aria-labelledby="member-games-heading"
      className="rounded-2xl border border-white/[0.07] bg-ink-900/70 p-5 sm:p-6"
    >
      <h2 id="member-games-heading" className="text-lg font-semibold text-chalk">
        Games registered
      </h2>
      <div className="mt-4">
        {games.isPending ? (
          <p role="status" className="text-sm text-mist">
            Loading games...
          </p>
        ) : games.isError ? (
          <ErrorAlert
            error={errorText(games.error, 'Failed to load the games.')}
            onRetry={() => void games.refetch()}
          />
        ) : shown.length === 0 ? (
          <p className="text-sm text-mist">
            {isViewer
              ? 'You are not registered for any upcoming game.'
              : `${name} is not registered for any upcoming game.`}{' '}
            <Link
              to={paths.games()}
              className="font-medium text-gold-300 underline-offset-4 hover:underline"
            >
              See the games
            </Link>
          </p>
        ) : (
          <>
            <ul aria-label="Games registered" className="divide-y divide-white/[0.06]">
              {shown.map((game) => (
                <li
                  key={game.slug}
                  className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2.5"
                >
                  <span className="min-w-0">
                    <Link
                      to={paths.game(game.slug)}
                      className="font-medium break-words text-chalk underline-offset-4 hover:underline"
                    >
                      {game.title}
                    </Link>
                    <span className="block text-sm text-mist">
                      {gameDayLabel(game.starts_at, timeZone)},{' '}
                      {gameTimeLabel(game.starts_at, timeZone)}
                      {game.location ? ` · ${game.location}` : ''}
                    </span>
                  </span>
                  <span className="flex shrink-0 items-center gap-2">
                    <GameStatusBadge status={game.status} quiet />
                    <MyEntryBadge entry={game.member_entry} inLabel="Registered" />
                  </span>
                </li>
              ))}
            </ul>
            {more > 0 ? <p className="mt-3 text-sm text-fog">And {more} more.</p> : null}
          </>
        )}
      </div>
    </section>
  );
}
