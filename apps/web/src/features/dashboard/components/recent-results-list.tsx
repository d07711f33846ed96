import type { DashboardRecentResult } from '@felt/contract';
import { ArrowRight, Trophy } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../lib/paths';
import { gameDayLabel, useClubTimeZone } from '../../games';
import { formatMoney, formatPoints, ordinal } from '../../results';

/** "You: 2nd of 9 · $45.00 · 8 pts", or who won when the viewer did not play. */
function mineText(result: DashboardRecentResult): string {
  const { mine, entrants } = result;
  if (!mine) return `${entrants} players`;
  const parts = [`You: ${ordinal(mine.place)} of ${entrants}`];
  if (mine.prize_cents > 0) parts.push(formatMoney(mine.prize_cents));
  if (mine.points > 0) parts.push(`${formatPoints(mine.points)} pts`);
  return parts.join(' · ');
}

/** The club's latest recorded games, newest first: who won, and how the viewer did. */
export function RecentResultsList({
  clubSlug,
  results,
}: {
  clubSlug: string;
  results: readonly DashboardRecentResult[];
}) {
  const timeZone = useClubTimeZone(clubSlug);
  return results.length === 0 ? (
    <EmptyState icon={Trophy} title="No results yet" compact>
      Once a game night is over and its results are recorded, the winners show here.
    </EmptyState>
  ) : (
    <>
      <ul aria-label="Recent results" className="space-y-2">
        {results.map((result) => (
          <li key={result.game.slug}>
            <Link
              to={paths.game(result.game.slug)}
              className="block rounded-xl border border-white/[0.06] bg-white/[0.02] px-4 py-3 transition-colors hover:border-white/15 hover:bg-white/[0.05]"
            >
              <span className="block font-semibold break-words text-chalk">
                {result.game.title}
              </span>
              <span className="mt-0.5 block text-sm text-mist">
                {gameDayLabel(result.game.starts_at, timeZone)}
                {result.winner ? (
                  <>
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">, </span>
                    <Trophy
                      className="mr-1 inline size-3.5 align-[-2px] text-gold-300"
                      aria-hidden="true"
                    />
                    Won by {result.winner.name}
                  </>
                ) : null}
              </span>
              <span className="mt-0.5 block text-xs text-fog tabular-nums">{mineText(result)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={`${paths.games()}?when=past`}
        className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-medium text-gold-300 underline-offset-4 hover:underline"
      >
        Past games
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </>
  );
}
