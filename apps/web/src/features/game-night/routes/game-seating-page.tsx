import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Timer } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Link } from '../../../components/ui/link';
import { isApiError } from '../../../lib/api-client';
import { clubCan, DEFAULT_ROLE } from '../../../lib/club/club-roles';
import { useSelectedClub } from '../../../lib/club/use-selected-club';
import { onClubSwitch } from '../../../lib/club/use-switch-club';
import { errorText } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { gameQueryOptions } from '../../games';
import { membersQueryOptions } from '../../members';
import { GameEndedNotice, OfflineBanner, useGameNight } from '..';
import { SeatingScreen } from '../seating/seating-screen';
import { useViewerMemberSlug } from './use-viewer-member-slug';

/** Typing pauses this long before the members are searched, so a name is one request. */
const SEARCH_PAUSE_MS = 300;

function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-3xl px-4 py-8">{children}</div>;
}

/**
 * `/app/game/{gameSlug}/seating`: the night's tables (issue 13). The state, the connection
 * and the director's queue come from the live layer (useGameNight); this page adds who is
 * looking (may they seat players? which seat is theirs?) and the links around it.
 */
export function GameSeatingPage() {
  const { gameSlug = '' } = useParams();
  const navigate = useNavigate();
  const game = useQuery(gameQueryOptions(gameSlug));
  const live = useGameNight(gameSlug);
  const { clubs } = useSelectedClub();
  const club = game.data ? clubs.find((each) => each.slug === game.data.club_slug) : undefined;
  const canDirect = clubCan(club?.role ?? DEFAULT_ROLE, 'game:run');
  const viewerMemberSlug = useViewerMemberSlug(game.data);
  const [search, setSearch] = useState('');
  const settled = useSettled(search.trim(), SEARCH_PAUSE_MS);
  const members = useQuery({
    ...membersQueryOptions(game.data?.club_slug ?? '', { search: settled, role: null, page: 1 }),
    enabled: canDirect && Boolean(game.data) && settled !== '',
  });
  const title = game.data?.title ?? 'Game night';
  usePageTitle(`${title} · Seating`);

  useEffect(() => onClubSwitch(() => void navigate(paths.games(), { replace: true })), [navigate]);

  const view = live.viewAt(live.now());
  const notFound =
    (isApiError(game.error) && game.error.status === 404) ||
    (isApiError(live.loadError) && live.loadError.status === 404);
  if (notFound) {
    return (
      <Frame>
        <h1 className="text-2xl font-semibold tracking-tight text-chalk">Game not found</h1>
        <p className="mt-3 text-mist">No game of your clubs has this address.</p>
        <ButtonLink to={paths.games()} className="mt-6">
          Back to games
        </ButtonLink>
      </Frame>
    );
  }
  if (live.ended) return <GameEndedNotice title={title} ended={live.ended} />;
  const failure = live.loadError ?? (game.isError ? game.error : null);
  if (failure && !view) {
    return (
      <Frame>
        <h1 className="sr-only">{title}</h1>
        <ErrorAlert
          error={errorText(failure, 'The game night could not be loaded.')}
          onRetry={() => window.location.reload()}
        />
      </Frame>
    );
  }
  if (!view || !live.state) {
    return (
      <Frame>
        <OfflineBanner live={live} className="mb-4" />
        <h1 className="text-2xl font-semibold text-chalk">{title}</h1>
        <p role="status" className="mt-4 text-mist">
          {live.connection === 'offline'
            ? 'Offline: the tables show here as soon as the connection returns.'
            : 'Loading the tables...'}
        </p>
      </Frame>
    );
  }
  return (
    <SeatingScreen
      title={title}
      state={live.state}
      view={view}
      canDirect={canDirect}
      viewerMemberSlug={viewerMemberSlug}
      onCommand={(command) => live.send(command)}
      memberSearch={{
        text: search,
        onText: setSearch,
        results: settled === '' ? [] : (members.data?.results ?? []),
        pending: search.trim() !== settled || members.isFetching,
      }}
      refusal={live.refusal}
      onDismissRefusal={live.dismissRefusal}
      banner={<OfflineBanner live={live} className="px-4 pt-3 empty:hidden sm:px-6 lg:px-8" />}
      navigation={
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link
            to={paths.game(gameSlug)}
            className="inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-mist hover:text-chalk"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {title}
          </Link>
          <Link
            to={paths.gamePlay(gameSlug)}
            className="inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-gold-300 hover:text-gold-200"
          >
            <Timer className="size-4" aria-hidden="true" />
            Clock and controls
          </Link>
        </div>
      }
    />
  );
}
