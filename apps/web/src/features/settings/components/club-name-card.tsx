import { zodResolver } from '@hookform/resolvers/zod';
import { clubDetailsFormSchema, type Club } from '@felt/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/text-field';
import type { ErrorText } from '../../../lib/error-text';
import { applyServerErrors, serverErrorText } from '../../../lib/forms/server-errors';
import { useUnsavedChanges } from '../../../lib/forms/unsaved-changes';
import { toast } from '../../../lib/toast';
import { useRenameClub } from '../../clubs';

export const CLUB_NAME_MESSAGES = {
  renamed: 'Club renamed.',
  renameFailed: 'Could not rename the club.',
} as const;

/**
 * The club's name on Club Settings, for its owner (issue 19 item 11; the profile editor keeps
 * it too, as SPEC.md says). Everyone else reads it in the page's subtitle.
 */
export function ClubNameCard({ club }: { club: Club }) {
  const rename = useRenameClub(club.slug);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm({
    resolver: zodResolver(clubDetailsFormSchema.pick({ name: true })),
    defaultValues: { name: club.name },
  });
  const [failure, setFailure] = useState<ErrorText | null>(null);
  useUnsavedChanges(isDirty);
  const pending = isSubmitting || rename.isPending;

  const onSubmit = handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      const renamed = await rename.mutateAsync(name);
      reset({ name: renamed.name });
      toast.success(CLUB_NAME_MESSAGES.renamed);
    } catch (error) {
      setFailure(
        serverErrorText(
          applyServerErrors(error, setError, ['name']),
          CLUB_NAME_MESSAGES.renameFailed,
        ),
      );
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Club name"
      className="space-y-4 rounded-2xl border border-white/[0.07] bg-ink-900/70 p-5 sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <TextField
            label="Club name"
            autoComplete="organization"
            maxLength={100}
            hint="What your members call the game. The club's address stays the same."
            error={errors.name?.message}
            {...register('name')}
          />
        </div>
        <Button type="submit" disabled={pending || !isDirty} className="sm:mt-7">
          {pending ? 'Saving...' : 'Rename'}
        </Button>
      </div>
      <ErrorAlert error={failure} />
    </form>
  );
}
