import type { Season } from '@felt/contract';
import { CalendarRange, Pencil, Settings2, Trash2 } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { formatSeasonDates, seasonTimingText } from '../season-dates';
import { ActiveBadge, PhaseBadge } from './season-badges';

/**
 * One season of the seasons page. Two facts, each said once (issue 19 item 5): when it runs
 * (the phase badge and the dates) and whether it is active, that is, the season the league
 * dashboard shows: a switch for owners and managers, a badge for everyone else, and a line
 * under the dates for the active one. Edit and delete for owners and managers; its settings for
 * whoever may see them.
 */
export function SeasonRow({
  season,
  today,
  canManage,
  showSettings,
  busy,
  onToggleActive,
  onEdit,
  onDelete,
}: {
  season: Season;
  today: string;
  canManage: boolean;
  showSettings: boolean;
  busy: boolean;
  onToggleActive: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const headingId = `season-${season.slug}`;
  const timing = seasonTimingText(season, today);
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-4 px-4 py-4 sm:px-5 lg:flex-row lg:items-center lg:gap-6"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="mr-1 min-w-0 font-semibold break-words text-chalk">
            {season.title}
          </h3>
          <PhaseBadge season={season} today={today} />
          {canManage ? null : <ActiveBadge active={season.is_active} />}
        </div>
        <p className="mt-1.5 flex flex-wrap items-center gap-x-2 text-sm text-mist">
          <CalendarRange className="size-4 text-fog" aria-hidden="true" />
          <span className="tabular-nums">{formatSeasonDates(season)}</span>
          {timing ? (
            <>
              <span aria-hidden="true" className="text-fog">
                ·
              </span>
              <span>{timing}</span>
            </>
          ) : null}
        </p>
        {season.is_active ? (
          <p className="mt-1 text-sm text-felt-200">The league dashboard shows this season.</p>
        ) : null}
      </div>
      {canManage || showSettings ? (
        <div className="flex flex-wrap items-center gap-2">
          {canManage ? (
            <ActiveSwitch season={season} disabled={busy} onToggle={onToggleActive} />
          ) : null}
          {canManage ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={onEdit}
              aria-label={`Edit ${season.title}`}
            >
              <Pencil className="size-4" aria-hidden="true" />
              Edit
            </Button>
          ) : null}
          {showSettings ? (
            <ButtonLink
              to={paths.settings.season(season.slug)}
              variant="ghost"
              size="sm"
              aria-label={`Settings of ${season.title}`}
            >
              <Settings2 className="size-4" aria-hidden="true" />
              <span className="max-sm:sr-only">Settings</span>
            </ButtonLink>
          ) : null}
          {canManage ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={onDelete}
              aria-label={`Delete ${season.title}`}
              className="text-suit-red hover:text-suit-red"
            >
              <Trash2 className="size-4" aria-hidden="true" />
              <span className="max-sm:sr-only">Delete</span>
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function ActiveSwitch({
  season,
  disabled,
  onToggle,
}: {
  season: Season;
  disabled: boolean;
  onToggle: () => void;
}) {
  const on = season.is_active;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`Active: ${season.title}`}
      disabled={disabled}
      onClick={onToggle}
      className="group inline-flex h-9 items-center gap-2.5 rounded-full pr-3 pl-1.5 text-sm font-medium text-mist transition-colors hover:bg-white/[0.05] hover:text-chalk disabled:cursor-not-allowed disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative h-6 w-10 rounded-full border transition-colors ${on ? 'border-felt-400 bg-felt-500' : 'border-white/20 bg-white/[0.06]'}`}
      >
        <span
          className={`absolute top-0.5 left-0.5 size-[1.125rem] rounded-full bg-chalk shadow transition-transform ${on ? 'translate-x-4' : 'translate-x-0'}`}
        />
      </span>
      {on ? 'Active' : 'Inactive'}
    </button>
  );
}
