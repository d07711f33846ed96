import type { Entry, EntryListResponse, Game } from '@felt/contract';
import { ArrowDownToLine, ArrowUpToLine, X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../lib/paths';
import { seatsText } from '../game-format';

const CARD = 'rounded-2xl border border-white/[0.07] bg-ink-900/70 p-5 sm:p-6';

function EntryName({ entry, linkToProfile }: { entry: Entry; linkToProfile: boolean }) {
  const name =
    linkToProfile && entry.member_slug ? (
      <Link
        to={paths.member(entry.member_slug)}
        className="font-medium text-chalk underline-offset-4 hover:underline"
      >
        {entry.name}
      </Link>
    ) : (
      <span className="font-medium text-chalk">{entry.name}</span>
    );
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 break-words">
      {name}
      {entry.joined_by_link ? (
        <span className="rounded-full bg-white/[0.06] px-2 py-0.5 text-[0.6875rem] font-semibold text-mist">
          Joined by link
        </span>
      ) : null}
    </span>
  );
}

function CancelButton({
  entry,
  onCancel,
  disabled,
}: {
  entry: Entry;
  onCancel: (entry: Entry) => void;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      onClick={() => onCancel(entry)}
      disabled={disabled}
      aria-label={`Cancel ${entry.name}'s entry`}
      className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-mist transition-colors hover:bg-white/[0.06] hover:text-suit-red disabled:opacity-50"
    >
      <X className="size-4" aria-hidden="true" />
      Cancel
    </button>
  );
}

/** The desk's move: a registered player to the waitlist, a waitlisted one into the game. */
function MoveButton({
  entry,
  onMove,
  disabled,
}: {
  entry: Entry;
  onMove: (entry: Entry) => void;
  disabled: boolean;
}) {
  const toWaitlist = entry.status === 'registered';
  const Icon = toWaitlist ? ArrowDownToLine : ArrowUpToLine;
  return (
    <button
      type="button"
      onClick={() => onMove(entry)}
      disabled={disabled}
      aria-label={toWaitlist ? `Move ${entry.name} to the waitlist` : `Move ${entry.name} in`}
      className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-mist transition-colors hover:bg-white/[0.06] hover:text-chalk disabled:opacity-50"
    >
      <Icon className="size-4" aria-hidden="true" />
      {toWaitlist ? 'To waitlist' : 'Move in'}
    </button>
  );
}

/** The desk's buttons of one entry, side by side. */
function EntryActions({
  entry,
  onCancel,
  onMove,
  disabled,
}: {
  entry: Entry;
  onCancel?: (entry: Entry) => void;
  onMove?: (entry: Entry) => void;
  disabled: boolean;
}) {
  if (!onCancel && !onMove) return null;
  return (
    <span className="flex shrink-0 flex-wrap justify-end">
      {onMove ? <MoveButton entry={entry} onMove={onMove} disabled={disabled} /> : null}
      {onCancel ? <CancelButton entry={entry} onCancel={onCancel} disabled={disabled} /> : null}
    </span>
  );
}

function Section({
  title,
  count,
  children,
}: {
  title: string;
  count: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={CARD}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold text-chalk">
          {title}
        </h2>
        <p className="text-sm font-medium text-mist tabular-nums">{count}</p>
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * Who is in and the waitlist in line order (the first one gets the next free seat). With
 * `onCancel` (the registration desk) every entry has a Cancel button; with `onMove`, a button
 * moving it to the waitlist or into the game.
 */
export function EntryLists({
  game,
  entries,
  onCancel,
  onMove,
  busy = false,
  linkToProfiles = true,
}: {
  game: Game;
  entries: EntryListResponse;
  onCancel?: (entry: Entry) => void;
  onMove?: (entry: Entry) => void;
  busy?: boolean;
  linkToProfiles?: boolean;
}) {
  const row = 'flex items-center justify-between gap-3 py-2.5';
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Section title="Who's in" count={seatsText(game)}>
        {entries.registered.length === 0 ? (
          <p className="text-sm text-mist">Nobody yet.</p>
        ) : (
          <ul aria-label="Registered players" className="divide-y divide-white/[0.06]">
            {entries.registered.map((entry) => (
              <li key={entry.id} className={row}>
                <EntryName entry={entry} linkToProfile={linkToProfiles} />
                <EntryActions entry={entry} onCancel={onCancel} onMove={onMove} disabled={busy} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Waitlist" count={`${entries.waitlisted.length} waiting`}>
        {entries.waitlisted.length === 0 ? (
          <p className="text-sm text-mist">
            {game.max_players === null
              ? 'No limit on seats, so nobody waits.'
              : 'Nobody is waiting. Once the seats are taken, RSVPs line up here.'}
          </p>
        ) : (
          <ol aria-label="Waitlist" className="divide-y divide-white/[0.06]">
            {entries.waitlisted.map((entry) => (
              <li key={entry.id} className={row}>
                <span className="flex min-w-0 items-center gap-3">
                  <span className="grid size-7 shrink-0 place-items-center rounded-full bg-gold-400/15 text-xs font-semibold text-gold-200 tabular-nums">
                    <span className="sr-only">Number </span>
                    {entry.waitlist_position}
                  </span>
                  <EntryName entry={entry} linkToProfile={linkToProfiles} />
                </span>
                <EntryActions entry={entry} onCancel={onCancel} onMove={onMove} disabled={busy} />
              </li>
            ))}
          </ol>
        )}
      </Section>
    </div>
  );
}
