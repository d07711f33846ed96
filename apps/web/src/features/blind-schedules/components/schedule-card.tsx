import type { BlindSchedule } from '@felt/contract';
import { Copy, Star, Timer, Trash2 } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { countLabel, formatScheduleLength } from '../schedule-format';

export function ScheduleCard({
  clubSlug,
  schedule,
  canManage,
  busy,
  onClone,
  onSetDefault,
  onDelete,
}: {
  clubSlug: string;
  schedule: BlindSchedule;
  canManage: boolean;
  busy: boolean;
  onClone: () => void;
  onSetDefault: () => void;
  onDelete: () => void;
}) {
  const headingId = `schedule-${schedule.slug}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl border border-white/[0.07] bg-ink-900/70 p-5 shadow-[0_24px_60px_-36px_rgb(0_0_0/0.9)]"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="min-w-0 text-lg font-semibold break-words text-chalk">
          {schedule.title}
        </h2>
        {schedule.is_default ? (
          <span className="shrink-0 rounded-full bg-gold-400/15 px-2.5 py-1 text-xs font-semibold text-gold-300">
            Default
          </span>
        ) : null}
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-mist">
        <div className="flex gap-1.5">
          <dt className="sr-only">Levels</dt>
          <dd>{countLabel(schedule.level_count, 'level', 'levels')}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="sr-only">Breaks</dt>
          <dd>{countLabel(schedule.break_count, 'break', 'breaks')}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="sr-only">Total length</dt>
          <dd className="tabular-nums">{formatScheduleLength(schedule.total_minutes)}</dd>
        </div>
      </dl>
      <div className="mt-5 flex flex-wrap gap-2 pt-1">
        <ButtonLink
          to={paths.blindSchedule(schedule.slug)}
          size="sm"
          aria-label={`Open ${schedule.title}`}
        >
          Open
        </ButtonLink>
        <ButtonLink
          to={paths.clock({ clubSlug, schedule: schedule.slug })}
          variant="ghost"
          size="sm"
          aria-label={`Run ${schedule.title} on the clock`}
        >
          <Timer className="size-4" aria-hidden="true" />
          Clock
        </ButtonLink>
        {canManage ? (
          <>
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={onClone}
              aria-label={`Clone ${schedule.title}`}
            >
              <Copy className="size-4" aria-hidden="true" />
              Clone
            </Button>
            {schedule.is_default ? null : (
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                onClick={onSetDefault}
                aria-label={`Set ${schedule.title} as default`}
              >
                <Star className="size-4" aria-hidden="true" />
                Set default
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={onDelete}
              aria-label={`Delete ${schedule.title}`}
              className="text-suit-red hover:text-suit-red"
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}
