import { GAMES_PAGE_SIZE, type Club, type GameWhen } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CalendarPlus, ChevronLeft, ChevronRight, History } from 'lucide-react';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Link } from '../../../components/ui/link';
import { isApiError } from '../../../lib/api-client';
import { clubCan } from '../../../lib/club/club-roles';
import { useSelectedClub } from '../../../lib/club/use-selected-club';
import { onClubSwitch } from '../../../lib/club/use-switch-club';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { hiddenSeasonQueryOptions, useActiveLeague } from '../../leagues';
import { gamesQueryOptions } from '../api/list-games';
import { CalendarFeedCard } from '../components/calendar-feed-card';
import { GameCard } from '../components/game-card';
import { GamesEmptyState } from '../components/games-empty-state';
import { SeasonFilter } from '../components/season-filter';
import { GAME_UI_MESSAGES as M } from '../game-messages';
import { findSeason, useClubSeasons } from '../use-club-seasons';
import { useClubTimeZone } from '../use-viewer-time-zone';

const TITLE = 'Games';

const WHEN_LABELS: Record<Exclude<GameWhen, 'all'>, string> = {
  upcoming: 'Upcoming',
  past: 'Past',
};

/** The list's choices, kept in the address so a reload, a link or Back shows the same list. */
function useGameListParams() {
  const [search, setSearch] = useSearchParams();
  const when: Exclude<GameWhen, 'all'> = search.get('when') === 'past' ? 'past' : 'upcoming';
  const season = search.get('season') || null;
  // One filter at a time: a season, or a whole league.
  const league = season ? null : search.get('league') || null;
  const page = Math.max(1, Math.floor(Number(search.get('page'))) || 1);
  const hrefWith = useCallback(
    (changes: { when?: string; season?: string | null; league?: string | null; page?: number }) => {
      const next = new URLSearchParams(search);
      const set = (key: string, value: string | null | undefined) => {
        if (value) next.set(key, value);
        else next.delete(key);
      };
      if ('when' in changes) set('when', changes.when === 'past' ? 'past' : null);
      if ('season' in changes) set('season', changes.season);
      if ('league' in changes) set('league', changes.league);
      // Another list starts on its first page.
      set('page', changes.page && changes.page > 1 ? String(changes.page) : null);
      const text = next.toString();
      return `${paths.games()}${text ? `?${text}` : ''}`;
    },
    [search],
  );
  return { params: { when, season, league, page }, hrefWith, setSearch };
}

/**
 * `/app/games`: the selected club's upcoming games (running ones included, soonest first) or
 * past ones (latest first), by season, 25 a page. Each says when on the viewer's clock, where,
 * the seats taken, the waitlist and where the viewer stands.
 */
export function GamesPage() {
  usePageTitle(TITLE);
  const { club } = useSelectedClub();
  const navigate = useNavigate();

  // A season in the address belongs to one club: after a switch, list the new club's games.
  useEffect(() => onClubSwitch(() => void navigate(paths.games(), { replace: true })), [navigate]);

  if (!club) {
    return (
      <Frame club={null}>
        <Alert tone="info">{M.noClub}</Alert>
      </Frame>
    );
  }
  return <ClubGames key={club.slug} club={club} />;
}

function Frame({
  club,
  actions,
  children,
}: {
  club: Club | null;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(ellipse_60%_80%_at_15%_0%,var(--color-felt-900)_0%,transparent_70%)]"
      />
      <div className="mx-auto max-w-5xl px-4 pt-8 pb-20 sm:px-6 sm:pt-10 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            {club ? (
              <p className="text-sm font-semibold tracking-wide break-words text-felt-200">
                {club.name}
              </p>
            ) : null}
            <h1 className="mt-1 text-3xl font-semibold tracking-tight text-chalk sm:text-4xl">
              {TITLE}
            </h1>
          </div>
          {actions ? <div className="shrink-0">{actions}</div> : null}
        </div>
        <div className="mt-6 space-y-5">{children}</div>
      </div>
    </div>
  );
}

function ClubGames({ club }: { club: Club }) {
  const { params, hrefWith } = useGameListParams();
  const navigate = useNavigate();
  const timeZone = useClubTimeZone(club.slug);
  const seasons = useClubSeasons(club.slug);
  const hiddenSeason = useQuery(hiddenSeasonQueryOptions(club.slug));
  const games = useQuery(gamesQueryOptions(club.slug, params));
  const { league } = useActiveLeague(club.slug);
  const canSchedule = clubCan(club.role, 'game:schedule');

  // A page that no longer exists (games were deleted) falls back to the first.
  const pageGone =
    games.isError && isApiError(games.error) && games.error.status === 404 && params.page > 1;
  useEffect(() => {
    if (pageGone) void navigate(hrefWith({ page: 1 }), { replace: true });
  }, [hrefWith, navigate, pageGone]);

  const seasonName = (seasonSlug: string) => {
    const found = findSeason(seasons.groups, seasonSlug);
    return found ? `${found.league.name} · ${found.season.title}` : undefined;
  };
  const chosenLeague = seasons.groups.find((group) => group.league.slug === params.league);
  const chosenSeason =
    params.season === null
      ? params.league === null
        ? null
        : `in ${chosenLeague?.league.name ?? 'this league'}`
      : params.season === hiddenSeason.data
        ? 'outside a league'
        : `in ${findSeason(seasons.groups, params.season)?.season.title ?? 'this season'}`;

  // A game run elsewhere goes into a league season: the one listed, else the active one.
  const editorSeason =
    params.season !== null && params.season !== hiddenSeason.data
      ? params.season
      : params.season === null
        ? (league?.active_season?.slug ?? null)
        : null;
  const scheduleButton = canSchedule ? (
    <div className="flex flex-wrap gap-2">
      {clubCan(club.role, 'game:run') && editorSeason ? (
        <ButtonLink
          to={paths.seasonGame(editorSeason, undefined, {
            caller: hrefWith({ page: params.page }),
          })}
          variant="secondary"
        >
          <History className="size-4" aria-hidden="true" />
          Enter a past game
        </ButtonLink>
      ) : null}
      <ButtonLink to={paths.newGame()}>
        <CalendarPlus className="size-4" aria-hidden="true" />
        Schedule Game
      </ButtonLink>
    </div>
  ) : null;

  const pages = games.data ? Math.max(1, Math.ceil(games.data.count / GAMES_PAGE_SIZE)) : 1;
  const listLabel = `${WHEN_LABELS[params.when]} games`;

  return (
    <Frame club={club} actions={scheduleButton}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <nav aria-label="Which games" className="flex gap-2">
          {(Object.keys(WHEN_LABELS) as (keyof typeof WHEN_LABELS)[]).map((when) => {
            const current = when === params.when;
            const Icon = when === 'upcoming' ? CalendarClock : History;
            return (
              <Link
                key={when}
                to={hrefWith({ when })}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors ${
                  current
                    ? 'border-gold-400/50 bg-gold-400/10 text-gold-200'
                    : 'border-white/10 text-mist hover:border-white/25 hover:text-chalk'
                }`}
              >
                <Icon className="size-4" aria-hidden="true" />
                {WHEN_LABELS[when]}
              </Link>
            );
          })}
        </nav>
        <SeasonFilter
          groups={seasons.groups}
          hiddenSeasonSlug={hiddenSeason.data ?? null}
          season={params.season}
          league={params.league}
          onChange={(choice) => void navigate(hrefWith(choice))}
        />
      </div>

      {games.isPending ? (
        <p role="status" className="py-6 text-mist">
          Loading games...
        </p>
      ) : games.isError && !pageGone ? (
        <ErrorAlert
          error={{
            message: M.loadGamesFailed,
            detail: isApiError(games.error) ? games.error.detail : undefined,
          }}
          onRetry={() => void games.refetch()}
        />
      ) : games.data && games.data.results.length > 0 ? (
        <>
          <ul
            aria-label={listLabel}
            className={`space-y-3 transition-opacity ${games.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {games.data.results.map((game) => (
              <li key={game.slug}>
                <GameCard
                  game={game}
                  timeZone={timeZone}
                  seasonLabel={game.league_slug ? seasonName(game.season_slug) : undefined}
                />
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav
              aria-label="Pages"
              className="flex items-center justify-between gap-3 border-t border-white/[0.06] pt-4"
            >
              <PageLink to={params.page > 1 ? hrefWith({ page: params.page - 1 }) : null}>
                <ChevronLeft className="size-4" aria-hidden="true" />
                Previous
              </PageLink>
              <p className="text-sm text-mist tabular-nums">
                Page {params.page} of {pages}
              </p>
              <PageLink to={params.page < pages ? hrefWith({ page: params.page + 1 }) : null}>
                Next
                <ChevronRight className="size-4" aria-hidden="true" />
              </PageLink>
            </nav>
          ) : null}
        </>
      ) : games.data ? (
        <GamesEmptyState
          when={params.when}
          season={chosenSeason}
          canSchedule={canSchedule}
          allSeasonsHref={
            params.season === null && params.league === null
              ? null
              : hrefWith({ season: null, league: null })
          }
        />
      ) : null}
      <CalendarFeedCard club={club} />
    </Frame>
  );
}

function PageLink({ to, children }: { to: string | null; children: ReactNode }) {
  const className =
    'inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium';
  if (to === null) {
    return (
      <span aria-disabled="true" className={`${className} border-white/[0.06] text-fog/60`}>
        {children}
      </span>
    );
  }
  return (
    <Link
      to={to}
      className={`${className} border-white/15 text-chalk hover:border-white/30 hover:bg-white/[0.05]`}
    >
      {children}
    </Link>
  );
}
