import {
  BLIND_SCHEDULE_UI_MESSAGES,
  blindScheduleTitleSchema,
  type BlindSchedule,
} from '@felt/contract';
import {
  ANTE_TYPES,
  BLIND_PACES,
  DEFAULT_WIZARD_INPUT,
  blindStructureFit,
  blindStructureFitNotes,
  generateBlindStructure,
  validateWizardInput,
  type AnteType,
  type BlindPace,
  type BlindStructureWizardInput,
} from '@felt/domain';
import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { ModalDialog } from '../../../components/overlays/modal-dialog';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/text-field';
import { useGenerateBlindSchedule } from '../api/create-blind-schedule';
import { scheduleTitleError } from '../blind-schedule-errors';
import type { ErrorText } from '../../../lib/error-text';
import { applyServerErrors, serverErrorText } from '../../../lib/forms/server-errors';
import { settingsQueryOptions } from '../../settings';
import { formatChips } from '../schedule-format';
import { BigBlindChart } from './big-blind-chart';

type NumberField = 'playerCount' | 'duration' | 'startingStack' | 'smallestChip' | 'breakCount';

const NUMBER_FIELDS: { name: NumberField; label: string; step: string; hint?: string }[] = [
  { name: 'playerCount', label: 'Players', step: '1' },
  { name: 'duration', label: 'Duration (hours)', step: '0.5' },
  { name: 'startingStack', label: 'Starting stack', step: '1' },
  { name: 'smallestChip', label: 'Smallest chip', step: '1' },
  { name: 'breakCount', label: 'Breaks', step: '1', hint: '0 for no breaks' },
];

const PACE_LABELS: Record<BlindPace, string> = { slow: 'Slow', balanced: 'Balanced', fast: 'Fast' };
const ANTE_LABELS: Record<AnteType, string> = {
  none: 'No ante',
  traditional: 'Traditional (10% of the big blind)',
  bba: 'Big blind ante',
};

type Draft = Omit<BlindStructureWizardInput, NumberField> &
  Record<NumberField, string> & { title: string };

/** What the club's settings cascade says about the game (the wizard's own defaults otherwise). */
interface ClubGame {
  startingStack: number;
  allowRebuys: boolean;
}

const initialDraft = (club?: ClubGame): Draft => {
  const start = { ...DEFAULT_WIZARD_INPUT, ...club };
  return {
    ...start,
    title: '',
    playerCount: String(start.playerCount),
    duration: String(start.duration),
    startingStack: String(start.startingStack),
    smallestChip: String(start.smallestChip),
    breakCount: String(start.breakCount),
  };
};

function toInput({ title: _title, ...draft }: Draft): BlindStructureWizardInput {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  return {
    ...draft,
    playerCount: number(draft.playerCount),
    duration: number(draft.duration),
    startingStack: number(draft.startingStack),
    smallestChip: number(draft.smallestChip),
    breakCount: number(draft.breakCount),
  };
}

/** The wizard's fields as the server will check them: its title, and the domain's validator. */
const WIZARD_FIELDS = [
  'title',
  ...NUMBER_FIELDS.map((field) => field.name),
  'pace',
  'anteType',
] as const;

/** The title's rule and the wizard's own validator (the server runs both), as the form's. */
const wizardResolver: Resolver<Draft, unknown, GenerateRequest> = (draft) => {
  const input = toInput(draft);
  const errors: FieldErrors<Draft> = {};
  for (const issue of validateWizardInput(input)) {
    errors[issue.field as keyof Draft] ??= { type: 'validate', message: issue.message };
  }
  const title = blindScheduleTitleSchema.safeParse(draft.title);
  if (!title.success) {
    errors.title = { type: 'validate', message: title.error.issues[0]?.message ?? '' };
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: { ...input, title: title.data ?? draft.title }, errors: {} };
};

type GenerateRequest = BlindStructureWizardInput & { title: string };

const SELECT_CLASS =
  'h-12 w-full rounded-xl border border-white/15 bg-ink-900 px-3 text-[0.9375rem] text-chalk focus-visible:outline-offset-2';

/**
 * The blind structure wizard (SPEC.md sections 3, 5, 9): the inputs with their defaults, the
 * same validation and generator the server runs, a live preview, then "Save as new schedule".
 */
export function WizardDialog({
  open,
  clubSlug,
  onClose,
  onSaved,
}: {
  open: boolean;
  clubSlug: string;
  onClose: () => void;
  onSaved: (schedule: BlindSchedule) => void;
}) {
  // The club's starting stack and rebuy rule (the settings cascade has no smallest chip), filled
  // in when they arrive unless the person has already changed that field.
  const settings = useQuery(settingsQueryOptions({ kind: 'club', slug: clubSlug }));
  const club = useMemo<ClubGame | undefined>(() => {
    if (!settings.data) return undefined;
    const { starting_stack, rebuys_allowed_until_level, max_rebuys } = settings.data;
    return {
      startingStack: starting_stack.value,
      allowRebuys: rebuys_allowed_until_level.value > 0 && max_rebuys.value > 0,
    };
  }, [settings.data]);
  const defaults = useMemo(() => initialDraft(club), [club]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Draft, unknown, GenerateRequest>({
    resolver: wizardResolver,
    mode: 'onChange',
    values: defaults,
    resetOptions: { keepDirtyValues: true },
  });
  const [saveError, setSaveError] = useState<ErrorText | null>(null);
  const generate = useGenerateBlindSchedule(clubSlug);
  const paceId = useId();
  const anteId = useId();
  const rebuysId = useId();

  // The preview follows every keystroke, from the same domain functions the server runs.
  const draft = useWatch({ control }) as Draft;
  const input = useMemo(() => toInput(draft), [draft]);
  const issues = useMemo(() => validateWizardInput(input), [input]);
  const levels = useMemo(
    () => (issues.length === 0 ? generateBlindStructure(input) : []),
    [input, issues],
  );
  // Where the structure differs from what was asked (fewer breaks, a shorter game), and why.
  const notes = useMemo(
    () => (issues.length === 0 ? blindStructureFitNotes(blindStructureFit(input)) : []),
    [input, issues],
  );
  const pending = isSubmitting || generate.isPending;

  const onSubmit = handleSubmit(async (request) => {
    setSaveError(null);
    try {
      const schedule = await generate.mutateAsync(request);
      reset(defaults, { keepDirtyValues: false });
      onSaved(schedule);
    } catch (error) {
      const shown = applyServerErrors(error, setError, WIZARD_FIELDS);
      setSaveError(serverErrorText(shown, BLIND_SCHEDULE_UI_MESSAGES.createFailed));
    }
  });

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      width="lg"
      title="Build with wizard"
      description="Tell us about the game; the preview updates as you type."
      dismissible={!pending}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {club ? (
          <p className="text-sm text-mist">
            From Club Settings: a starting stack of {formatChips(club.startingStack)},{' '}
            {club.allowRebuys ? 'rebuys allowed' : 'no rebuys'}.
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {NUMBER_FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              type="number"
              inputMode={field.step === '1' ? 'numeric' : 'decimal'}
              step={field.step}
              hint={field.hint}
              error={errors[field.name]?.message}
              {...register(field.name)}
            />
          ))}
          <div>
            <label htmlFor={paceId} className="block text-sm font-medium text-chalk">
              Pace
            </label>
            <select id={paceId} className={`mt-2 ${SELECT_CLASS}`} {...register('pace')}>
              {BLIND_PACES.map((pace) => (
                <option key={pace} value={pace}>
                  {PACE_LABELS[pace]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={anteId} className="block text-sm font-medium text-chalk">
              Ante
            </label>
            <select id={anteId} className={`mt-2 ${SELECT_CLASS}`} {...register('anteType')}>
              {ANTE_TYPES.map((ante) => (
                <option key={ante} value={ante}>
                  {ANTE_LABELS[ante]}
                </option>
              ))}
            </select>
          </div>
          <label htmlFor={rebuysId} className="flex items-center gap-3 text-sm text-chalk sm:mt-7">
            <input
              id={rebuysId}
              type="checkbox"
              className="size-5 accent-gold-400"
              {...register('allowRebuys')}
            />
            Allow rebuys
          </label>
        </div>

        <section aria-label="Preview" className="space-y-3">
          <h3 className="text-sm font-semibold text-mist">Preview</h3>
          {levels.length > 0 ? (
            <>
              {notes.length > 0 ? (
                <ul aria-label="What fits" className="space-y-1.5">
                  {notes.map((note) => (
                    <li key={note} className="flex gap-2 text-sm text-gold-200">
                      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                      {note}
                    </li>
                  ))}
                </ul>
              ) : null}
              <BigBlindChart levels={levels} />
              <div className="max-h-64 overflow-y-auto rounded-xl border border-white/[0.07]">
                <table className="w-full text-left text-sm tabular-nums">
                  <caption className="sr-only">Generated levels</caption>
                  <thead className="sticky top-0 bg-ink-850 text-xs text-fog uppercase">
                    <tr>
                      <th scope="col" className="px-3 py-2">
                        Level
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Minutes
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Blinds
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Ante
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {levels.map((level, index) => (
                      <tr key={index} className="border-t border-white/[0.05] text-chalk">
                        {level.is_break ? (
                          <>
                            <th scope="row" className="px-3 py-1.5 font-medium text-gold-300">
                              Break
                            </th>
                            <td className="px-3 py-1.5">{level.time_minutes}</td>
                            <td className="px-3 py-1.5 text-fog" colSpan={2}>
                              —
                            </td>
                          </>
                        ) : (
                          <>
                            <th scope="row" className="px-3 py-1.5 font-medium">
                              {level.level_number}
                            </th>
                            <td className="px-3 py-1.5">{level.time_minutes}</td>
                            <td className="px-3 py-1.5">
                              {formatChips(level.small_blind)} / {formatChips(level.big_blind)}
                            </td>
                            <td className="px-3 py-1.5">
                              {level.ante_value > 0 ? formatChips(level.ante_value) : '—'}
                            </td>
                          </>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : (
            <p className="rounded-xl border border-dashed border-white/15 p-4 text-sm text-mist">
              Fix the values above to see the structure.
            </p>
          )}
        </section>

        <TextField
          label="Schedule title"
          maxLength={100}
          error={scheduleTitleError(errors.title?.message)}
          placeholder="Saturday Deepstack"
          {...register('title')}
        />
        <ErrorAlert error={saveError} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={issues.length > 0 || pending}>
            {pending ? 'Saving...' : 'Save as new schedule'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
