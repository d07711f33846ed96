import { LEAGUE_MESSAGES, type Club, type League, type Season } from '@felt/contract';
import { CalendarPlus, CalendarRange, Plus, Trophy } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ModalDialog } from '../../../components/overlays/modal-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { clubCan } from '../../../lib/club/club-roles';
import { useSelectedClub } from '../../../lib/club/use-selected-club';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useCreateSeason, useDeleteSeason, useUpdateSeason } from '../api/change-leagues';
import { LeaguePicker } from '../components/league-picker';
import { SeasonForm, type SeasonDraft } from '../components/season-form';
import { SeasonRow } from '../components/season-row';
import { SeasonsLoadAlert } from '../components/seasons-load-alert';
import type { ErrorText } from '../../../lib/error-text';
import { LEAGUE_UI_MESSAGES, writeFailure } from '../league-errors';
import { todayIso } from '../season-dates';
import { useActiveLeague, useActiveSeason } from '../use-active-league';

const M = LEAGUE_MESSAGES;
const UI = LEAGUE_UI_MESSAGES;

const EMPTY_DRAFT: SeasonDraft = { title: '', begin_date: '', end_date: '', is_active: true };

/**
 * `/app/seasons` (behind RequireClubManager): every season of the active league, in the
 * server's order. Owners and managers create, edit, activate and delete; Demo only looks.
 */
export function SeasonsPage() {
  usePageTitle('Seasons');
  const { club } = useSelectedClub();
  if (!club) {
    return (
      <Frame>
        <Alert tone="info">You are not a member of a club right now.</Alert>
      </Frame>
    );
  }
  return <ClubSeasons club={club} />;
}

function Frame({ children, picker }: { children: ReactNode; picker?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-semibold tracking-tight text-chalk sm:text-3xl">Seasons</h1>
      <p className="mt-1 text-sm text-mist">
        Each league&apos;s calendar: standings start over with every season.
      </p>
      {picker ? <div className="mt-5">{picker}</div> : null}
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}

function ClubSeasons({ club }: { club: Club }) {
  const { leagues, league, chooseLeague } = useActiveLeague(club.slug);
  const list = leagues.data ?? [];

  if (leagues.isPending) {
    return (
      <Frame>
        <p role="status" className="text-mist">
          Loading leagues...
        </p>
      </Frame>
    );
  }
  if (leagues.isError) {
    return (
      <Frame>
        <ErrorAlert
          error={{ message: M.leaguesLoadFailed }}
          onRetry={() => void leagues.refetch()}
        />
      </Frame>
    );
  }
  if (!league) {
    return (
      <Frame>
        <EmptyState
          icon={Trophy}
          title="No leagues yet"
          actions={
            clubCan(club.role, 'club:manage') ? (
              <ButtonLink to={paths.league()}>Create a league</ButtonLink>
            ) : undefined
          }
        >
          Seasons belong to a league. Once {club.name} has a league, its seasons are managed here.
        </EmptyState>
      </Frame>
    );
  }
  return (
    <Frame
      picker={
        list.length > 1 ? (
          <LeaguePicker
            leagues={list}
            currentSlug={league.slug}
            onSelect={(picked) => chooseLeague(picked.slug)}
          />
        ) : null
      }
    >
      <LeagueSeasons key={league.slug} club={club} league={league} />
    </Frame>
  );
}

function LeagueSeasons({ club, league }: { club: Club; league: League }) {
  const canManage = clubCan(club.role, 'club:manage');
  const { seasons, forget, missingNotice, dismissMissingNotice } = useActiveSeason(
    club.slug,
    league,
  );
  const create = useCreateSeason(club.slug);
  const update = useUpdateSeason(club.slug);
  const remove = useDeleteSeason(club.slug);
  const [createOpen, setCreateOpen] = useState(false);
  const [editing, setEditing] = useState<Season | null>(null);
  const [toDelete, setToDelete] = useState<Season | null>(null);
  const [actionFailure, setActionFailure] = useState<ErrorText | null>(null);
  const today = todayIso();
  const busy = update.isPending || remove.isPending;
  const list = seasons.data;

  const createSeason = async (draft: SeasonDraft) => {
    const season = await create.mutateAsync({ leagueSlug: league.slug, body: draft });
    setCreateOpen(false);
    toast.success(`Created ${season.title}.`);
  };

  const saveEdit = async (draft: SeasonDraft) => {
    if (!editing) return;
    await update.mutateAsync({
      seasonSlug: editing.slug,
      body: { title: draft.title, begin_date: draft.begin_date, end_date: draft.end_date },
    });
    setEditing(null);
  };

  const toggleActive = (season: Season) => {
    setActionFailure(null);
    update.mutate(
      { seasonSlug: season.slug, body: { is_active: !season.is_active } },
      {
        onError: (error) =>
          setActionFailure(
            writeFailure(error, UI.updateSeasonFailed, { notFound: M.seasonMissing }),
          ),
      },
    );
  };

  const deleteSeason = (season: Season) => {
    setActionFailure(null);
    // Deleting the season the dashboard shows is the user's own doing, not a vanished
    // season to warn about.
    forget(season.slug);
    remove.mutate(season.slug, {
      onSuccess: () => toast.success(`Deleted ${season.title}.`),
      onError: (error) =>
        setActionFailure(writeFailure(error, UI.deleteSeasonFailed, { notFound: M.seasonMissing })),
    });
  };

  const createForm = (onCancel?: () => void) => (
    <SeasonForm
      mode="create"
      initial={EMPTY_DRAFT}
      submitLabel="Create season"
      failureMessage={UI.createSeasonFailed}
      save={createSeason}
      onCancel={onCancel}
    />
  );

  let body: ReactNode;
  if (seasons.isPending) {
    body = (
      <p role="status" className="px-5 py-6 text-mist">
        Loading seasons...
      </p>
    );
  } else if (seasons.isError) {
    body = (
      <div className="p-4 sm:p-5">
        <SeasonsLoadAlert error={seasons.error} onRetry={() => void seasons.refetch()} />
      </div>
    );
  } else if (seasons.data.length === 0) {
    body = (
      <div className="space-y-6 p-4 sm:p-5">
        <EmptyState icon={CalendarPlus} title={`${league.name} has no seasons yet`}>
          A season gives the league its dates and its own standings.{' '}
          {canManage
            ? 'Create the first one below; a calendar year or a few months both work.'
            : 'The club owner or a manager adds them.'}
        </EmptyState>
        {canManage ? (
          <section
            aria-labelledby="first-season-heading"
            className="mx-auto max-w-xl rounded-xl border border-white/[0.07] bg-ink-850/60 p-5"
          >
            <h3 id="first-season-heading" className="mb-4 font-semibold text-chalk">
              First season
            </h3>
            {createForm()}
          </section>
        ) : null}
      </div>
    );
  } else {
    body = (
      <ul aria-label={`Seasons of ${league.name}`} className="divide-y divide-white/[0.06]">
        {seasons.data.map((season) => (
          <SeasonRow
            key={season.slug}
            season={season}
            today={today}
            canManage={canManage}
            showSettings={clubCan(club.role, 'club:see-management')}
            busy={busy}
            onToggleActive={() => toggleActive(season)}
            onEdit={() => setEditing(season)}
            onDelete={() => setToDelete(season)}
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      <ErrorAlert
        error={
          missingNotice
            ? {
                message: M.seasonMissing,
                detail: `The league dashboard now shows ${league.name}'s default season.`,
              }
            : null
        }
        onDismiss={dismissMissingNotice}
      />
      <ErrorAlert error={actionFailure} onDismiss={() => setActionFailure(null)} />
      <section
        aria-labelledby="league-seasons-heading"
        className="overflow-hidden rounded-2xl border border-white/[0.07] bg-ink-900/70 shadow-[0_24px_60px_-36px_rgb(0_0_0/0.9)]"
      >
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-white/[0.07] px-4 py-4 sm:px-5">
          <div className="flex min-w-0 items-center gap-3">
            <CalendarRange className="size-5 shrink-0 text-gold-300" aria-hidden="true" />
            <div className="min-w-0">
              <h2
                id="league-seasons-heading"
                className="font-semibold break-words text-chalk sm:text-lg"
              >
                {league.name}
              </h2>
              {list ? (
                <p className="text-sm text-mist">
                  {list.length === 1 ? '1 season' : `${list.length} seasons`}
                </p>
              ) : null}
            </div>
          </div>
          {canManage && list && list.length > 0 ? (
            <Button size="sm" onClick={() => setCreateOpen(true)}>
              <Plus className="size-4" aria-hidden="true" />
              New season
            </Button>
          ) : null}
        </div>
        {body}
      </section>

      {canManage ? (
        <>
          <ModalDialog
            open={createOpen}
            onClose={() => setCreateOpen(false)}
            dismissible={!create.isPending}
            title="New season"
            description={`A new season of ${league.name}.`}
            width="md"
          >
            {createOpen ? createForm(() => setCreateOpen(false)) : null}
          </ModalDialog>
          <ModalDialog
            open={editing !== null}
            onClose={() => setEditing(null)}
            dismissible={!update.isPending}
            title="Edit season"
            width="md"
          >
            {editing ? (
              <SeasonForm
                key={editing.slug}
                mode="edit"
                initial={{
                  title: editing.title,
                  begin_date: editing.begin_date,
                  end_date: editing.end_date,
                  is_active: editing.is_active,
                }}
                submitLabel="Save season"
                failureMessage={UI.updateSeasonFailed}
                notFoundMessage={M.seasonMissing}
                save={saveEdit}
                onCancel={() => setEditing(null)}
              />
            ) : null}
          </ModalDialog>
          <ConfirmDialog
            open={toDelete !== null}
            title={`Delete ${toDelete?.title ?? 'season'}?`}
            description="The season and its settings are deleted. This cannot be undone."
            confirmLabel="Delete season"
            pending={remove.isPending}
            onCancel={() => setToDelete(null)}
            onConfirm={() => {
              if (!toDelete) return;
              const season = toDelete;
              setToDelete(null);
              deleteSeason(season);
            }}
          />
        </>
      ) : null}
    </>
  );
}
