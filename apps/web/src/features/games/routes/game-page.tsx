import type { Game } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import {
  Armchair,
  Banknote,
  ClipboardList,
  ListOrdered,
  MonitorPlay,
  Pencil,
  Trash2,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Link } from '../../../components/ui/link';
import { clubCan, DEFAULT_ROLE } from '../../../lib/club/club-roles';
import { errorText, type ErrorText } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { blindSchedulesQueryOptions } from '../../blind-schedules';
import { GameResults } from '../../results';
import { gameSettingsQueryOptions } from '../../settings';
import { useDeleteGame } from '../api/delete-game';
import { AddToCalendar } from '../components/add-to-calendar';
import { gameQueryOptions } from '../api/get-game';
import { entriesQueryOptions } from '../api/list-entries';
import { EntryLists } from '../components/entry-lists';
import { GameStatusBadge } from '../components/game-badges';
import {
  BackToGames,
  GameLoadProblem,
  GamePageFrame,
  useGameClub,
  useLeaveGameOnClubSwitch,
} from '../components/game-page-parts';
import { GameRules } from '../components/game-rules';
import { RsvpPanel } from '../components/rsvp-panel';
import { ShareGameLink } from '../components/share-game-link';
import { isOpen, seatsText, waitlistText } from '../game-format';
import { GAME_UI_MESSAGES as M } from '../game-messages';
import { gameWhenLabel, viewerTimeNote } from '../game-time';
import { findSeason, useClubSeasons } from '../use-club-seasons';
import { useClubTimeZone, useViewerTimeZone } from '../use-viewer-time-zone';

/**
 * `/app/game/{gameSlug}`: everything a player wants before the night: when (on the viewer's
 * clock), where, the season, the blind structure, who is in and the waitlist, and the RSVP
 * button. Owners and managers edit, cancel or delete it and open the registration desk; Demo
 * sees it all read-only.
 */
export function GamePage() {
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
  return <GameView game={game.data} />;
}

/**
 * Whether the game editor takes this game's results: a recorded game (a correction), a finished
 * one, or a scheduled one whose start is past (a game run without the live night).
 */
function editable(game: Game): boolean {
  if (game.status === 'recorded' || game.status === 'finished') return true;
  return game.status === 'scheduled' && Date.parse(game.starts_at) <= Date.now();
}

/** A scheduled game whose start is still ahead: its results wait for it (see `editable`). */
function resultsLater(game: Game): boolean {
  return game.status === 'scheduled' && !editable(game);
}

function GameView({ game }: { game: Game }) {
  usePageTitle(game.title);
  const navigate = useNavigate();
  const timeZone = useClubTimeZone(game.club_slug);
  const yourTime = viewerTimeNote(game.starts_at, timeZone, useViewerTimeZone());
  const club = useGameClub(game);
  const role = club?.role ?? DEFAULT_ROLE;
  const entries = useQuery(entriesQueryOptions(game.slug));
  const seasons = useClubSeasons(game.club_slug);
  const schedules = useQuery(blindSchedulesQueryOptions(game.club_slug));
  // The rules card reads the same settings: the cascade's schedule when the game names none.
  const settings = useQuery(gameSettingsQueryOptions(game.slug));
  const remove = useDeleteGame(game.club_slug);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [failure, setFailure] = useState<ErrorText | null>(null);

  const canSchedule = clubCan(role, 'game:schedule');
  const hasPlayers = game.registered_count + game.waitlist_count > 0;
  const season = game.league_slug ? findSeason(seasons.groups, game.season_slug) : null;
  // The game's own structure, else the cascade's, else the club's default one.
  const scheduleSlug =
    game.blind_schedule_slug ?? settings.data?.default_blind_schedule_slug.value ?? null;
  const schedule = schedules.data?.find((each) =>
    scheduleSlug === null ? each.is_default : each.slug === scheduleSlug,
  );
  const waitlist = waitlistText(game.waitlist_count);

  const removeGame = () => {
    setConfirmRemove(false);
    setFailure(null);
    remove.mutate(game.slug, {
      onSuccess: (removal) => {
        if (removal.outcome === 'deleted') {
          toast.success(M.deleted(game.title));
          void navigate(paths.games(), { replace: true });
        } else {
          toast.success(M.cancelled(game.title));
        }
      },
      onError: (error) =>
        setFailure(errorText(error, hasPlayers ? M.cancelGameFailed : M.deleteFailed)),
    });
  };

  return (
    <GamePageFrame>
      <BackToGames />
      <div className="mt-4 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide break-words text-felt-200">
            {club?.name ?? 'Game'}
            {season ? ` · ${season.league.name}` : ''}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="min-w-0 text-3xl font-semibold tracking-tight break-words text-balance text-chalk sm:text-4xl">
              {game.title}
            </h1>
            <GameStatusBadge status={game.status} />
          </div>
        </div>
        {game.status !== 'cancelled' ? (
          <div className="flex flex-wrap items-center gap-2">
            {/* The live night (issue 13): the clock, seats and, for a director, the controls. */}
            {game.status !== 'recorded' ? (
              <ButtonLink to={paths.gamePlay(game.slug)} size="sm">
                <MonitorPlay className="size-4" aria-hidden="true" />
                {game.status === 'scheduled' ? 'Game night' : 'Live night'}
              </ButtonLink>
            ) : null}
            {game.status !== 'scheduled' ? (
              <ButtonLink to={paths.gamePayouts(game.slug)} variant="secondary" size="sm">
                <Banknote className="size-4" aria-hidden="true" />
                Payouts
              </ButtonLink>
            ) : null}
          </div>
        ) : null}
        {clubCan(role, 'club:see-management') ? (
          <div className="-ml-3 flex flex-wrap items-center gap-1 lg:-mr-3 lg:ml-0">
            {canSchedule && isOpen(game) ? (
              <ButtonLink to={paths.editGame(game.slug)} variant="ghost" size="sm">
                <Pencil className="size-4" aria-hidden="true" />
                Edit
              </ButtonLink>
            ) : null}
            <ButtonLink to={paths.gameOpen(game.slug)} variant="ghost" size="sm">
              <ClipboardList className="size-4" aria-hidden="true" />
              Registration desk
            </ButtonLink>
            {/* The game editor: a recorded game corrected, a past one never run live entered. */}
            {clubCan(role, 'game:run') && game.league_slug !== null && editable(game) ? (
              <ButtonLink
                to={paths.seasonGame(game.season_slug, game.slug, {
                  caller: paths.game(game.slug),
                })}
                variant="ghost"
                size="sm"
              >
                <ListOrdered className="size-4" aria-hidden="true" />
                {game.status === 'recorded' ? 'Correct results' : 'Enter results'}
              </ButtonLink>
            ) : null}
            {game.status === 'scheduled' || game.status === 'running' ? (
              <ButtonLink to={paths.gameSeating(game.slug)} variant="ghost" size="sm">
                <Armchair className="size-4" aria-hidden="true" />
                Seating
              </ButtonLink>
            ) : null}
            {canSchedule && game.status === 'scheduled' ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setConfirmRemove(true)}
                disabled={remove.isPending}
                className="text-suit-red hover:text-suit-red"
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {hasPlayers ? 'Cancel game' : 'Delete game'}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className="mt-6 space-y-5">
        <ErrorAlert error={failure} onDismiss={() => setFailure(null)} />
        {/* Enter results waits for the start: say so, rather than leave the director looking. */}
        {clubCan(role, 'game:run') && game.league_slug !== null && resultsLater(game) ? (
          <Alert tone="info" title="Results open at the start">
            {`Enter results appears here once the game has started (${gameWhenLabel(game.starts_at, timeZone)}).`}{' '}
            To play it now, open Game night: its payouts page records the results at the end of the
            night.
          </Alert>
        ) : null}
        {game.status === 'cancelled' ? (
          <Alert tone="info" title="This game was cancelled.">
            Its players keep their place in the club's history; nobody can RSVP any more.
          </Alert>
        ) : null}

        {/* After the night: the final table, then the payouts page for the money. */}
        {game.status === 'recorded' ? <GameResults gameSlug={game.slug} /> : null}

        {/* The RSVP comes first on a phone, where it is what most people came for. */}
        <div className="grid gap-5 lg:grid-cols-3">
          <div className="lg:col-start-3 lg:row-start-1">
            <RsvpPanel game={game} clubSlug={game.club_slug} role={role} />
          </div>
          <section
            aria-label="Game details"
            className="rounded-2xl border border-white/[0.07] bg-ink-900/70 p-5 sm:p-6 lg:col-span-2 lg:col-start-1 lg:row-start-1"
          >
            <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
              <Detail term="When">
                {gameWhenLabel(game.starts_at, timeZone)}
                {yourTime ? (
                  <span className="block text-sm font-normal text-mist">{yourTime}</span>
                ) : null}
              </Detail>
              <Detail term="Where">{game.location || 'To be announced'}</Detail>
              <Detail term="Seats">
                {seatsText(game)}
                {waitlist ? <span className="text-gold-200"> · {waitlist}</span> : null}
              </Detail>
              <Detail term="Season">
                {game.league_slug === null
                  ? 'No league (a one-off game)'
                  : season
                    ? `${season.league.name} · ${season.season.title}`
                    : 'A league season'}
              </Detail>
              <Detail term="Blind structure">
                {schedule ? (
                  <Link
                    to={paths.blindSchedule(schedule.slug)}
                    className="font-medium text-gold-300 underline-offset-4 hover:underline"
                  >
                    {schedule.title}
                  </Link>
                ) : game.blind_schedule_slug === null ? (
                  "The club's default"
                ) : (
                  'The chosen structure'
                )}
              </Detail>
            </dl>
            <AddToCalendar game={game} className="mt-5" />
            {game.notes ? (
              <div className="mt-5 border-t border-white/[0.06] pt-4">
                <h2 className="text-sm font-medium text-mist">Notes</h2>
                <p className="mt-1.5 text-[0.9375rem] leading-7 break-words whitespace-pre-line text-chalk">
                  {game.notes}
                </p>
              </div>
            ) : null}
          </section>
        </div>

        <GameRules gameSlug={game.slug} canManage={canSchedule} />
        <ShareGameLink game={game} />

        {entries.isPending ? (
          <p role="status" className="text-sm text-mist">
            Loading who is in...
          </p>
        ) : entries.isError ? (
          <ErrorAlert
            error={errorText(entries.error, M.loadEntriesFailed)}
            onRetry={() => void entries.refetch()}
          />
        ) : (
          <EntryLists game={game} entries={entries.data} />
        )}
      </div>

      {canSchedule ? (
        <ConfirmDialog
          open={confirmRemove}
          title={hasPlayers ? `Cancel ${game.title}?` : `Delete ${game.title}?`}
          description={
            hasPlayers
              ? 'The game stays on the calendar marked cancelled, with who had registered; nobody can RSVP any more. This cannot be undone.'
              : 'Nobody has registered, so the game is taken off the calendar. This cannot be undone.'
          }
          confirmLabel={hasPlayers ? 'Yes, cancel the game' : 'Delete game'}
          pending={remove.isPending}
          onCancel={() => setConfirmRemove(false)}
          onConfirm={removeGame}
        />
      ) : null}
    </GamePageFrame>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-mist">{term}</dt>
      <dd className="mt-1 text-[0.9375rem] font-medium break-words text-chalk">{children}</dd>
    </div>
  );
}
