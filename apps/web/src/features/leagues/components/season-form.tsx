import {
  createSeasonRequestSchema,
  LEAGUE_LIMITS,
  LEAGUE_MESSAGES,
  updateSeasonRequestSchema,
  seasonDateErrors,
  type CreateSeasonRequest,
} from '@felt/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/text-field';
import type { WriteFailure } from '../league-errors';

export type SeasonDraft = CreateSeasonRequest;

export const SEASON_FORM_FIELDS = ['title', 'begin_date', 'end_date', 'is_active'] as const;

type FieldName = (typeof SEASON_FORM_FIELDS)[number];

/** The contract's rules, as one message per field (the first one the schema found). */
function clientErrors(draft: SeasonDraft, mode: 'create' | 'edit'): Record<string, string> {
  const errors: Record<string, string> = {};
  const schema = mode === 'create' ? createSeasonRequestSchema : updateSeasonRequestSchema;
  const parsed = schema.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      errors[field] ??= issue.message;
    }
  }
  // An empty date is a missing one, not a badly written one.
  for (const field of ['begin_date', 'end_date'] as const) {
    if (draft[field] === '') errors[field] = LEAGUE_MESSAGES.required;
  }
  if (!errors.begin_date && !errors.end_date) {
    for (const [field, messages] of Object.entries(seasonDateErrors(draft))) {
      errors[field] ??= messages[0] ?? '';
    }
  }
  return errors;
}

/**
 * A season's title and dates (and, when creating, whether it starts active). The same checks
 * as the server run on submit; the server's own answer comes back through `failure`.
 */
export function SeasonForm({
  mode,
  initial,
  pending,
  failure,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  mode: 'create' | 'edit';
  initial: SeasonDraft;
  pending: boolean;
  failure: WriteFailure | null;
  submitLabel: string;
  onSubmit: (draft: SeasonDraft) => void;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState<SeasonDraft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const activeId = useId();

  const set = <K extends keyof SeasonDraft>(key: K, value: SeasonDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const errorOf = (field: FieldName) => errors[field] ?? failure?.fields[field];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = clientErrors(draft, mode);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({ ...draft, title: draft.title.trim() });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <ErrorAlert error={failure} />
      <TextField
        label="Season title"
        name="title"
        value={draft.title}
        maxLength={LEAGUE_LIMITS.titleMaxLength}
        autoComplete="off"
        placeholder="Spring 2027"
        onChange={(event) => set('title', event.target.value)}
        error={errorOf('title')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Begin date"
          name="begin_date"
          type="date"
          value={draft.begin_date}
          onChange={(event) => set('begin_date', event.target.value)}
          error={errorOf('begin_date')}
        />
        <TextField
          label="End date"
          name="end_date"
          type="date"
          value={draft.end_date}
          min={draft.begin_date || undefined}
          onChange={(event) => set('end_date', event.target.value)}
          error={errorOf('end_date')}
        />
      </div>
      {mode === 'create' ? (
        <div>
          <div className="flex items-start gap-3">
            <input
              id={activeId}
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-gold-400"
              checked={draft.is_active}
              aria-describedby={`${activeId}-hint`}
              onChange={(event) => set('is_active', event.target.checked)}
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
          {errorOf('is_active') ? (
            <p className="mt-2 text-sm font-medium text-suit-red">{errorOf('is_active')}</p>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
