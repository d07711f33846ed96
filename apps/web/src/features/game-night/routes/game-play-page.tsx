import { DEFAULT_BLIND_SCHEDULE_SOUNDS, type Game } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { isApiError } from '../../../lib/api-client';
import { clubCan, DEFAULT_ROLE } from '../../../lib/club/club-roles';
import { useSelectedClub } from '../../../lib/club/use-selected-club';
import { onClubSwitch } from '../../../lib/club/use-switch-club';
import { errorText } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { blindSchedulesQueryOptions } from '../../blind-schedules';
import { createAudioCues, type AudioContextFactory, type ClockSounds } from '../../blind-clock';
import { gameQueryOptions } from '../../games';
import { gameSettingsQueryOptions } from '../../settings';
import { GameEndedNotice, OfflineBanner, useGameNight, useServerNow } from '..';
import { GamePlayScreen } from '../play/game-play-screen';
import { useViewerMemberSlug } from './use-viewer-member-slug';
import type { PlayPayoutRules } from '../play/play-types';

/** The sounds of the structure the game plays (as the game page names it), else the defaults. */
function useGameSounds(game: Game | undefined): ClockSounds {
  const schedules = useQuery({
    ...blindSchedulesQueryOptions(game?.club_slug ?? ''),
    enabled: Boolean(game),
  });
  const settings = useQuery({
    ...gameSettingsQueryOptions(game?.slug ?? ''),
    enabled: Boolean(game),
  });
  const slug =
    game?.blind_schedule_slug ?? settings.data?.default_blind_schedule_slug.value ?? null;
  const schedule = schedules.data?.find((each) =>
    slug === null ? each.is_default : each.slug === slug,
  );
  return useMemo(
    () =>
      schedule
        ? {
            warning_seconds: schedule.warning_seconds,
            alert_seconds: schedule.alert_seconds,
            beep_seconds: schedule.beep_seconds,
          }
        : DEFAULT_BLIND_SCHEDULE_SOUNDS,
    [schedule],
  );
}

function usePayoutRules(gameSlug: string): PlayPayoutRules | null {
  const settings = useQuery(gameSettingsQueryOptions(gameSlug));
  const data = settings.data;
  return useMemo(
    () =>
      data
        ? {
            structure: data.payout_structure.value,
            roundingUnitCents: data.rounding_unit_cents.value,
          }
        : null,
    [data],
  );
}

function NotFound() {
  usePageTitle('Game not found');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <SearchX className="size-10 text-gold-300" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-chalk">Game not found</h1>
      <p className="mt-3 text-mist">No game of your clubs has this address.</p>
      <ButtonLink to={paths.games()} className="mt-8">
        Back to games
      </ButtonLink>
    </div>
  );
}

/**
 * `/app/game/{gameSlug}/play`: the live night on any screen (issue 13). The state, the
 * server's clock, the connection and the director's queue come from the live layer
 * (useGameNight); this page adds who is looking (may they direct? which seat is theirs?), the
 * game's sounds and payouts, and ticks the clock on the server's second.
 */
export function GamePlayPage({ audioFactory }: { audioFactory?: AudioContextFactory } = {}) {
  const { gameSlug = '' } = useParams();
  const navigate = useNavigate();
  const game = useQuery(gameQueryOptions(gameSlug));
  const live = useGameNight(gameSlug);
  const [audio] = useState(() => createAudioCues(audioFactory));
  const { clubs } = useSelectedClub();
  const club = game.data ? clubs.find((each) => each.slug === game.data.club_slug) : undefined;
  const canDirect = clubCan(club?.role ?? DEFAULT_ROLE, 'game:run');
  const viewerMemberSlug = useViewerMemberSlug(game.data);
  const sounds = useGameSounds(game.data);
  const payout = usePayoutRules(gameSlug);
  const title = game.data?.title ?? 'Game night';
  usePageTitle(`${title} · Play`);

  useEffect(() => onClubSwitch(() => void navigate(paths.games(), { replace: true })), [navigate]);

  // Re-read the server's time on the second the clock shows change (the level's end).
  const [alignTo, setAlignTo] = useState(0);
  const now = useServerNow(live, 1_000, alignTo);
  const view = live.viewAt(now);
  const levelEnd =
    view && view.clock.status === 'running' ? Math.round(now + view.clock.remaining_ms) % 1000 : 0;
  // Adjusted while rendering (React's pattern for state that follows a value), not in an effect.
  if (levelEnd !== alignTo) setAlignTo(levelEnd);

  const notFound =
    (isApiError(game.error) && game.error.status === 404) ||
    (isApiError(live.loadError) && live.loadError.status === 404);
  if (notFound) return <NotFound />;
  if (live.ended) return <GameEndedNotice title={title} ended={live.ended} />;
  const failure = live.loadError ?? (game.isError ? game.error : null);
  if (failure && !view) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="sr-only">{title}</h1>
        <ErrorAlert
          error={errorText(failure, 'The game night could not be loaded.')}
          onRetry={() => window.location.reload()}
        />
      </div>
    );
  }
  if (!view) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <OfflineBanner live={live} className="mb-4" />
        <h1 className="text-2xl font-semibold text-chalk">{title}</h1>
        <p role="status" className="mt-4 text-mist">
          {live.connection === 'offline'
            ? 'Offline: the night shows here as soon as the connection returns.'
            : 'Loading the game night...'}
        </p>
      </div>
    );
  }
  return (
    <GamePlayScreen
      title={title}
      state={live.state}
      view={view}
      canDirect={canDirect}
      viewerMemberSlug={viewerMemberSlug}
      pending={live.pending}
      onCommand={(command) => live.send(command)}
      refusal={live.refusal}
      onDismissRefusal={live.dismissRefusal}
      sounds={sounds}
      payout={payout}
      audio={audio}
      seatingHref={paths.gameSeating(gameSlug)}
      // On a wide screen the banner floats over the board, which keeps the whole window; the
      // status region stays in the page (empty) so screen readers hear it change.
      banner={
        <OfflineBanner
          live={live}
          className="sticky top-16 z-30 px-3 [&:not(:empty)]:pt-3 lg:fixed lg:inset-x-0 lg:top-[4.75rem] lg:z-40 lg:mx-auto lg:w-fit lg:max-w-xl lg:p-0 lg:[&:not(:empty)]:pt-0"
        />
      }
    />
  );
}
