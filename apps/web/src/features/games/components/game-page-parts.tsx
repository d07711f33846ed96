import type { Club, Game } from '@felt/contract';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Link } from '../../../components/ui/link';
import { isApiError } from '../../../lib/api-client';
import { useSelectedClub } from '../../../lib/club/use-selected-club';
import { onClubSwitch } from '../../../lib/club/use-switch-club';
import { errorText } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { gameQueryOptions } from '../api/get-game';
import { GAME_UI_MESSAGES as M } from '../game-messages';

/* What the game's own pages (the game, the registration desk, its edit form) share. */

/** The club a game belongs to, among the user's clubs (the selected one, mostly). */
export function useGameClub(game: Game | undefined): Club | null {
  const { clubs } = useSelectedClub();
  return game ? (clubs.find((club) => club.slug === game.club_slug) ?? null) : null;
}

export function GamePageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(ellipse_60%_80%_at_15%_0%,var(--color-felt-900)_0%,transparent_70%)]"
      />
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-20 sm:px-6 sm:pt-8 lg:px-8">{children}</div>
    </div>
  );
}

export function BackToGames({
  to = paths.games(),
  label = 'All games',
}: {
  to?: string;
  label?: string;
}) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-mist hover:text-chalk"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}

/** The game's answer is missing (404) or did not come (any other failure). */
export function GameLoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  usePageTitle(M.gameNotFound);
  if (isApiError(error) && error.status === 404) {
    return (
      <GamePageFrame>
        <div className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
          <SearchX className="size-10 text-gold-300" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-semibold tracking-tight text-chalk">
            {M.gameNotFound}
          </h1>
          <p className="mt-3 text-mist">
            No game of your clubs has this address. It may have been deleted.
          </p>
          <ButtonLink to={paths.games()} className="mt-8">
            Back to games
          </ButtonLink>
        </div>
      </GamePageFrame>
    );
  }
  return (
    <GamePageFrame>
      <h1 className="sr-only">Game</h1>
      <ErrorAlert error={errorText(error, M.loadGameFailed)} onRetry={onRetry} />
    </GamePageFrame>
  );
}

/** Leaves a game's page for the games list when the user switches club. */
export function useLeaveGameOnClubSwitch(): void {
  const navigate = useNavigate();
  useEffect(() => onClubSwitch(() => void navigate(paths.games(), { replace: true })), [navigate]);
}

/**
 * A page of one game (`:gameSlug` in the address): reads the game, says so while it loads
 * (`loading`), offers Try again when it fails, leaves for the games list on a club switch, and
 * renders `children` with the game once it is there.
 */
export function GameRoute({
  loading,
  children,
}: {
  loading: string;
  children: (game: Game) => ReactNode;
}) {
  const { gameSlug = '' } = useParams();
  const game = useQuery(gameQueryOptions(gameSlug));
  useLeaveGameOnClubSwitch();
  if (game.isPending) {
    return (
      <GamePageFrame>
        <p role="status" className="py-6 text-mist">
          {loading}
        </p>
      </GamePageFrame>
    );
  }
  if (game.isError) {
    return <GameLoadProblem error={game.error} onRetry={() => void game.refetch()} />;
  }
  return children(game.data);
}
