import { zodResolver } from '@hookform/resolvers/zod';
import {
  BLIND_SCHEDULE_UI_MESSAGES as M,
  blindLevelErrors,
  blindLevelInputSchema,
  type BlindLevel,
  type BlindLevelInput,
} from '@felt/contract';
import { ArrowDown, ArrowUp, Check, Trash2, Undo2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldErrorText } from '../../../components/ui/text-field';
import { applyServerErrors, serverErrorMessage } from '../../../lib/forms/server-errors';
import { useUnsavedChanges } from '../../../lib/forms/unsaved-changes';
import { formatChips } from '../schedule-format';

type Editable = 'time_minutes' | 'small_blind' | 'big_blind' | 'ante_value';
type LevelValues = Record<Editable, number>;

const COLUMNS: { field: Editable; label: string }[] = [
  { field: 'time_minutes', label: 'Minutes' },
  { field: 'small_blind', label: 'Small blind' },
  { field: 'big_blind', label: 'Big blind' },
  { field: 'ante_value', label: 'Ante' },
];
const FIELDS = COLUMNS.map(({ field }) => field);

const { shape } = blindLevelInputSchema;

/** A level's values by the contract's rules: each value's range, then the rules across them. */
const levelSchema = (isBreak: boolean) =>
  z
    .object({
      time_minutes: shape.time_minutes.unwrap(),
      small_blind: shape.small_blind.unwrap(),
      big_blind: shape.big_blind.unwrap(),
      ante_value: shape.ante_value.unwrap(),
    })
    .superRefine((values, context) => {
      const errors = blindLevelErrors({ ...values, is_break: isBreak });
      for (const [path, messages] of Object.entries(errors)) {
        for (const message of messages) context.addIssue({ code: 'custom', path: [path], message });
      }
    });
const playingResolver = zodResolver(levelSchema(false));
const breakResolver = zodResolver(levelSchema(true));

const INPUT_CLASS =
  'h-10 w-full min-w-[4.5rem] rounded-lg border bg-ink-950/60 px-2.5 text-right text-sm text-chalk tabular-nums hover:border-white/25 focus:border-gold-400/70 disabled:opacity-60';

const ICON_BUTTON =
  'grid size-9 place-items-center rounded-lg text-mist transition-colors hover:bg-white/[0.07] hover:text-chalk disabled:pointer-events-none disabled:opacity-30';

/** The card a row becomes under the `sm` breakpoint (the table's columns do not fit a phone). */
const ROW_CLASS =
  'border-t border-white/[0.06] max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-2 max-sm:rounded-2xl max-sm:border max-sm:border-white/[0.08] max-sm:p-3';

/**
 * A reset that replaces every value: the form's `resetOptions` (keep unsaved edits when fresh
 * data arrives) would otherwise apply to it too, and the inputs keep their registration.
 */
const PUT_BACK = { keepDirtyValues: false, keepFieldsRef: true } as const;

type SaveState =
  | { state: 'idle' }
  | { state: 'saving'; fields: Editable[] }
  | { state: 'saved'; fields: Editable[] }
  | { state: 'failed'; message: string | null };

/**
 * One level of the editor: a small form of its four values. A value saves when its field is left
 * (or on Enter) if the row changed; the cell shows "Saving..." and then "Saved". A value the
 * rules or the server refuse stays in its cell, as typed, with the reason under it, until it is
 * fixed (and saved) or the row's Undo puts the saved values back. Fresh data from the server
 * (another row saved, a swap) fills the cells that hold no unsaved edit.
 */
export function LevelRow({
  level,
  canManage,
  busy,
  isFirst,
  isLast,
  onSave,
  onMove,
  onDelete,
}: {
  level: BlindLevel;
  canManage: boolean;
  /** A change to the whole list is under way: moving and deleting wait for it. */
  busy: boolean;
  isFirst: boolean;
  isLast: boolean;
  /** Saves the row's values; resolves with the level as stored, throws what was refused. */
  onSave: (values: BlindLevelInput) => Promise<BlindLevel>;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
}) {
  const saved = useMemo<LevelValues>(
    () => ({
      time_minutes: level.time_minutes,
      small_blind: level.small_blind,
      big_blind: level.big_blind,
      ante_value: level.ante_value,
    }),
    [level.time_minutes, level.small_blind, level.big_blind, level.ante_value],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    setValue,
    formState: { errors, isDirty },
  } = useForm<LevelValues>({
    resolver: level.is_break ? breakResolver : playingResolver,
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });
  const [save, setSave] = useState<SaveState>({ state: 'idle' });
  const saving = save.state === 'saving';
  useUnsavedChanges(isDirty && !saving);
  const idPrefix = useId();

  const shown = level.is_break ? 'Break' : `Level ${level.level_number}`;
  // Breaks share one label on screen; controls need names that tell them apart.
  const name = level.is_break ? `Break at row ${level.sort_order}` : shown;

  const commit = handleSubmit(
    async (values) => {
      const fields = FIELDS.filter((field) => values[field] !== saved[field]);
      if (fields.length === 0) {
        setSave({ state: 'idle' });
        return;
      }
      setSave({ state: 'saving', fields });
      try {
        const stored = await onSave({
          time_minutes: values.time_minutes,
          small_blind: level.is_break ? 0 : values.small_blind,
          big_blind: level.is_break ? 0 : values.big_blind,
          ante_value: level.is_break ? 0 : values.ante_value,
          is_break: level.is_break,
        });
        // What was typed while the save was on its way stays, still unsaved.
        const now = getValues();
        reset({
          time_minutes: stored.time_minutes,
          small_blind: stored.small_blind,
          big_blind: stored.big_blind,
          ante_value: stored.ante_value,
        });
        for (const field of FIELDS) {
          if (now[field] !== values[field]) setValue(field, now[field], { shouldDirty: true });
        }
        setSave({ state: 'saved', fields });
      } catch (error) {
        const result = applyServerErrors(error, setError, FIELDS);
        setSave({ state: 'failed', message: serverErrorMessage(result, M.updateFailed) });
      }
    },
    () => setSave({ state: 'idle' }),
  );
  const saveIfChanged = () => {
    if (isDirty && !saving) void commit();
  };
  const undo = () => {
    reset(saved, PUT_BACK);
    setSave({ state: 'idle' });
  };
  const failed = save.state === 'failed' || Object.keys(errors).length > 0;

  return (
    <>
      <tr
        className={`${ROW_CLASS} ${level.is_break ? 'bg-gold-400/[0.05] max-sm:border-gold-400/20' : ''}`}
      >
        <th
          scope="row"
          className={`px-3 py-2 text-left text-sm font-semibold whitespace-nowrap max-sm:self-center max-sm:p-0 max-sm:text-base ${level.is_break ? 'text-gold-300' : 'text-chalk'}`}
        >
          {shown}
        </th>
        {COLUMNS.map(({ field, label }) => {
          const hidden = level.is_break && field !== 'time_minutes';
          if (hidden) {
            return (
              <td key={field} className="px-2 py-2 text-right text-fog max-sm:hidden">
                <span className="sr-only">No {label.toLowerCase()}</span>
                <span aria-hidden="true">—</span>
              </td>
            );
          }
          const error = errors[field]?.message;
          const errorId = `${idPrefix}-${field}-error`;
          const status =
            (save.state === 'saving' || save.state === 'saved') && save.fields.includes(field)
              ? save.state
              : null;
          return (
            <td key={field} className="px-2 py-2 text-right align-top max-sm:p-0 max-sm:text-left">
              {/* The table's column headers are hidden on a phone: each value names itself. */}
              <span
                className="mb-1 block text-xs font-medium text-fog sm:hidden"
                aria-hidden={canManage}
              >
                {label}
              </span>
              {canManage ? (
                <>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={field === 'time_minutes' ? 1 : 0}
                    aria-label={`${name} ${label.toLowerCase()}`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    className={`${INPUT_CLASS} ${error ? 'border-suit-red/80' : 'border-white/10'}`}
                    {...register(field, { valueAsNumber: true, onBlur: saveIfChanged })}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') saveIfChanged();
                    }}
                  />
                  {error ? (
                    <p
                      id={errorId}
                      className="mt-1 max-w-[14rem] text-left text-xs font-medium text-suit-red sm:ml-auto"
                    >
                      {fieldErrorText(label, error)}
                    </p>
                  ) : status === 'saving' ? (
                    <p role="status" className="mt-1 text-xs text-fog">
                      Saving...
                    </p>
                  ) : status === 'saved' ? (
                    <p
                      role="status"
                      className="mt-1 inline-flex items-center gap-1 text-xs text-felt-200"
                    >
                      <Check className="size-3" aria-hidden="true" />
                      Saved
                    </p>
                  ) : null}
                </>
              ) : (
                <span className="text-sm text-chalk tabular-nums">{formatChips(level[field])}</span>
              )}
            </td>
          );
        })}
        {canManage ? (
          <td className="px-2 py-2 align-top max-sm:col-start-2 max-sm:row-start-1 max-sm:p-0">
            <div className="flex justify-end gap-0.5">
              {isDirty && failed ? (
                <button
                  type="button"
                  className="inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-medium text-gold-300 hover:bg-white/[0.07]"
                  aria-label={`Undo changes to ${name}`}
                  onClick={undo}
                >
                  <Undo2 className="size-4" aria-hidden="true" />
                  Undo
                </button>
              ) : null}
              <button
                type="button"
                className={ICON_BUTTON}
                aria-label={`Move ${name} up`}
                disabled={busy || isFirst}
                onClick={() => onMove(-1)}
              >
                <ArrowUp className="size-4" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={ICON_BUTTON}
                aria-label={`Move ${name} down`}
                disabled={busy || isLast}
                onClick={() => onMove(1)}
              >
                <ArrowDown className="size-4" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={`${ICON_BUTTON} hover:text-suit-red`}
                aria-label={`Delete ${name}`}
                disabled={busy}
                onClick={onDelete}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </div>
          </td>
        ) : null}
      </tr>
      {save.state === 'failed' && save.message ? (
        <tr className="max-sm:-mt-1 max-sm:block">
          <td colSpan={6} className="px-3 pb-3 max-sm:block max-sm:px-1">
            <p role="alert" className="text-sm font-medium text-suit-red">
              {name} is not saved: {save.message}
            </p>
          </td>
        </tr>
      ) : null}
    </>
  );
}
