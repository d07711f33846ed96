import { zodResolver } from '@hookform/resolvers/zod';
import {
  BLIND_SCHEDULE_UI_MESSAGES as M,
  blindScheduleSoundErrors,
  createBlindScheduleRequestSchema,
  type BlindSchedule,
} from '@felt/contract';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/text-field';
import type { ErrorText } from '../../../lib/error-text';
import { applyServerErrors, serverErrorText } from '../../../lib/forms/server-errors';
import { useUnsavedChanges } from '../../../lib/forms/unsaved-changes';
import { useUpdateBlindSchedule } from '../api/change-blind-schedule';
import { scheduleTitleError } from '../blind-schedule-errors';

type SoundField = 'warning_seconds' | 'alert_seconds' | 'beep_seconds';

const SOUND_FIELDS: { name: SoundField; label: string; hint: string }[] = [
  { name: 'warning_seconds', label: 'Warning (seconds left)', hint: '0 turns it off' },
  { name: 'alert_seconds', label: 'Alert (seconds left)', hint: 'At or after the warning' },
  { name: 'beep_seconds', label: 'Beeps (last seconds)', hint: 'One beep per second' },
];

const FIELDS = ['title', 'warning_seconds', 'alert_seconds', 'beep_seconds'] as const;

const { shape } = createBlindScheduleRequestSchema;

/** The contract's rules for a schedule's title and sounds, the sounds in their order. */
const scheduleSettingsSchema = z
  .object({
    title: shape.title,
    warning_seconds: shape.warning_seconds.unwrap(),
    alert_seconds: shape.alert_seconds.unwrap(),
    beep_seconds: shape.beep_seconds.unwrap(),
  })
  .superRefine((sounds, context) => {
    for (const [path, messages] of Object.entries(blindScheduleSoundErrors(sounds))) {
      for (const message of messages) context.addIssue({ code: 'custom', path: [path], message });
    }
  });

type ScheduleSettings = z.infer<typeof scheduleSettingsSchema>;

/**
 * A schedule's title and clock sounds, saved together by the button under them (the levels
 * above save row by row). Fresh data from the server (a level saved, another tab) fills the
 * fields the person has not edited.
 */
export function ScheduleSettingsForm({
  clubSlug,
  schedule,
}: {
  clubSlug: string;
  schedule: BlindSchedule;
}) {
  const update = useUpdateBlindSchedule(clubSlug);
  const values = useMemo<ScheduleSettings>(
    () => ({
      title: schedule.title,
      warning_seconds: schedule.warning_seconds,
      alert_seconds: schedule.alert_seconds,
      beep_seconds: schedule.beep_seconds,
    }),
    [schedule.title, schedule.warning_seconds, schedule.alert_seconds, schedule.beep_seconds],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ScheduleSettings>({
    resolver: zodResolver(scheduleSettingsSchema),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const [failure, setFailure] = useState<ErrorText | null>(null);
  useUnsavedChanges(isDirty);
  const pending = isSubmitting || update.isPending;

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync({ scheduleSlug: schedule.slug, body });
      // Everything is saved now: no field stays marked as edited (the form's resetOptions would
      // otherwise apply to this reset too, and later fresh data would skip the saved fields).
      reset(
        {
          title: saved.title,
          warning_seconds: saved.warning_seconds,
          alert_seconds: saved.alert_seconds,
          beep_seconds: saved.beep_seconds,
        },
        { keepDirtyValues: false },
      );
    } catch (error) {
      setFailure(serverErrorText(applyServerErrors(error, setError, FIELDS), M.updateFailed));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Schedule settings"
      className="space-y-4 rounded-2xl border border-white/[0.07] bg-ink-900/50 p-4 sm:p-5"
    >
      <TextField
        label="Title"
        maxLength={100}
        error={scheduleTitleError(errors.title?.message)}
        {...register('title')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {SOUND_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            type="number"
            inputMode="numeric"
            min={0}
            hint={field.hint}
            error={errors[field.name]?.message}
            {...register(field.name, { valueAsNumber: true })}
          />
        ))}
      </div>
      <ErrorAlert error={failure} />
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p className="text-sm text-fog">
          Levels save as you edit them; this saves the title and sounds.
        </p>
        <Button type="submit" disabled={pending || !isDirty}>
          {pending ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
