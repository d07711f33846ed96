import { zodResolver } from '@hookform/resolvers/zod';
import { clubDetailsFormSchema, type Club, type UpdateClubRequest } from '@felt/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/text-field';
import { TimeZonePicker } from '../../../components/ui/time-zone-picker';
import type { ErrorText } from '../../../lib/error-text';
import { applyServerErrors, serverErrorText } from '../../../lib/forms/server-errors';
import { useUnsavedChanges } from '../../../lib/forms/unsaved-changes';
import { toast } from '../../../lib/toast';
import { useUpdateClub } from '../../clubs';

export const CLUB_CARD_MESSAGES = {
  renamed: 'Club renamed.',
  timezoneChanged: 'Time zone changed.',
  saved: 'Club saved.',
  saveFailed: 'Could not save the club.',
  timezoneHint:
    'Games are entered and shown on this clock; members elsewhere also see their own time.',
} as const;

type FormInput = z.input<typeof clubDetailsFormSchema>;
type FormOutput = z.output<typeof clubDetailsFormSchema>;

const formValues = (club: Club): FormInput => ({ name: club.name, timezone: club.timezone });

/** What the toast says for what was saved. */
function savedMessage(changes: UpdateClubRequest): string {
  if (changes.name !== undefined && changes.timezone !== undefined) return CLUB_CARD_MESSAGES.saved;
  return changes.name !== undefined
    ? CLUB_CARD_MESSAGES.renamed
    : CLUB_CARD_MESSAGES.timezoneChanged;
}

/**
 * The club's name and time zone on Club Settings, for its owner (issue 19 item 11; the profile
 * editor keeps the name too, as SPEC.md says). Only what changed is sent. Everyone else reads
 * both in the page's subtitle.
 */
export function ClubCard({ club }: { club: Club }) {
  const update = useUpdateClub(club.slug);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(clubDetailsFormSchema),
    defaultValues: formValues(club),
  });
  const [failure, setFailure] = useState<ErrorText | null>(null);
  useUnsavedChanges(isDirty);
  const pending = isSubmitting || update.isPending;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const changes: UpdateClubRequest = {};
    if (values.name !== club.name) changes.name = values.name;
    if (values.timezone !== club.timezone) changes.timezone = values.timezone;
    if (changes.name === undefined && changes.timezone === undefined) {
      // Only spaces were added: nothing the server would store differently.
      reset(formValues(club));
      return;
    }
    try {
      const saved = await update.mutateAsync(changes);
      reset(formValues(saved));
      toast.success(savedMessage(changes));
    } catch (error) {
      setFailure(
        serverErrorText(
          applyServerErrors(error, setError, ['name', 'timezone']),
          CLUB_CARD_MESSAGES.saveFailed,
        ),
      );
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Club"
      className="space-y-5 rounded-2xl border border-white/[0.07] bg-ink-900/70 p-5 sm:p-6"
    >
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label="Club name"
          autoComplete="organization"
          maxLength={100}
          hint="What your members call the game. The club's address stays the same."
          error={errors.name?.message}
          {...register('name')}
        />
        <Controller
          control={control}
          name="timezone"
          render={({ field }) => (
            <TimeZonePicker
              label="Time zone"
              hint={CLUB_CARD_MESSAGES.timezoneHint}
              error={errors.timezone?.message}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          )}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending || !isDirty}>
          {pending ? 'Saving...' : 'Save club'}
        </Button>
      </div>
      <ErrorAlert error={failure} />
    </form>
  );
}
