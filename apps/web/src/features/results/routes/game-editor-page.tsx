import type { Club, Game, GameResultsResponse, LeaderboardResponse, Member } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, SearchX } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { timeZoneLabel } from '../../../components/ui/time-zone-label';
import { isApiError } from '../../../lib/api-client';
import { clubCan } from '../../../lib/club/club-roles';
import { useSelectedClub } from '../../../lib/club/use-selected-club';
import { onClubSwitch } from '../../../lib/club/use-switch-club';
import { errorText } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import {
  BackToGames,
  entriesQueryOptions,
  gameQueryOptions,
  GamePageFrame,
  useClubTimeZone,
  useCreateGame,
  useDeleteGame,
} from '../../games';
import { clubPlayersQueryOptions, usePutGameResults } from '../api/edit-results';
import { gameResultsQueryOptions } from '../api/game-results';
import { leaderboardQueryOptions } from '../api/leaderboard';
import { ResultsEditor } from '../components/results-editor';
import {
  emptyRow,
  rowsOfEntries,
  rowsOfResults,
  safeCaller,
  type GameEditorRequest,
  type GameEditorValues,
} from '../game-editor-values';
import { RESULTS_MESSAGES } from '@felt/contract';

/** "Eastern" for SPEC.md's six zones, else the place ("London" for Europe/London). */
function zoneName(timeZone: string | undefined): string {
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const label = timeZoneLabel(zone);
  return label.includes('/') ? (label.split('/').pop() ?? label) : label;
}

function Frame({
  eyebrow,
  title,
  back,
  children,
}: {
  eyebrow: string;
  title: string;
  back: string;
  children: ReactNode;
}) {
  return (
    <GamePageFrame>
      <BackToGames to={back} label="Back" />
      <div className="mt-4">
        <p className="text-sm font-semibold tracking-wide break-words text-felt-200">{eyebrow}</p>
        <h1 className="mt-1 text-3xl font-semibold tracking-tight break-words text-chalk sm:text-4xl">
          {title}
        </h1>
        <div className="mt-6">{children}</div>
      </div>
    </GamePageFrame>
  );
}

function Loading({ back, title }: { back: string; title: string }) {
  return (
    <Frame eyebrow="Games" title={title} back={back}>
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-mist">
        <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
        Loading the game editor...
      </p>
    </Frame>
  );
}

function NotFound({ back, what }: { back: string; what: string }) {
  return (
    <GamePageFrame>
      <div className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
        <SearchX className="size-10 text-gold-300" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-semibold tracking-tight text-chalk">{what}</h1>
        <p className="mt-3 text-mist">No season or game of your clubs has this address.</p>
        <ButtonLink to={back} className="mt-8">
          Back
        </ButtonLink>
      </div>
    </GamePageFrame>
  );
}

/**
 * `/app/season/{seasonSlug}/games/{gameSlug?}?caller=` (SPEC.md section 2): the game editor.
 * Without a game it enters one run elsewhere (the game made in the season with its title and
 * start, then its results); with one it corrects the game's results (or enters them for a game
 * never run live). Owners and managers save; Demo looks. After saving it returns to `caller`
 * when that is a path of the app, else to the season's past games.
 */
export function GameEditorPage() {
  const { seasonSlug = '', gameSlug } = useParams();
  const [search] = useSearchParams();
  const back = safeCaller(search.get('caller'), paths.seasonPastGames(seasonSlug));
  const title = gameSlug ? 'Correct results' : 'Enter a past game';
  usePageTitle(title);
  const navigate = useNavigate();
  // A season in the address belongs to one club: after a switch, the new club's games.
  useEffect(() => onClubSwitch(() => void navigate(paths.games(), { replace: true })), [navigate]);

  const board = useQuery(leaderboardQueryOptions(seasonSlug));
  const game = useQuery({ ...gameQueryOptions(gameSlug ?? ''), enabled: gameSlug !== undefined });
  const { clubs } = useSelectedClub();
  const clubSlug = board.data?.season.club_slug ?? '';
  const members = useQuery({ ...clubPlayersQueryOptions(clubSlug), enabled: clubSlug !== '' });
  const recorded = game.data?.status === 'recorded';
  const results = useQuery({
    ...gameResultsQueryOptions(gameSlug ?? ''),
    enabled: gameSlug !== undefined && recorded,
  });
  const entries = useQuery({
    ...entriesQueryOptions(gameSlug ?? ''),
    enabled: gameSlug !== undefined && game.data !== undefined && !recorded,
  });

  const notFound = (error: unknown) => isApiError(error) && error.status === 404;
  if (board.isError || game.isError) {
    if (notFound(board.error) || notFound(game.error)) {
      return <NotFound back={back} what={gameSlug ? 'Game not found' : 'Season not found'} />;
    }
    return (
      <Frame eyebrow="Games" title={title} back={back}>
        <ErrorAlert
          error={errorText(board.error ?? game.error, 'Failed to load the game editor')}
          onRetry={() => {
            if (board.isError) void board.refetch();
            if (game.isError) void game.refetch();
          }}
        />
      </Frame>
    );
  }
  const club = clubs.find((each) => each.slug === clubSlug);
  if (board.data && !club) return <NotFound back={back} what="Season not found" />;
  if (game.data && game.data.season_slug !== seasonSlug) {
    return <NotFound back={back} what="Game not found" />;
  }
  const problem = members.error ?? results.error ?? entries.error;
  if (problem) {
    return (
      <Frame eyebrow="Games" title={title} back={back}>
        <ErrorAlert
          error={errorText(problem, 'Failed to load the game editor')}
          onRetry={() => {
            if (members.isError) void members.refetch();
            if (results.isError) void results.refetch();
            if (entries.isError) void entries.refetch();
          }}
        />
      </Frame>
    );
  }
  const ready =
    board.data &&
    club &&
    members.data &&
    (gameSlug === undefined || (game.data && (recorded ? results.data : entries.data)));
  if (!ready) return <Loading back={back} title={title} />;

  return (
    <Editor
      key={`${club.slug}:${seasonSlug}:${gameSlug ?? ''}`}
      board={board.data}
      club={club}
      game={game.data ?? null}
      results={results.data ?? null}
      registered={entries.data?.registered ?? []}
      members={members.data}
      back={back}
    />
  );
}

function Editor({
  board,
  club,
  game,
  results,
  registered,
  members,
  back,
}: {
  board: LeaderboardResponse;
  club: Club;
  game: Game | null;
  results: GameResultsResponse | null;
  registered: Parameters<typeof rowsOfEntries>[0];
  members: Member[];
  back: string;
}) {
  const navigate = useNavigate();
  const timeZone = useClubTimeZone(club.slug);
  const seasonSlug = board.season.slug;
  const create = useCreateGame(club.slug);
  const remove = useDeleteGame(club.slug);
  const put = usePutGameResults({ clubSlug: club.slug, seasonSlug });
  const readOnly = !clubCan(club.role, 'game:run');
  const eyebrow = `${club.name} · ${board.season.title}`;

  if (game && (game.status === 'running' || game.status === 'cancelled')) {
    return (
      <Frame eyebrow={eyebrow} title={`Results of ${game.title}`} back={back}>
        <Alert
          tone="info"
          actions={
            game.status === 'running' ? (
              <ButtonLink to={paths.gamePlay(game.slug)} size="sm">
                Go to the live night
              </ButtonLink>
            ) : null
          }
        >
          {game.status === 'running' ? RESULTS_MESSAGES.running : RESULTS_MESSAGES.cancelled}
        </Alert>
      </Frame>
    );
  }

  const fromResults = results ? rowsOfResults(results) : null;
  const rows = fromResults?.rows.length
    ? fromResults.rows
    : registered.length > 0
      ? rowsOfEntries(registered)
      : [emptyRow('1'), emptyRow('2')];
  const defaultValues: GameEditorValues = {
    game: { title: '', date: '', time: '19:00' },
    rows,
  };

  const save = async (request: GameEditorRequest) => {
    let slug = game?.slug;
    let created: Game | null = null;
    if (request.game) {
      created = await create.mutateAsync({ ...request.game, season_slug: seasonSlug });
      slug = created.slug;
    }
    try {
      await put.mutateAsync({ gameSlug: slug ?? '', body: { results: request.results } });
    } catch (error) {
      // Nothing stays of a refused save: the game made for it goes again (it has no entries).
      if (created) await remove.mutateAsync(created.slug).catch(() => undefined);
      throw error;
    }
    toast.success(
      created
        ? `${created.title} is entered.`
        : `The results of ${game?.title ?? 'the game'} are saved.`,
    );
  };

  const title = game
    ? game.status === 'recorded'
      ? `Correct results: ${game.title}`
      : `Enter results: ${game.title}`
    : 'Enter a past game';

  return (
    <Frame eyebrow={eyebrow} title={title} back={back}>
      {fromResults?.folded ? (
        <Alert tone="info" className="mb-6">
          This game had re-entries: each player is one row here, with the rebuys, add-ons, knockouts
          and prizes of all their entries, and the places are numbered again in finishing order.
        </Alert>
      ) : null}
      <ResultsEditor
        newGame={game === null}
        members={members}
        timeZone={timeZone}
        timeZoneLabel={zoneName(timeZone)}
        defaultValues={defaultValues}
        readOnly={readOnly}
        saveLabel={game ? 'Save results' : 'Save game and results'}
        save={save}
        onSaved={() => void navigate(back)}
        onCancel={() => void navigate(back)}
      />
    </Frame>
  );
}
