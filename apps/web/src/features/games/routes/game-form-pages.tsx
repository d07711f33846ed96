import type { Game } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { clubCan, DEFAULT_ROLE } from '../../../lib/club/club-roles';
import { useSelectedClub } from '../../../lib/club/use-selected-club';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { gameQueryOptions } from '../api/get-game';
import { GameForm } from '../components/game-form';
import {
  BackToGames,
  GameLoadProblem,
  GamePageFrame,
  useGameClub,
  useLeaveGameOnClubSwitch,
} from '../components/game-page-parts';
import { isOpen } from '../game-format';
import { GAME_UI_MESSAGES as M } from '../game-messages';

function FormFrame({
  eyebrow,
  title,
  back,
  children,
}: {
  eyebrow: string;
  title: string;
  back: ReactNode;
  children: ReactNode;
}) {
  return (
    <GamePageFrame>
      {back}
      <div className="mx-auto mt-4 max-w-2xl">
        <p className="text-sm font-semibold tracking-wide break-words text-felt-200">{eyebrow}</p>
        <h1 className="mt-1 text-3xl font-semibold tracking-tight break-words text-chalk sm:text-4xl">
          {title}
        </h1>
        <div className="mt-6 rounded-2xl border border-white/[0.07] bg-ink-900/70 p-5 sm:p-6">
          {children}
        </div>
      </div>
    </GamePageFrame>
  );
}

/**
 * `/app/games/new`: the Schedule Game form as a page, for the selected club (owners and
 * managers; RequireClubManager lets Demo look at it read-only). Once scheduled, the game's
 * page opens.
 */
export function NewGamePage() {
  usePageTitle('Schedule Game');
  const { club } = useSelectedClub();
  const navigate = useNavigate();
  if (!club) {
    return (
      <FormFrame eyebrow="Games" title="Schedule Game" back={<BackToGames />}>
        <Alert tone="info">{M.noClub}</Alert>
      </FormFrame>
    );
  }
  return (
    <FormFrame eyebrow={club.name} title="Schedule Game" back={<BackToGames />}>
      <GameForm
        key={club.slug}
        clubSlug={club.slug}
        readOnly={!clubCan(club.role, 'game:schedule')}
        onCancel={() => void navigate(paths.games())}
        onSaved={(game) => {
          toast.success(M.scheduled(game.title));
          void navigate(paths.game(game.slug));
        }}
      />
    </FormFrame>
  );
}

/** `/app/games/{gameSlug}/edit`: the same form on a scheduled game (owners and managers). */
export function EditGamePage() {
  const { gameSlug = '' } = useParams();
  const game = useQuery(gameQueryOptions(gameSlug));
  useLeaveGameOnClubSwitch();
  if (game.isPending) {
    return (
      <GamePageFrame>
        <p role="status" className="py-6 text-mist">
          Loading the game...
        </p>
      </GamePageFrame>
    );
  }
  if (game.isError) {
    return <GameLoadProblem error={game.error} onRetry={() => void game.refetch()} />;
  }
  return <EditGame game={game.data} />;
}

function EditGame({ game }: { game: Game }) {
  usePageTitle(`Edit ${game.title}`);
  const navigate = useNavigate();
  const club = useGameClub(game);
  const role = club?.role ?? DEFAULT_ROLE;
  const back = <BackToGames to={paths.game(game.slug)} label={game.title} />;
  return (
    <FormFrame eyebrow={club?.name ?? 'Games'} title="Edit game" back={back}>
      {isOpen(game) ? (
        <GameForm
          clubSlug={game.club_slug}
          game={game}
          readOnly={!clubCan(role, 'game:schedule')}
          onCancel={() => void navigate(paths.game(game.slug))}
          onSaved={(saved) => {
            toast.success(M.saved(saved.title));
            void navigate(paths.game(saved.slug));
          }}
        />
      ) : (
        <Alert tone="info" title="Only a scheduled game can be changed.">
          {game.title} is {game.status}.
        </Alert>
      )}
    </FormFrame>
  );
}
