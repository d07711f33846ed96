import type { Game } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import { isApiError } from '../../../lib/api-client';
import { useSelectedClub } from '../../../lib/club/use-selected-club';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { gameQueryOptions } from '../../games';
import { settingsQueryOptions } from '../api/get-settings';
import {
  type Crumb,
  SettingsLayout,
  SettingsNotFound,
  SettingsPending,
} from '../components/settings-layout';
import { useLeaveOnClubSwitch } from '../use-leave-on-club-switch';
import { ScopeSettings } from '../components/scope-settings';

export const GAME_NOT_FOUND = {
  title: 'Game not found',
  message: 'Game not found. It may have been deleted.',
} as const;

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * `/app/settings/game/:gameSlug`: what one game overrides of its season's rules (the cascade's
 * fourth scope): a deeper stack for a special night, no rebuys for a final.
 */
export function GameSettingsPage() {
  usePageTitle('Game Settings');
  useLeaveOnClubSwitch();
  const { gameSlug = '' } = useParams();
  const game = useQuery(gameQueryOptions(gameSlug));

  if (game.isError && isNotFound(game.error)) {
    return <SettingsNotFound {...GAME_NOT_FOUND} />;
  }
  if (!game.data) {
    return (
      <SettingsPending
        crumbs={[{ label: 'Club Settings', to: paths.settings.club() }, { label: 'Game' }]}
        eyebrow="Game settings"
        title="Game"
        scope="game"
        loadingLabel="Loading the game..."
        failure={
          game.isError
            ? { title: 'Failed to load the game', retry: () => void game.refetch() }
            : undefined
        }
      />
    );
  }
  return <GameSettings key={game.data.slug} game={game.data} />;
}

function GameSettings({ game }: { game: Game }) {
  const { clubs } = useSelectedClub();
  const club = clubs.find((candidate) => candidate.slug === game.club_slug);
  const scope = { kind: 'game', slug: game.slug } as const;
  const settings = useQuery(settingsQueryOptions(scope));
  // A game outside every league is in the club's hidden season, which has no settings page of
  // its own: what the game overrides is then the club's value.
  const inLeague = game.league_slug !== null;
  const parent = useQuery(
    settingsQueryOptions(
      inLeague
        ? { kind: 'season', slug: game.season_slug }
        : { kind: 'club', slug: game.club_slug },
    ),
  );

  if (settings.isError && isNotFound(settings.error)) {
    return <SettingsNotFound {...GAME_NOT_FOUND} />;
  }
  const crumbs: Crumb[] = [
    { label: 'Club Settings', to: paths.settings.club() },
    ...(inLeague ? [{ label: 'Season', to: paths.settings.season(game.season_slug) }] : []),
    { label: game.title },
  ];
  return (
    <SettingsLayout
      crumbs={crumbs}
      eyebrow="Game settings"
      title={game.title}
      scope="game"
      subtitle={
        <p>
          Rules for this game only. What it does not set comes from{' '}
          {inLeague ? 'its season, then the league, then the club.' : 'the club.'}
        </p>
      }
      aside={
        <Link
          to={paths.game(game.slug)}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-gold-300 underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to {game.title}
        </Link>
      }
    >
      <ScopeSettings
        scope={scope}
        settings={settings}
        parent={parent.data}
        clubSlug={game.club_slug}
        role={club?.role}
      />
    </SettingsLayout>
  );
}
