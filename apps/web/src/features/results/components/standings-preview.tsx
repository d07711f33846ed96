import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { paths } from '../../../lib/paths';
import { leaderboardQueryOptions } from '../api/leaderboard';
import { formatPoints } from '../results-format';

/**
 * The top of a season's stored standings for a dashboard card: rank, avatar, name and points
 * of the first `limit` players, the viewer's row marked, and a link to the full leaderboard.
 * `empty` is shown while no game of the season is recorded.
 */
export function SeasonStandingsPreview({
  seasonSlug,
  empty,
  limit = 5,
}: {
  seasonSlug: string;
  empty: ReactNode;
  limit?: number;
}) {
  const query = useQuery(leaderboardQueryOptions(seasonSlug));
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading the standings" className="space-y-2">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="h-10 animate-pulse rounded-lg bg-white/[0.04]" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-mist">
        <p>Could not load the standings.</p>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { rows, viewer_member_slug: viewerSlug, season } = query.data;
  if (rows.length === 0) return <>{empty}</>;
  return (
    <div>
      <ol aria-label={`Top of the ${season.title} standings`} className="space-y-1.5">
        {rows.slice(0, limit).map((row) => {
          const isViewer = row.member.slug === viewerSlug;
          return (
            <li
              key={row.member.slug}
              aria-current={isViewer ? 'true' : undefined}
              className={`flex items-center gap-3 rounded-lg px-3 py-2 ${isViewer ? 'bg-gold-400/[0.08] ring-1 ring-gold-400/30' : ''}`}
            >
              <span className="w-6 shrink-0 text-right text-sm font-bold text-mist tabular-nums">
                {row.rank}
              </span>
              <UserAvatar src={row.member.avatar_url} name={row.member.name} />
              <span className="min-w-0 flex-1 truncate font-medium text-chalk">
                {row.member.name}
              </span>
              <span className="shrink-0 text-sm text-chalk tabular-nums">
                {formatPoints(row.points)} pts
              </span>
            </li>
          );
        })}
      </ol>
      <Link
        to={paths.leaderboard(season.slug)}
        className="mt-3 inline-block text-sm font-semibold text-gold-300 hover:text-gold-200"
      >
        Full leaderboard
      </Link>
    </div>
  );
}
