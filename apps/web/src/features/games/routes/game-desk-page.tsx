import { type ClubRoleName, type Entry, type EntryListResponse, type Game } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/text-field';
import { clubCan, DEFAULT_ROLE } from '../../../lib/club/club-roles';
import { errorText, type ErrorText } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { membersQueryOptions } from '../../members';
import { useCancelEntry } from '../api/cancel-entry';
import { useCreateEntry } from '../api/create-entry';
import { useMoveEntry } from '../api/move-entry';
import { entriesQueryOptions } from '../api/list-entries';
import { DeskAddGuest } from '../components/desk-add-guest';
import { EntryLists } from '../components/entry-lists';
import { GameStatusBadge } from '../components/game-badges';
import { BackToGames, GamePageFrame, GameRoute, useGameClub } from '../components/game-page-parts';
import { isOpen } from '../game-format';
import { GAME_UI_MESSAGES as M } from '../game-messages';
import { gameWhenLabel, viewerTimeNote } from '../game-time';
import { useClubTimeZone, useViewerTimeZone } from '../use-viewer-time-zone';

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

/**
 * `/app/game/{gameSlug}/open`: the manager's registration desk. Add a member of the club or a
 * guest by name (past the seat limit they join the waitlist), cancel entries (the first in
 * line takes a freed seat), registered and waitlist side by side. Demo looks, read-only.
 */
export function GameDeskPage() {
  return <GameRoute loading="Loading the game...">{(game) => <Desk game={game} />}</GameRoute>;
}

function Desk({ game }: { game: Game }) {
  usePageTitle(`Registration desk · ${game.title}`);
  const timeZone = useClubTimeZone(game.club_slug);
  const yourTime = viewerTimeNote(game.starts_at, timeZone, useViewerTimeZone());
  const club = useGameClub(game);
  const role: ClubRoleName = club?.role ?? DEFAULT_ROLE;
  const canRun = clubCan(role, 'game:run') && isOpen(game);
  const entries = useQuery(entriesQueryOptions(game.slug));
  const cancel = useCancelEntry(game.club_slug, game.slug);
  const move = useMoveEntry(game.club_slug, game.slug);
  const [toCancel, setToCancel] = useState<Entry | null>(null);
  const [toMoveIn, setToMoveIn] = useState<Entry | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<ErrorText | null>(null);

  const cancelEntry = () => {
    const entry = toCancel;
    setToCancel(null);
    if (!entry) return;
    setFailure(null);
    setNotice(null);
    cancel.mutate(entry.id, {
      onSuccess: () => setNotice(M.entryCancelled(entry.name)),
      onError: (error) => setFailure(errorText(error, M.removeEntryFailed)),
    });
  };

  const full = game.max_players !== null && game.registered_count >= game.max_players;
  const moveEntry = (entry: Entry) => {
    setFailure(null);
    setNotice(null);
    const status = entry.status === 'registered' ? 'waitlisted' : 'registered';
    move.mutate(
      { entryId: entry.id, status },
      {
        onSuccess: (moved) =>
          setNotice(
            moved.status === 'registered'
              ? M.movedIn(moved.name)
              : M.movedToWaitlist(moved.name, moved.waitlist_position),
          ),
        onError: (error) => setFailure(errorText(error, M.moveFailed)),
      },
    );
  };
  // Moving someone in past the seat limit is the director's call: asked first, said plainly.
  const onMove = (entry: Entry) => {
    if (entry.status === 'waitlisted' && full) setToMoveIn(entry);
    else moveEntry(entry);
  };

  return (
    <GamePageFrame>
      <BackToGames to={paths.game(game.slug)} label={game.title} />
      <div className="mt-4">
        <p className="text-sm font-semibold tracking-wide text-felt-200">Registration desk</p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="min-w-0 text-3xl font-semibold tracking-tight break-words text-chalk sm:text-4xl">
            {game.title}
          </h1>
          <GameStatusBadge status={game.status} />
        </div>
        <p className="mt-2 text-sm break-words text-mist">
          {gameWhenLabel(game.starts_at, timeZone)}
          {yourTime ? ` (${yourTime})` : ''}
          {game.location ? ` · ${game.location}` : ''}
        </p>
      </div>

      <div className="mt-6 space-y-5">
        {role === 'Demo' ? <Alert tone="info">{M.demoReadOnly}</Alert> : null}
        {!isOpen(game) ? (
          <Alert tone="info" title="Registration is closed.">
            {game.status === 'cancelled'
              ? 'This game was cancelled.'
              : 'Only a scheduled game takes new players.'}
          </Alert>
        ) : null}
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        <ErrorAlert error={failure} onDismiss={() => setFailure(null)} />

        {canRun && entries.data ? (
          <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <AddMember
              game={game}
              entries={entries.data}
              onAdded={(text) => {
                setFailure(null);
                setNotice(text);
              }}
            />
            <DeskCard title="Add a guest">
              <DeskAddGuest
                game={game}
                onAdded={(text) => {
                  setFailure(null);
                  setNotice(text);
                }}
              />
            </DeskCard>
          </div>
        ) : null}

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
          <EntryLists
            game={game}
            entries={entries.data}
            onCancel={canRun ? setToCancel : undefined}
            onMove={canRun ? onMove : undefined}
            busy={cancel.isPending || move.isPending}
          />
        )}
      </div>

      <ConfirmDialog
        open={toCancel !== null}
        title={`Cancel ${toCancel?.name ?? 'this'}'s entry?`}
        description={
          toCancel?.status === 'registered' && (entries.data?.waitlisted.length ?? 0) > 0
            ? 'Their seat goes to the first on the waitlist.'
            : 'They can be added again later.'
        }
        confirmLabel="Cancel entry"
        pending={cancel.isPending}
        onCancel={() => setToCancel(null)}
        onConfirm={cancelEntry}
      />
      <ConfirmDialog
        open={toMoveIn !== null}
        title={`Move ${toMoveIn?.name ?? 'this player'} in past the limit?`}
        description={`The game is full: ${game.registered_count} players are registered for ${game.max_players ?? 0} seats. ${toMoveIn?.name ?? 'They'} will be player ${game.registered_count + 1}, over the limit.`}
        confirmLabel="Move in anyway"
        pending={move.isPending}
        onCancel={() => setToMoveIn(null)}
        onConfirm={() => {
          const entry = toMoveIn;
          setToMoveIn(null);
          if (entry) moveEntry(entry);
        }}
      />
    </GamePageFrame>
  );
}

function DeskCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-white/[0.07] bg-ink-900/70 p-5 sm:p-6"
    >
      <h2 id={headingId} className="text-base font-semibold text-chalk">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function AddMember({
  game,
  entries,
  onAdded,
}: {
  game: Game;
  entries: EntryListResponse;
  onAdded: (notice: string) => void;
}) {
  const [search, setSearch] = useState('');
  const settled = useSettled(search.trim(), SEARCH_PAUSE_MS);
  const members = useQuery(
    membersQueryOptions(game.club_slug, { search: settled, role: null, page: 1 }),
  );
  const add = useCreateEntry(game.club_slug, game.slug);
  const [adding, setAdding] = useState<string | null>(null);
  const [failure, setFailure] = useState<ErrorText | null>(null);

  const standing = new Map<string, string>();
  for (const entry of entries.registered) {
    if (entry.member_slug) standing.set(entry.member_slug, 'Registered');
  }
  for (const entry of entries.waitlisted) {
    if (entry.member_slug) standing.set(entry.member_slug, `Waitlist #${entry.waitlist_position}`);
  }

  const addMember = (memberSlug: string) => {
    setFailure(null);
    setAdding(memberSlug);
    add.mutate(
      { member_slug: memberSlug },
      {
        onSuccess: (entry) => onAdded(M.added(entry.name, entry.waitlist_position)),
        onError: (error) => setFailure(errorText(error, M.addFailed)),
        onSettled: () => setAdding(null),
      },
    );
  };

  const results = members.data?.results ?? [];
  const more = (members.data?.count ?? 0) - results.length;

  return (
    <DeskCard title="Add a member">
      <TextField
        label="Find a member"
        type="search"
        autoComplete="off"
        placeholder="Name"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="mt-4">
        {members.isPending ? (
          <p role="status" className="text-sm text-mist">
            Loading members...
          </p>
        ) : members.isError ? (
          <ErrorAlert
            error={errorText(members.error, 'Failed to load members.')}
            onRetry={() => void members.refetch()}
          />
        ) : results.length === 0 ? (
          <p className="text-sm text-mist">No member matches “{settled}”.</p>
        ) : (
          <ul aria-label="Members" className="divide-y divide-white/[0.06]">
            {results.map((member) => {
              const status = standing.get(member.slug);
              return (
                <li key={member.slug} className="flex items-center justify-between gap-3 py-2">
                  <span className="min-w-0 break-words">
                    <span className="font-medium text-chalk">{member.name}</span>
                    {member.status === 'guest' ? (
                      <span className="ml-2 text-xs text-fog">Guest</span>
                    ) : null}
                  </span>
                  {status ? (
                    <span className="shrink-0 text-sm text-felt-200">{status}</span>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={add.isPending}
                      aria-label={`Add ${member.name}`}
                      onClick={() => addMember(member.slug)}
                    >
                      <UserPlus className="size-4" aria-hidden="true" />
                      {adding === member.slug ? 'Adding...' : 'Add'}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {more > 0 ? (
          <p className="mt-3 text-sm text-fog">{more} more: type a name to find them.</p>
        ) : null}
      </div>
      {failure ? (
        <div className="mt-4">
          <ErrorAlert error={failure} onDismiss={() => setFailure(null)} />
        </div>
      ) : null}
    </DeskCard>
  );
}
