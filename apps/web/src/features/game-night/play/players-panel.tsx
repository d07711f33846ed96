import { ordinal, type GameEntryView, type GameSettings } from '@felt/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { BustDialog } from './bust-dialog';
import { entryActions } from './play-facts';
import type { PlayCommand, PlayView } from './play-types';

function details(entry: GameEntryView): string[] {
  const parts: string[] = [];
  if (entry.table !== null && entry.seat !== null) {
    parts.push(`Table ${entry.table} · Seat ${entry.seat}`);
  }
  if (entry.reentry_of !== null) parts.push('Re-entry');
  if (entry.rebuys > 0) parts.push(entry.rebuys === 1 ? '1 rebuy' : `${entry.rebuys} rebuys`);
  if (entry.addons > 0) parts.push('Add-on');
  if (entry.knockouts > 0) {
    parts.push(entry.knockouts === 1 ? '1 knockout' : `${entry.knockouts} knockouts`);
  }
  return parts;
}

const bySeat = (a: GameEntryView, b: GameEntryView) =>
  (a.table ?? 999) - (b.table ?? 999) ||
  (a.seat ?? 999) - (b.seat ?? 999) ||
  a.name.localeCompare(b.name);

/**
 * Every player of the night: those playing by table and seat, those not checked in, those out
 * by place. The viewer's own row is marked. A director gets each player's actions: check in,
 * bust (with who knocked them out), rebuy, add-on, re-entry, as the night's rules allow.
 */
export function PlayersPanel({
  view,
  settings,
  canDirect,
  mine,
  onCommand,
}: {
  view: PlayView;
  settings: GameSettings | null;
  canDirect: boolean;
  /** The viewer's entry id, highlighted. */
  mine: string | null;
  onCommand: (command: PlayCommand) => void;
}) {
  const [busting, setBusting] = useState<GameEntryView | null>(null);
  const playing = view.entries
    .filter((entry) => entry.status === 'seated' || entry.status === 'checked_in')
    .sort(bySeat);
  const registered = view.entries
    .filter((entry) => entry.status === 'registered')
    .sort((a, b) => a.name.localeCompare(b.name));
  const out = view.entries
    .filter((entry) => entry.status === 'busted')
    .sort((a, b) => (a.place ?? 999) - (b.place ?? 999));
  const names = new Map(view.entries.map((entry) => [entry.id, entry.name]));
  // Once seats are drawn the players are shown table by table, as they sit.
  const tables = [
    ...new Set(playing.flatMap((entry) => (entry.table === null ? [] : [entry.table]))),
  ].sort((a, b) => a - b);
  const unseated = playing.filter((entry) => entry.table === null);

  const row = (entry: GameEntryView) => {
    const actions = canDirect ? entryActions(view, settings, entry) : null;
    const isMine = entry.id === mine;
    const parts = details(entry);
    if (entry.status === 'busted' && entry.eliminated_by) {
      parts.push(`by ${names.get(entry.eliminated_by) ?? 'another player'}`);
    }
    return (
      <li
        key={entry.id}
        aria-current={isMine ? 'true' : undefined}
        className={`rounded-xl border px-3 py-2.5 ${isMine ? 'border-gold-400/60 bg-gold-400/[0.09]' : 'border-white/[0.07] bg-ink-900/60'}`}
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold break-words text-chalk">
              {entry.name}
              {isMine ? (
                <span className="ml-2 rounded-full bg-gold-400 px-2 py-0.5 text-xs font-bold text-ink-950">
                  You
                </span>
              ) : null}
            </p>
            {parts.length > 0 ? (
              <p className="text-sm text-mist tabular-nums">{parts.join(' · ')}</p>
            ) : null}
          </div>
          {entry.place !== null ? (
            <p className="shrink-0 text-sm font-semibold text-gold-200">{ordinal(entry.place)}</p>
          ) : null}
        </div>
        {actions &&
        (actions.checkIn || actions.bust || actions.rebuy || actions.addon || actions.reenter) ? (
          <div className="mt-2 flex flex-wrap gap-2">
            {actions.checkIn ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Check in ${entry.name}`}
                onClick={() => onCommand({ type: 'check_in', entry_id: entry.id })}
              >
                Check in
              </Button>
            ) : null}
            {actions.bust ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Bust ${entry.name}`}
                onClick={() => setBusting(entry)}
              >
                Bust
              </Button>
            ) : null}
            {actions.rebuy ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Rebuy for ${entry.name}`}
                onClick={() => onCommand({ type: 'rebuy', entry_id: entry.id })}
              >
                Rebuy
              </Button>
            ) : null}
            {actions.addon ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Add-on for ${entry.name}`}
                onClick={() => onCommand({ type: 'addon', entry_id: entry.id })}
              >
                Add-on
              </Button>
            ) : null}
            {actions.reenter ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Re-entry for ${entry.name}`}
                onClick={() => onCommand({ type: 'reenter', entry_id: entry.id })}
              >
                Re-enter
              </Button>
            ) : null}
          </div>
        ) : null}
      </li>
    );
  };

  const group = (title: string, entries: GameEntryView[]) =>
    entries.length === 0 ? null : (
      <section key={title} aria-label={title} className="min-w-0">
        <h3 className="mb-2 text-sm font-semibold tracking-wide text-felt-200">
          {title} ({entries.length})
        </h3>
        <ul className="flex flex-col gap-2">{entries.map(row)}</ul>
      </section>
    );

  return (
    <section aria-labelledby="players-heading" className="min-w-0">
      <h2 id="players-heading" className="text-lg font-semibold text-chalk">
        Players
      </h2>
      {view.entries.length === 0 ? (
        <p className="mt-2 text-mist">Nobody is registered for this game.</p>
      ) : (
        <div className="mt-3 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {tables.map((table) =>
            group(
              `Table ${table}`,
              playing.filter((entry) => entry.table === table),
            ),
          )}
          {group(tables.length > 0 ? 'Waiting for a seat' : 'Playing', unseated)}
          {group('Not checked in', registered)}
          {group('Out', out)}
        </div>
      )}
      {busting ? (
        <BustDialog
          entry={busting}
          candidates={playing.filter((entry) => entry.id !== busting.id)}
          onCancel={() => setBusting(null)}
          onBust={(eliminatedBy) => {
            onCommand({
              type: 'bust',
              entry_id: busting.id,
              eliminated_by_entry_id: eliminatedBy,
            });
            setBusting(null);
          }}
        />
      ) : null}
    </section>
  );
}
