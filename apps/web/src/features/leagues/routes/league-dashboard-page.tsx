import { LEAGUE_MESSAGES, type Club, type League } from '@felt/contract';
import {
  ArrowLeft,
  CalendarClock,
  History,
  ListOrdered,
  Pencil,
  Plus,
  Settings2,
  Trash2,
  Trophy,
} from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DashboardCard } from '../../../components/ui/dashboard-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { clubCan } from '../../../lib/club/club-roles';
import { useSelectedClub } from '../../../lib/club/use-selected-club';
import { onClubSwitch } from '../../../lib/club/use-switch-club';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { NextGames } from '../../games';
import { SeasonStandingsPreview } from '../../results';
import { useCreateLeague, useDeleteLeague, useUpdateLeague } from '../api/change-leagues';
import { CurrentSeasonCard } from '../components/current-season-card';
import { LeagueNameDialog } from '../components/league-name-dialog';
import { LeaguePicker } from '../components/league-picker';
import type { ErrorText } from '../../../lib/error-text';
import { LEAGUE_UI_MESSAGES, writeFailure } from '../league-errors';
import { todayIso } from '../season-dates';
import { useActiveLeague, useActiveSeason } from '../use-active-league';

const M = LEAGUE_MESSAGES;

const leaguePath = (league: League) => paths.league(league.slug);

/**
 * `/app/dashboard/leagues/:leagueSlug?`: one league of the selected club (the active one
 * without a slug) with its current season, standings and games. Owners and managers create,
 * rename and delete leagues here.
 */
export function LeagueDashboardPage() {
  const { leagueSlug } = useParams();
  const { club } = useSelectedClub();
  const navigate = useNavigate();

  // A league's address belongs to one club: after a switch, show the new club's leagues.
  useEffect(
    () =>
      onClubSwitch(() => {
        if (leagueSlug !== undefined) void navigate(paths.league(), { replace: true });
      }),
    [leagueSlug, navigate],
  );

  if (!club) {
    return (
      <Frame>
        <PageTitle title="Leagues" />
        <Alert tone="info" className="mt-6">
          You are not a member of a club right now. An invite link from a club owner brings you in.
        </Alert>
      </Frame>
    );
  }
  return <ClubLeagues key={club.slug} club={club} urlSlug={leagueSlug} />;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(ellipse_60%_80%_at_15%_0%,var(--color-felt-900)_0%,transparent_70%)]"
      />
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-20 sm:px-6 sm:pt-10 lg:px-8">{children}</div>
    </div>
  );
}

function PageTitle({ title, eyebrow }: { title: string; eyebrow?: string }) {
  usePageTitle(title);
  return (
    <div className="min-w-0">
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-felt-200">{eyebrow}</p>
      ) : null}
      <h1 className="mt-1 text-3xl font-semibold tracking-tight break-words text-balance text-chalk sm:text-4xl">
        {title}
      </h1>
    </div>
  );
}

function ClubLeagues({ club, urlSlug }: { club: Club; urlSlug: string | undefined }) {
  const navigate = useNavigate();
  const canManage = clubCan(club.role, 'club:manage');
  const { leagues, league } = useActiveLeague(club.slug, urlSlug);
  const create = useCreateLeague(club.slug);
  const [createOpen, setCreateOpen] = useState(false);

  const createDialog = canManage ? (
    <LeagueNameDialog
      open={createOpen}
      mode="create"
      pending={create.isPending}
      onClose={() => setCreateOpen(false)}
      save={async (name) => {
        const created = await create.mutateAsync({ name });
        setCreateOpen(false);
        toast.success(`Created ${created.name}.`);
        void navigate(leaguePath(created));
      }}
    />
  ) : null;
  const newLeagueButton = (label: string, variant: 'primary' | 'secondary') => (
    <Button
      variant={variant}
      size={variant === 'primary' ? 'md' : 'sm'}
      onClick={() => setCreateOpen(true)}
    >
      <Plus className="size-4" aria-hidden="true" />
      {label}
    </Button>
  );

  if (leagues.isPending) {
    return (
      <Frame>
        <PageTitle title="Leagues" eyebrow={club.name} />
        <p role="status" className="mt-6 text-mist">
          Loading leagues...
        </p>
      </Frame>
    );
  }
  if (leagues.isError) {
    return (
      <Frame>
        <PageTitle title="Leagues" eyebrow={club.name} />
        <div className="mt-6">
          <ErrorAlert
            error={{ message: M.leaguesLoadFailed }}
            onRetry={() => void leagues.refetch()}
          />
        </div>
      </Frame>
    );
  }
  if (leagues.data.length === 0) {
    return (
      <Frame>
        <PageTitle title="Leagues" eyebrow={club.name} />
        <div className="mt-8">
          <EmptyState
            icon={Trophy}
            title="No leagues yet"
            actions={canManage ? newLeagueButton('Create the first league', 'primary') : undefined}
          >
            A league holds seasons, and every season its own standings.{' '}
            {canManage
              ? 'Start one for your regular game night.'
              : 'The club owner or a manager creates them.'}
          </EmptyState>
        </div>
        {createDialog}
      </Frame>
    );
  }
  if (!league) {
    return (
      <Frame>
        <PageTitle title="League not found" eyebrow={club.name} />
        <p className="mt-3 max-w-2xl text-mist">
          {club.name} has no league at this address. It may have been deleted, or it belongs to
          another club.
        </p>
        <div className="mt-6">
          <p className="mb-2 text-sm font-medium text-mist">Leagues of {club.name}</p>
          <LeaguePicker leagues={leagues.data} currentSlug={null} hrefFor={leaguePath} />
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={paths.league()} variant="secondary">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to leagues
          </ButtonLink>
        </div>
      </Frame>
    );
  }
  return (
    <Frame>
      <LeagueView
        club={club}
        league={league}
        leagues={leagues.data}
        newLeagueButton={canManage ? newLeagueButton('New league', 'secondary') : null}
      />
      {createDialog}
    </Frame>
  );
}

function LeagueView({
  club,
  league,
  leagues,
  newLeagueButton,
}: {
  club: Club;
  league: League;
  leagues: readonly League[];
  newLeagueButton: ReactNode;
}) {
  const navigate = useNavigate();
  const canManage = clubCan(club.role, 'club:manage');
  const { seasons, season, choose, missingNotice, dismissMissingNotice } = useActiveSeason(
    club.slug,
    league,
  );
  const rename = useUpdateLeague(club.slug);
  const remove = useDeleteLeague(club.slug);
  const [renameOpen, setRenameOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const today = todayIso();
  const seasonCount = seasons.data?.length ?? league.season_count;

  const deleteLeague = () => {
    setConfirmDelete(false);
    setFailure(null);
    remove.mutate(league.slug, {
      onSuccess: () => {
        toast.success(`Deleted ${league.name}.`);
        void navigate(paths.league(), { replace: true });
      },
      onError: (error) => setFailure(writeFailure(error, LEAGUE_UI_MESSAGES.deleteLeagueFailed)),
    });
  };

  return (
    <>
      <div className="flex flex-col gap-4 xl:flex-row xl:items-end xl:justify-between">
        <PageTitle title={league.name} eyebrow={`${club.name} · Leagues`} />
        {clubCan(club.role, 'club:see-management') ? (
          <div className="-ml-4 flex flex-wrap items-center gap-1 xl:-mr-4 xl:ml-0">
            {canManage ? (
              <Button variant="ghost" size="sm" onClick={() => setRenameOpen(true)}>
                <Pencil className="size-4" aria-hidden="true" />
                Rename
              </Button>
            ) : null}
            {clubCan(club.role, 'club:see-management') ? (
              <ButtonLink to={paths.settings.league(league.slug)} variant="ghost" size="sm">
                <Settings2 className="size-4" aria-hidden="true" />
                League settings
              </ButtonLink>
            ) : null}
            {canManage ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setConfirmDelete(true)}
                disabled={remove.isPending}
                className="text-suit-red hover:text-suit-red"
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Delete league
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>

      {leagues.length > 1 || newLeagueButton ? (
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          {leagues.length > 1 ? (
            <div className="min-w-0">
              <LeaguePicker leagues={leagues} currentSlug={league.slug} hrefFor={leaguePath} />
            </div>
          ) : null}
          {newLeagueButton ? <div className="shrink-0">{newLeagueButton}</div> : null}
        </div>
      ) : null}

      <div className="mt-6 space-y-5">
        <ErrorAlert error={failure} onDismiss={() => setFailure(null)} />
        <ErrorAlert
          error={
            missingNotice
              ? {
                  message: M.seasonMissing,
                  detail: `Showing ${league.name}'s ${season ? `season ${season.title}` : 'seasons'} instead.`,
                }
              : null
          }
          onDismiss={dismissMissingNotice}
        />

        <CurrentSeasonCard
          league={league}
          seasons={seasons}
          season={season}
          today={today}
          onChoose={choose}
          canManage={canManage}
          seasonsLink={
            canManage
              ? 'Manage seasons'
              : clubCan(club.role, 'club:see-management')
                ? 'All seasons'
                : null
          }
        />

        <div className="grid gap-5 lg:grid-cols-3">
          <DashboardCard title="Standings" icon={ListOrdered} className="lg:col-span-2" fill>
            {season ? (
              <SeasonStandingsPreview
                seasonSlug={season.slug}
                empty={
                  <EmptyState icon={Trophy} title="No standings yet">
                    {`Once the first game of ${season.title} is recorded, every player's points, wins, cashes and winnings appear here, ranked.`}
                  </EmptyState>
                }
              />
            ) : (
              <EmptyState icon={Trophy} title="No standings yet">
                Once the league has a season and its first game is recorded, every player&apos;s
                points, wins, cashes and winnings appear here, ranked.
              </EmptyState>
            )}
          </DashboardCard>
          <div className="space-y-5">
            <DashboardCard title="Upcoming games" icon={CalendarClock} fill>
              {season ? (
                <NextGames
                  clubSlug={club.slug}
                  seasonSlug={season.slug}
                  empty={
                    <EmptyState icon={CalendarClock} title="No games scheduled" compact>
                      Games scheduled in {season.title} will appear here.
                    </EmptyState>
                  }
                />
              ) : (
                <EmptyState icon={CalendarClock} title="No games scheduled" compact>
                  Games scheduled in this league will appear here.
                </EmptyState>
              )}
            </DashboardCard>
            <DashboardCard title="Recent games" icon={History} fill>
              <EmptyState icon={History} title="No games played yet" compact>
                Finished games appear here with their winner and results.
              </EmptyState>
            </DashboardCard>
          </div>
        </div>
      </div>

      {canManage ? (
        <>
          <LeagueNameDialog
            open={renameOpen}
            mode="rename"
            initialName={league.name}
            pending={rename.isPending}
            onClose={() => setRenameOpen(false)}
            save={async (name) => {
              await rename.mutateAsync({ leagueSlug: league.slug, body: { name } });
              setRenameOpen(false);
              toast.success(`Renamed to ${name}.`);
            }}
          />
          <ConfirmDialog
            open={confirmDelete}
            title={`Delete ${league.name}?`}
            description={
              seasonCount === 0
                ? 'The league and its settings are deleted. This cannot be undone.'
                : `The league is deleted with its ${seasonCount === 1 ? 'season' : `${seasonCount} seasons`} and their settings. This cannot be undone.`
            }
            confirmLabel="Delete league"
            pending={remove.isPending}
            onCancel={() => setConfirmDelete(false)}
            onConfirm={deleteLeague}
          />
        </>
      ) : null}
    </>
  );
}
