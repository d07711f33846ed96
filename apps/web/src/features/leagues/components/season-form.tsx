import { zodResolver } from '@hookform/resolvers/zod';
import {
  createSeasonRequestSchema,
  isoDateSchema,
  LEAGUE_LIMITS,
  LEAGUE_MESSAGES,
  seasonDateErrors,
  type CreateSeasonRequest,
} from '@felt/contract';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import type { ErrorText } from '../../../lib/error-text';
import { applyServerErrors, serverErrorText } from '../../../lib/forms/server-errors';
import { useUnsavedChanges } from '../../../lib/forms/unsaved-changes';

export type SeasonDraft = CreateSeasonRequest;

const SEASON_FORM_FIELDS = ['title', 'begin_date', 'end_date', 'is_active'] as const;

/** An empty date is a missing one, not a badly written one. */
const requiredDate = z.string().min(1, LEAGUE_MESSAGES.required).pipe(isoDateSchema);

/**
 * The contract's season rules as the form checks them: the title's, a date in each date field,
 * and the end on or after the begin (`seasonDateErrors`, as the server says it).
 */
const seasonFormSchema = z
  .object({
    title: createSeasonRequestSchema.shape.title,
    begin_date: requiredDate,
    end_date: requiredDate,
    is_active: z.boolean({ error: LEAGUE_MESSAGES.boolean }),
  })
  .superRefine((value, context) => {
    for (const [path, messages] of Object.entries(seasonDateErrors(value))) {
      for (const message of messages) context.addIssue({ code: 'custom', path: [path], message });
    }
  });

/**
 * A season's title and dates (and, when creating, whether it starts active), with the same
 * checks as the server. `save` stores the season and throws what the server refused: field
 * errors go under their fields, the rest under `failureMessage` above them (a 404 says the
 * season went away meanwhile: `notFoundMessage`).
 */
export function SeasonForm({
  mode,
  initial,
  submitLabel,
  failureMessage,
  notFoundMessage,
  save,
  onCancel,
}: {
  mode: 'create' | 'edit';
  initial: SeasonDraft;
  submitLabel: string;
  failureMessage: string;
  notFoundMessage?: string;
  save: (draft: SeasonDraft) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const activeId = useId();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<SeasonDraft>({
    resolver: zodResolver(seasonFormSchema),
    defaultValues: initial,
  });
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const unsaved = useUnsavedChanges(isDirty);
  const beginDate = useWatch({ control, name: 'begin_date' });

  const onSubmit = handleSubmit(async (draft) => {
    setFailure(null);
    try {
      await save(draft);
      unsaved.release();
    } catch (error) {
      if (notFoundMessage && isApiError(error) && error.status === 404) {
        setFailure({ message: notFoundMessage });
        return;
      }
      setFailure(
        serverErrorText(applyServerErrors(error, setError, SEASON_FORM_FIELDS), failureMessage),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <ErrorAlert error={failure} />
      <TextField
        label="Season title"
        maxLength={LEAGUE_LIMITS.titleMaxLength}
        autoComplete="off"
        placeholder="Spring 2027"
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Begin date"
          type="date"
          error={errors.begin_date?.message}
          {...register('begin_date')}
        />
        <TextField
          label="End date"
          type="date"
          min={beginDate || undefined}
          error={errors.end_date?.message}
          {...register('end_date')}
        />
      </div>
      {mode === 'create' ? (
        <div>
          <div className="flex items-start gap-3">
            <input
              id={activeId}
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-gold-400"
              aria-describedby={`${activeId}-hint`}
              {...register('is_active')}
            />
            <div className="text-sm">
              <label htmlFor={activeId} className="font-medium text-chalk">
                Active
              </label>
              <p id={`${activeId}-hint`} className="mt-0.5 text-fog">
                The league dashboard opens on the first active season.
              </p>
            </div>
          </div>
          {errors.is_active?.message ? (
            <p className="mt-2 text-sm font-medium text-suit-red">{errors.is_active.message}</p>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
