import { zodResolver } from '@hookform/resolvers/zod';
import {
  BLIND_SCHEDULE_UI_MESSAGES,
  createBlindScheduleRequestSchema,
  type BlindSchedule,
} from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { Plus, Wand2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/text-field';
import { clubCan } from '../../../lib/club/club-roles';
import { useSelectedClub } from '../../../lib/club/use-selected-club';
import { usePageTitle } from '../../../lib/page-title';
import type { ErrorText } from '../../../lib/error-text';
import { applyServerErrors, serverErrorText } from '../../../lib/forms/server-errors';
import { paths } from '../../../lib/paths';
import {
  useCloneBlindSchedule,
  useDeleteBlindSchedule,
  useUpdateBlindSchedule,
} from '../api/change-blind-schedule';
import { useCreateBlindSchedule } from '../api/create-blind-schedule';
import { blindSchedulesQueryOptions } from '../api/list-blind-schedules';
import {
  scheduleErrorText,
  scheduleTitleError,
  type ScheduleErrorText,
} from '../blind-schedule-errors';
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
  const clone = useCloneBlindSchedule(clubSlug);
  const update = useUpdateBlindSchedule(clubSlug);
  const remove = useDeleteBlindSchedule(clubSlug);
  const [actionError, setActionError] = useState<ScheduleErrorText | null>(null);
  const [toDelete, setToDelete] = useState<BlindSchedule | null>(null);
  const [wizardOpen, setWizardOpen] = useState(false);
  const busy = clone.isPending || update.isPending || remove.isPending;

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
      {canManage ? <NewScheduleForm clubSlug={clubSlug} /> : null}
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

/** "New schedule title" and Create: the new, empty schedule opens in the editor. */
function NewScheduleForm({ clubSlug }: { clubSlug: string }) {
  const navigate = useNavigate();
  const create = useCreateBlindSchedule(clubSlug);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(createBlindScheduleRequestSchema.pick({ title: true })),
    defaultValues: { title: '' },
  });
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const pending = isSubmitting || create.isPending;

  const onSubmit = handleSubmit(async ({ title }) => {
    setFailure(null);
    try {
      const schedule = await create.mutateAsync({ title });
      void navigate(paths.blindSchedule(schedule.slug));
    } catch (error) {
      setFailure(serverErrorText(applyServerErrors(error, setError, ['title']), M.createFailed));
    }
  });

  return (
    <>
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-3 rounded-2xl border border-white/[0.07] bg-ink-900/50 p-4 sm:flex-row sm:items-start sm:p-5"
      >
        <div className="flex-1">
          <TextField
            label="New schedule title"
            maxLength={100}
            error={scheduleTitleError(errors.title?.message)}
            placeholder="Friday Turbo"
            {...register('title')}
          />
        </div>
        <Button type="submit" disabled={pending} className="sm:mt-7">
          <Plus className="size-4" aria-hidden="true" />
          {pending ? 'Creating...' : 'Create schedule'}
        </Button>
      </form>
      <ErrorAlert error={failure} />
    </>
  );
}
