import { zodResolver } from '@hookform/resolvers/zod';
import { GAME_LIMITS, type Member } from '@felt/contract';
import { Calculator, LoaderCircle, Plus, Save, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/text-field';
import type { ErrorText } from '../../../lib/error-text';
import { applyServerErrors, serverErrorText } from '../../../lib/forms/server-errors';
import { useUnsavedChanges } from '../../../lib/forms/unsaved-changes';
import { SelectField } from '../../games';
import {
  emptyRow,
  gameEditorSchema,
  GUEST,
  type GameEditorRequest,
  type GameEditorValues,
  type ResultRowValues,
} from '../game-editor-values';

/** The server's names of the rows' fields, as the form names them. */
const ROW_FIELDS: Record<string, keyof ResultRowValues> = {
  member_slug: 'player',
  guest_name: 'guest_name',
  place: 'place',
  rebuys: 'rebuys',
  addons: 'addons',
  knockouts: 'knockouts',
  prize_cents: 'prize',
};

/** Where a refused save's field errors go: the game's fields, the list, each row's fields. */
function serverFields(rows: number): Record<string, FieldPath<GameEditorValues>> {
  const fields: Record<string, FieldPath<GameEditorValues>> = {
    title: 'game.title',
    starts_at: 'game.date',
    results: 'rows',
  };
  for (let index = 0; index < rows; index += 1) {
    for (const [server, field] of Object.entries(ROW_FIELDS)) {
      fields[`results.${index}.${server}`] = `rows.${index}.${field}`;
    }
  }
  return fields;
}

/**
 * The game editor's form (issue 14): for a new game its title, date and start on the club's
 * clock; then one row per player (a member of the club or a guest by name, place, rebuys,
 * add-ons, knockouts and an optional prize), rows added and removed. Checked with the
 * contract's rules before anything is sent; a refusal is shown at its field or row and changes
 * nothing. `save` does the writes, then `onSaved` leaves the page.
 */
export function ResultsEditor({
  newGame,
  members,
  timeZoneLabel,
  timeZone,
  defaultValues,
  readOnly,
  saveLabel,
  save,
  onSaved,
  onCancel,
}: {
  newGame: boolean;
  members: readonly Member[];
  timeZone: string | undefined;
  /** "Eastern": the club's clock, said under the date. */
  timeZoneLabel: string;
  defaultValues: GameEditorValues;
  readOnly: boolean;
  saveLabel: string;
  /** Writes the request; throws the API's refusal, having changed nothing. */
  save: (request: GameEditorRequest) => Promise<void>;
  /** After a save: leaves the page. */
  onSaved: () => void;
  onCancel: () => void;
}) {
  const nameOf = useMemo(() => {
    const names = new Map(members.map((member) => [member.slug, member.name]));
    return (slug: string) => names.get(slug) ?? slug;
  }, [members]);
  const schema = useMemo(
    () => gameEditorSchema({ newGame, timeZone, nameOf }),
    [newGame, timeZone, nameOf],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    trigger,
    formState: { errors, isDirty, isSubmitting, isSubmitted },
  } = useForm<GameEditorValues, unknown, GameEditorRequest>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  });
  const rows = useFieldArray({ control, name: 'rows' });
  const players = useWatch({ control, name: 'rows' });
  // After a first try, the whole list is checked again as it changes: fixing one row of a tie
  // clears the message at the other row too.
  // Only on an edit: a refused save's messages stay until the rows change.
  const checkedRows = useRef(players);
  useEffect(() => {
    if (checkedRows.current === players) return;
    checkedRows.current = players;
    if (isSubmitted) void trigger('rows');
  }, [players, isSubmitted, trigger]);
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const unsaved = useUnsavedChanges(isDirty && !readOnly);

  const onSubmit = handleSubmit(async (request) => {
    setFailure(null);
    try {
      await save(request);
    } catch (error) {
      const result = applyServerErrors(error, setError, serverFields(getValues('rows').length));
      setFailure(serverErrorText(result, 'The results were not saved.'));
      return;
    }
    unsaved.release();
    onSaved();
  });

  const listError = errors.rows?.message ?? errors.rows?.root?.message;
  const rowLabel = (index: number) => {
    const row = players[index];
    const name =
      row?.player === GUEST ? row.guest_name.trim() : row?.player ? nameOf(row.player) : '';
    return name || `Player ${index + 1}`;
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={saveLabel} className="space-y-6">
      {readOnly ? <Alert tone="info">Demo Mode: results are read-only.</Alert> : null}
      <fieldset disabled={readOnly} className="min-w-0 space-y-6">
        {newGame ? (
          <section
            aria-labelledby="editor-game-heading"
            className="rounded-2xl border border-white/[0.07] bg-ink-900/70 p-5 sm:p-6"
          >
            <h2 id="editor-game-heading" className="text-lg font-semibold text-chalk">
              The game
            </h2>
            <div className="mt-4 grid gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
              <TextField
                label="Title"
                autoComplete="off"
                maxLength={GAME_LIMITS.titleMaxLength}
                placeholder="Friday Night Hold'em"
                error={errors.game?.title?.message}
                {...register('game.title')}
              />
              <TextField
                label="Date"
                type="date"
                hint={`The day it was played (${timeZoneLabel} time).`}
                error={errors.game?.date?.message}
                {...register('game.date')}
              />
              <TextField
                label="Start time"
                type="time"
                error={errors.game?.time?.message}
                {...register('game.time')}
              />
            </div>
          </section>
        ) : null}

        <section
          aria-labelledby="editor-results-heading"
          className="rounded-2xl border border-white/[0.07] bg-ink-900/70 p-5 sm:p-6"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 id="editor-results-heading" className="text-lg font-semibold text-chalk">
                Results
              </h2>
              <p className="mt-1 text-sm text-mist">
                One row per player, places 1 to {Math.max(rows.fields.length, 1)} with no ties.
                Leave a prize blank to pay the place’s share of the prize pool.
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                getValues('rows').forEach((_, index) =>
                  setValue(`rows.${index}.prize`, '', { shouldDirty: true }),
                )
              }
            >
              <Calculator className="size-4" aria-hidden="true" />
              Prizes from the payouts
            </Button>
          </div>

          <ol aria-label="Players" className="mt-5 space-y-4">
            {rows.fields.map((field, index) => {
              const rowErrors = errors.rows?.[index];
              const isGuest = players[index]?.player === GUEST;
              return (
                <li
                  key={field.id}
                  className="rounded-xl border border-white/[0.07] bg-ink-950/40 p-4"
                >
                  <fieldset className="min-w-0">
                    <legend className="sr-only">{rowLabel(index)}</legend>
                    <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:grid-cols-4 xl:grid-cols-[minmax(0,2.4fr)_repeat(4,minmax(0,0.8fr))_minmax(0,1.1fr)_auto] xl:items-start">
                      <div className="col-span-2 space-y-3 sm:col-span-4 xl:col-span-1">
                        <SelectField
                          label="Player"
                          error={rowErrors?.player?.message}
                          {...register(`rows.${index}.player`)}
                        >
                          <option value="">Choose a player</option>
                          <optgroup label="Members">
                            {members.map((member) => (
                              <option key={member.slug} value={member.slug}>
                                {member.name}
                              </option>
                            ))}
                          </optgroup>
                          <option value={GUEST}>A guest (not a member)</option>
                        </SelectField>
                        {isGuest ? (
                          <TextField
                            label="Guest name"
                            autoComplete="off"
                            maxLength={GAME_LIMITS.nameMaxLength}
                            hint="A member by this name is matched; else a guest player is added."
                            error={rowErrors?.guest_name?.message}
                            {...register(`rows.${index}.guest_name`)}
                          />
                        ) : null}
                      </div>
                      <TextField
                        label="Place"
                        inputMode="numeric"
                        autoComplete="off"
                        error={rowErrors?.place?.message}
                        {...register(`rows.${index}.place`)}
                      />
                      <TextField
                        label="Rebuys"
                        inputMode="numeric"
                        autoComplete="off"
                        error={rowErrors?.rebuys?.message}
                        {...register(`rows.${index}.rebuys`)}
                      />
                      <TextField
                        label="Add-ons"
                        inputMode="numeric"
                        autoComplete="off"
                        error={rowErrors?.addons?.message}
                        {...register(`rows.${index}.addons`)}
                      />
                      <TextField
                        label="Knockouts"
                        inputMode="numeric"
                        autoComplete="off"
                        error={rowErrors?.knockouts?.message}
                        {...register(`rows.${index}.knockouts`)}
                      />
                      <TextField
                        label="Prize ($)"
                        inputMode="decimal"
                        autoComplete="off"
                        placeholder="From payouts"
                        error={rowErrors?.prize?.message}
                        {...register(`rows.${index}.prize`)}
                      />
                      <div className="flex items-end xl:pt-7">
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => rows.remove(index)}
                          disabled={rows.fields.length <= 1}
                          aria-label={`Remove ${rowLabel(index)}`}
                          className="text-suit-red hover:text-suit-red"
                        >
                          <Trash2 className="size-4" aria-hidden="true" />
                          <span className="xl:sr-only">Remove</span>
                        </Button>
                      </div>
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
          {listError ? (
            <p role="alert" className="mt-4 text-sm font-medium text-suit-red">
              {listError}
            </p>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            className="mt-4"
            onClick={() => rows.append(emptyRow(String(getValues('rows').length + 1)))}
          >
            <Plus className="size-4" aria-hidden="true" />
            Add a player
          </Button>
        </section>
      </fieldset>

      <ErrorAlert error={failure} onDismiss={() => setFailure(null)} />
      {readOnly ? null : (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? (
              <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
            ) : (
              <Save className="size-4" aria-hidden="true" />
            )}
            {isSubmitting ? 'Saving...' : saveLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
