import { BLIND_SCHEDULE_UI_MESSAGES, type BlindLevel, type BlindSchedule } from '@felt/contract';
import { BREAK_MINUTES } from '@felt/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Coffee, Plus, Timer, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Link } from '../../../components/ui/link';
import { clubCan } from '../../../lib/club/club-roles';
import { useSelectedClub } from '../../../lib/club/use-selected-club';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { useBlindLevelMutations } from '../api/change-blind-levels';
import { blindScheduleQueryOptions } from '../api/get-blind-schedule';
import { scheduleErrorText, type ScheduleErrorText } from '../blind-schedule-errors';
import { BulkMinutesForm } from '../components/bulk-minutes-form';
import { LevelRow } from '../components/level-row';
import { ScheduleSettingsForm } from '../components/schedule-settings-form';
import { countLabel, formatScheduleLength } from '../schedule-format';

const M = BLIND_SCHEDULE_UI_MESSAGES;

/** `/app/club/blind-schedules/:scheduleSlug`: one schedule's settings and levels. */
export function BlindScheduleEditorPage() {
  const { scheduleSlug = '' } = useParams();
  const { club } = useSelectedClub();
  usePageTitle('Blind Structure');
  if (!club) {
    return (
      <Frame>
        <Alert>{M.noClubSelected}</Alert>
      </Frame>
    );
  }
  return (
    <ScheduleEditor
      clubSlug={club.slug}
      scheduleSlug={scheduleSlug}
      canManage={clubCan(club.role, 'club:manage')}
    />
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <Link
        to={paths.blindSchedules()}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-mist hover:text-chalk"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Blind Structures
      </Link>
      <div className="mt-4 space-y-6">{children}</div>
    </div>
  );
}

function ScheduleEditor({
  clubSlug,
  scheduleSlug,
  canManage,
}: {
  clubSlug: string;
  scheduleSlug: string;
  canManage: boolean;
}) {
  const schedule = useQuery(blindScheduleQueryOptions(clubSlug, scheduleSlug));
  if (schedule.isPending) {
    return (
      <Frame>
        <p role="status" className="text-mist">
          Loading schedule...
        </p>
      </Frame>
    );
  }
  if (schedule.isError) {
    return (
      <Frame>
        <Alert
          title={M.loadDetailsFailed}
          actions={
            <Button size="sm" variant="secondary" onClick={() => void schedule.refetch()}>
              Try again
            </Button>
          }
        />
      </Frame>
    );
  }
  return <Editor clubSlug={clubSlug} schedule={schedule.data} canManage={canManage} />;
}

function Editor({
  clubSlug,
  schedule,
  canManage,
}: {
  clubSlug: string;
  schedule: BlindSchedule;
  canManage: boolean;
}) {
  const levels = useBlindLevelMutations(clubSlug, schedule.slug);
  const [error, setError] = useState<ScheduleErrorText | null>(null);
  const [confirmDeleteAll, setConfirmDeleteAll] = useState(false);
  // Changes to the list wait for each other; a level's values save on their own (LevelRow).
  const busy =
    levels.create.isPending ||
    levels.remove.isPending ||
    levels.removeAll.isPending ||
    levels.swap.isPending ||
    levels.bulkUpdate.isPending;

  const fail = (fallback: string) => (cause: unknown) =>
    setError(scheduleErrorText(cause, fallback));

  const lastPlaying = [...schedule.levels].reverse().find((level) => !level.is_break);
  const addLevel = () => {
    setError(null);
    const big = lastPlaying ? lastPlaying.big_blind * 2 : 50;
    levels.create.mutate(
      {
        small_blind: lastPlaying ? lastPlaying.big_blind : 25,
        big_blind: big,
        time_minutes: lastPlaying?.time_minutes ?? 20,
        ante_value: 0,
        is_break: false,
      },
      { onError: fail(M.createLevelFailed) },
    );
  };
  const addBreak = () => {
    setError(null);
    levels.create.mutate(
      { small_blind: 0, big_blind: 0, time_minutes: BREAK_MINUTES, ante_value: 0, is_break: true },
      { onError: fail(M.createLevelFailed) },
    );
  };
  const move = (level: BlindLevel, index: number, direction: -1 | 1) => {
    const other = schedule.levels[index + direction];
    if (!other) return;
    setError(null);
    levels.swap.mutate([level.slug, other.slug], { onError: fail(M.swapFailed) });
  };
  const applyBulk = async (minutes: number) => {
    setError(null);
    try {
      await levels.bulkUpdate.mutateAsync(
        schedule.levels
          .filter((level) => !level.is_break)
          .map((level) => ({ slug: level.slug, time_minutes: minutes })),
      );
    } catch (cause) {
      fail(M.bulkUpdateFailed)(cause);
      throw cause;
    }
  };

  return (
    <Frame>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-chalk sm:text-3xl">
            {schedule.title}
            {schedule.is_default ? (
              <span className="ml-3 inline-block rounded-full bg-gold-400/15 px-2.5 py-1 align-middle text-xs font-semibold text-gold-300">
                Default
              </span>
            ) : null}
          </h1>
          <p className="mt-1 text-sm text-mist">
            {countLabel(schedule.level_count, 'level', 'levels')} ·{' '}
            {countLabel(schedule.break_count, 'break', 'breaks')} ·{' '}
            {formatScheduleLength(schedule.total_minutes)}
          </p>
        </div>
        <ButtonLink to={paths.clock({ clubSlug, schedule: schedule.slug })}>
          <Timer className="size-4" aria-hidden="true" />
          Run on the clock
        </ButtonLink>
      </div>

      {canManage ? <ScheduleSettingsForm clubSlug={clubSlug} schedule={schedule} /> : null}

      <section aria-labelledby="levels-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="levels-heading" className="text-lg font-semibold text-chalk">
            Levels
          </h2>
          {canManage ? (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={addLevel} disabled={busy}>
                <Plus className="size-4" aria-hidden="true" />
                Add level
              </Button>
              <Button size="sm" variant="secondary" onClick={addBreak} disabled={busy}>
                <Coffee className="size-4" aria-hidden="true" />
                Add break
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-suit-red hover:text-suit-red"
                disabled={busy || schedule.levels.length === 0}
                onClick={() => setConfirmDeleteAll(true)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Delete all
              </Button>
            </div>
          ) : null}
        </div>

        {canManage ? (
          <p className="text-sm text-fog">
            Each level saves on its own when you leave a value or press Enter.
          </p>
        ) : null}

        <ErrorAlert error={error} onDismiss={() => setError(null)} />

        {schedule.levels.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-white/15 p-8 text-center text-mist">
            No levels yet.
          </p>
        ) : (
          // On a phone each level is a card (LevelRow), so nothing reaches past the screen.
          <div className="sm:overflow-x-auto sm:rounded-2xl sm:border sm:border-white/[0.07] sm:bg-ink-900/60">
            <table className="w-full max-sm:block sm:min-w-[36rem]">
              <caption className="sr-only">Levels of {schedule.title}</caption>
              <thead className="text-xs tracking-wide text-fog uppercase max-sm:hidden">
                <tr>
                  <th scope="col" className="px-3 py-3 text-left font-semibold">
                    Level
                  </th>
                  <th scope="col" className="px-2 py-3 text-right font-semibold">
                    Minutes
                  </th>
                  <th scope="col" className="px-2 py-3 text-right font-semibold">
                    Small blind
                  </th>
                  <th scope="col" className="px-2 py-3 text-right font-semibold">
                    Big blind
                  </th>
                  <th scope="col" className="px-2 py-3 text-right font-semibold">
                    Ante
                  </th>
                  {canManage ? (
                    <th scope="col" className="px-2 py-3 text-right font-semibold">
                      <span className="sr-only">Actions</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody className="max-sm:block max-sm:space-y-3">
                {schedule.levels.map((level, index) => (
                  <LevelRow
                    key={level.slug}
                    level={level}
                    canManage={canManage}
                    busy={busy}
                    isFirst={index === 0}
                    isLast={index === schedule.levels.length - 1}
                    onSave={(values) => levels.update.mutateAsync({ slug: level.slug, ...values })}
                    onMove={(direction) => move(level, index, direction)}
                    onDelete={() => {
                      setError(null);
                      levels.remove.mutate(level.slug, { onError: fail(M.deleteLevelFailed) });
                    }}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}

        {canManage && schedule.levels.some((level) => !level.is_break) ? (
          <BulkMinutesForm busy={busy} apply={applyBulk} />
        ) : null}
      </section>

      <ConfirmDialog
        open={confirmDeleteAll}
        title="Delete all levels?"
        description="Every level and break of this schedule is deleted. This cannot be undone."
        confirmLabel="Delete all"
        onCancel={() => setConfirmDeleteAll(false)}
        onConfirm={() => {
          setConfirmDeleteAll(false);
          setError(null);
          levels.removeAll.mutate(undefined, { onError: fail(M.deleteLevelFailed) });
        }}
      />
    </Frame>
  );
}
