import { BLIND_SCHEDULE_UI_MESSAGES, type BlindSchedule } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { Plus, Wand2 } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/text-field';
import { clubCan } from '../../../lib/club/club-roles';
import { useSelectedClub } from '../../../lib/club/use-selected-club';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import {
  useCloneBlindSchedule,
  useDeleteBlindSchedule,
  useUpdateBlindSchedule,
} from '../api/change-blind-schedule';
import { useCreateBlindSchedule } from '../api/create-blind-schedule';
import { blindSchedulesQueryOptions } from '../api/list-blind-schedules';
import { scheduleErrorText, type ScheduleErrorText } from '../blind-schedule-errors';
import { ScheduleCard } from '../components/schedule-card';
import { WizardDialog } from '../components/wizard-dialog';

const M = BLIND_SCHEDULE_UI_MESSAGES;

/**
 * `/app/club/blind-schedules` (Blind Structures): the selected club's schedules. Owners and
 * managers create, clone, set the default and delete; members and the demo only look.
 */
export function BlindSchedulesPage() {
  usePageTitle('Blind Structures');
  const { club } = useSelectedClub();
  if (!club) {
    return (
      <PageBody>
        <Alert>{M.noClubSelected}</Alert>
      </PageBody>
    );
  }
  return <ScheduleList clubSlug={club.slug} canManage={clubCan(club.role, 'club:manage')} />;
}

function PageBody({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-chalk sm:text-3xl">
            Blind Structures
          </h1>
          <p className="mt-1 text-sm text-mist">
            Levels, breaks and sounds for your club&apos;s blind clock.
          </p>
        </div>
        {actions}
      </div>
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}

function ScheduleList({ clubSlug, canManage }: { clubSlug: string; canManage: boolean }) {
  const navigate = useNavigate();
  const schedules = useQuery(blindSchedulesQueryOptions(clubSlug));
  const create = useCreateBlindSchedule(clubSlug);
  const clone = useCloneBlindSchedule(clubSlug);
  const update = useUpdateBlindSchedule(clubSlug);
  const remove = useDeleteBlindSchedule(clubSlug);
  const [title, setTitle] = useState('');
  const [createError, setCreateError] = useState<ScheduleErrorText | null>(null);
  const [actionError, setActionError] = useState<ScheduleErrorText | null>(null);
  const [toDelete, setToDelete] = useState<BlindSchedule | null>(null);
  const [wizardOpen, setWizardOpen] = useState(false);
  const busy = clone.isPending || update.isPending || remove.isPending;

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    setCreateError(null);
    create.mutate(
      { title },
      {
        onSuccess: (schedule) => {
          setTitle('');
          void navigate(paths.blindSchedule(schedule.slug));
        },
        onError: (error) => setCreateError(scheduleErrorText(error, M.createFailed)),
      },
    );
  };

  const run = <T,>(
    mutation: { mutate: (value: T, options: { onError: (error: unknown) => void }) => void },
    value: T,
    fallback: string,
  ) => {
    setActionError(null);
    mutation.mutate(value, {
      onError: (error) => setActionError(scheduleErrorText(error, fallback)),
    });
  };

  return (
    <PageBody
      actions={
        canManage ? (
          <Button variant="secondary" onClick={() => setWizardOpen(true)}>
            <Wand2 className="size-4" aria-hidden="true" />
            Build with wizard
          </Button>
        ) : null
      }
    >
      {canManage ? (
        <form
          onSubmit={onCreate}
          noValidate
          className="flex flex-col gap-3 rounded-2xl border border-white/[0.07] bg-ink-900/50 p-4 sm:flex-row sm:items-start sm:p-5"
        >
          <div className="flex-1">
            <TextField
              label="New schedule title"
              name="title"
              value={title}
              maxLength={100}
              onChange={(event) => setTitle(event.target.value)}
              error={createError?.titleError}
              placeholder="Friday Turbo"
            />
          </div>
          <Button type="submit" disabled={create.isPending} className="sm:mt-7">
            <Plus className="size-4" aria-hidden="true" />
            {create.isPending ? 'Creating...' : 'Create schedule'}
          </Button>
        </form>
      ) : null}
      {createError && !createError.titleError ? <ErrorAlert error={createError} /> : null}
      <ErrorAlert error={actionError} onDismiss={() => setActionError(null)} />

      {schedules.isPending ? (
        <p className="text-mist" role="status">
          Loading blind schedules...
        </p>
      ) : schedules.isError ? (
        <Alert
          title={M.loadFailed}
          actions={
            <Button size="sm" variant="secondary" onClick={() => void schedules.refetch()}>
              Try again
            </Button>
          }
        />
      ) : schedules.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-white/15 p-8 text-center text-mist">
          No blind schedules yet.
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Blind schedules">
          {schedules.data.map((schedule) => (
            <ScheduleCard
              key={schedule.slug}
              clubSlug={clubSlug}
              schedule={schedule}
              canManage={canManage}
              busy={busy}
              onClone={() => run(clone, schedule.slug, M.cloneFailed)}
              onSetDefault={() =>
                run(
                  update,
                  { scheduleSlug: schedule.slug, body: { is_default: true } },
                  M.updateFailed,
                )
              }
              onDelete={() => setToDelete(schedule)}
            />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete ${toDelete?.title ?? 'schedule'}?`}
        description="The schedule and all its levels are deleted. This cannot be undone."
        confirmLabel="Delete"
        pending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          const slug = toDelete.slug;
          setToDelete(null);
          run(remove, slug, M.deleteFailed);
        }}
      />
      {canManage ? (
        <WizardDialog
          open={wizardOpen}
          clubSlug={clubSlug}
          onClose={() => setWizardOpen(false)}
          onSaved={(schedule) => {
            setWizardOpen(false);
            void navigate(paths.blindSchedule(schedule.slug));
          }}
        />
      ) : null}
    </PageBody>
  );
}
