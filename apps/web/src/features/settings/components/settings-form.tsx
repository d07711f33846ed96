import {
  DEFAULT_SETTINGS,
  type SettingsField,
  type SettingsResponse,
  type SettingsSource,
  type SettingsValues,
} from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { Info, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Link } from '../../../components/ui/link';
import { controlClassName } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { errorText, type ErrorText } from '../../../lib/error-text';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { blindSchedulesQueryOptions } from '../../blind-schedules';
import type { SettingsScope, SettingsScopeKind } from '../api/settings-paths';
import { useUpdateSettings } from '../api/update-settings';
import { hasPayoutErrors, type PayoutDraft, type PayoutErrors } from '../payout-draft';
import {
  draftChanges,
  draftFromSettings,
  readTextField,
  serverFieldErrors,
  withFieldValue,
  type SettingsDraft,
  type TextField,
} from '../settings-draft';
import {
  FIELD_META,
  type FieldKind,
  sectionAnchor,
  SETTINGS_SECTIONS,
  type SettingsSection,
} from '../settings-fields';
import {
  formatSettingValue,
  inheritLabel,
  POINTS_FORMULA_LABELS,
  sourceLabel,
} from '../settings-sources';
import { ChoiceCards, type Choice } from './choice-cards';
import { PayoutEditor } from './payout-editor';
import { AffixInput, rowDescribedBy, SettingRow, type RowState } from './setting-row';
import { useUnsavedChanges } from '../../../lib/forms/unsaved-changes';

export const SETTINGS_FORM_MESSAGES = {
  saved: {
    club: 'Club settings saved.',
    league: 'League settings saved.',
    season: 'Season settings saved.',
    game: 'Game settings saved.',
  } satisfies Record<SettingsScopeKind, string>,
  saveFailed: 'Could not save the settings.',
  fixErrors: 'Some settings need fixing before they can be saved.',
} as const;

const POINTS_CHOICES: readonly Choice<SettingsValues['points_formula']>[] = [
  {
    value: 'linear',
    label: POINTS_FORMULA_LABELS.linear,
    description:
      'Entrants minus place plus one: with 10 players the winner scores 10, last place 1.',
  },
  {
    value: 'fixed_table',
    label: POINTS_FORMULA_LABELS.fixed_table,
    description: 'A set number of points for each finishing place, whatever the size of the field.',
  },
  {
    value: 'pokerstars',
    label: POINTS_FORMULA_LABELS.pokerstars,
    description: (
      <>
        10 × √entrants ÷ √place × (1 + log<sub>10</sub>(buy-in + 0.25)): bigger fields and buy-ins
        are worth more, and the top places pull ahead.
      </>
    ),
  },
];

interface InheritedEntry {
  value: unknown;
  source: SettingsSource;
}

/**
 * The settings of one scope (club, league or season), shared by the three pages. Every field
 * says where its value comes from; an override can be reset so the field inherits again. Save
 * sends only what changed, checked first by the contract's schemas as the server will.
 */
export function SettingsForm({
  scope,
  settings,
  parent,
  clubSlug,
  readOnlyReason,
}: {
  scope: SettingsScope;
  settings: SettingsResponse;
  /** The scope above (the club's for a league, the league's for a season), once loaded. */
  parent?: SettingsResponse;
  clubSlug: string;
  /** Set for Demo (and anyone else who may not write): every input disabled, no Save. */
  readOnlyReason?: string;
}) {
  const formId = useId();
  // What is saved: the query's data, which a save here replaces with the server's answer.
  const snapshot = settings;
  const formRef = useRef<HTMLFormElement>(null);
  const readOnly = Boolean(readOnlyReason);
  const kind = scope.kind;
  const schedules = useQuery(blindSchedulesQueryOptions(clubSlug));
  const update = useUpdateSettings(scope);

  // The draft lives in react-hook-form; what it means (changed, invalid, inherited) comes from
  // settings-draft's pure functions, which check each field with the contract's schema.
  const {
    control,
    register,
    setValue,
    getValues,
    reset,
    setError,
    clearErrors,
    handleSubmit,
    formState: { errors: formErrors, touchedFields, isSubmitted },
  } = useForm<SettingsDraft>({ defaultValues: draftFromSettings(settings) });
  const draft = useWatch({ control }) as SettingsDraft;
  // The server's word on payout tiers has the editor's own shape, not one message per field.
  const [serverPayout, setServerPayout] = useState<PayoutErrors | undefined>();
  const [saveError, setSaveError] = useState<ErrorText | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  const changes = useMemo(() => draftChanges(draft, snapshot), [draft, snapshot]);
  const invalid = Object.keys(changes.errors).length > 0 || hasPayoutErrors(changes.payoutErrors);
  const dirty = changes.changed.length > 0 || invalid;

  // Fresh data (another tab saved, a parent changed) replaces the form unless it holds edits.
  useEffect(() => {
    if (!dirty) reset(draftFromSettings(settings));
    // Only new data starts this; whether the form holds edits is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings]);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  useUnsavedChanges(dirty && !readOnly);

  const scheduleTitle = (slug: string) =>
    schedules.data?.find((schedule) => schedule.slug === slug)?.title;

  const inherited = (field: SettingsField): InheritedEntry | undefined =>
    kind === 'club' ? { value: DEFAULT_SETTINGS[field], source: 'default' } : parent?.[field];

  /** A field the person changes is theirs again: its server error and any reset go. */
  const edited = (field: SettingsField) => {
    setSaveError(null);
    if (field === 'payout_structure') setServerPayout(undefined);
    else clearErrors(`text.${field}`);
    const resets = getValues('resets');
    if (resets.includes(field)) {
      setValue(
        'resets',
        resets.filter((other) => other !== field),
        { shouldDirty: true },
      );
    }
  };

  /** Puts `value` in the field as the form shows it (text, or the payout editor's draft). */
  const putValue = <K extends SettingsField>(field: K, value: SettingsValues[K]) => {
    const next = withFieldValue(getValues(), field, value);
    if (field === 'payout_structure') setValue('payout', next.payout, { shouldDirty: true });
    else {
      const textField = field as TextField;
      setValue(`text.${textField}`, next.text[textField], { shouldDirty: true });
    }
  };

  const setText = (field: TextField, text: string) => {
    edited(field);
    setValue(`text.${field}`, text, { shouldDirty: true });
  };

  const setPayout = (payout: PayoutDraft) => {
    edited('payout_structure');
    setValue('payout', payout, { shouldDirty: true });
  };

  const resetField = (field: SettingsField) => {
    edited(field);
    const entry = inherited(field);
    if (entry) putValue(field, entry.value as SettingsValues[typeof field]);
    setValue('resets', [...getValues('resets'), field], { shouldDirty: true });
  };

  const undoField = (field: SettingsField) => {
    edited(field);
    putValue(field, snapshot[field].value);
  };

  const discard = () => {
    reset(draftFromSettings(snapshot));
    setServerPayout(undefined);
    setSaveError(null);
  };

  const onSubmit = handleSubmit(async () => {
    if (readOnly || update.isPending) return;
    setSaveError(null);
    if (invalid) {
      setFocusRequest((count) => count + 1);
      return;
    }
    if (changes.changed.length === 0) return;
    try {
      const saved = await update.mutateAsync(changes.patch);
      reset(draftFromSettings(saved));
      setServerPayout(undefined);
      toast.success(SETTINGS_FORM_MESSAGES.saved[kind]);
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        const mapped = serverFieldErrors(error.fieldErrors());
        for (const [field, message] of Object.entries(mapped.fields)) {
          setError(`text.${field as TextField}`, { type: 'server', message });
        }
        setServerPayout(mapped.payout);
        if (mapped.other.length > 0 || error.detail) {
          setSaveError({
            message: SETTINGS_FORM_MESSAGES.saveFailed,
            detail: [...mapped.other, error.detail].filter(Boolean).join(' '),
          });
        }
        setFocusRequest((count) => count + 1);
        return;
      }
      setSaveError(errorText(error, SETTINGS_FORM_MESSAGES.saveFailed));
    }
  });

  const rowState = (field: SettingsField): RowState => {
    if (draft.resets.includes(field)) {
      const entry = inherited(field);
      const value = entry
        ? formatSettingValue(field, entry.value as SettingsValues[typeof field], scheduleTitle)
        : undefined;
      return { kind: 'reset', text: inheritLabel(kind, entry?.source, value) };
    }
    const changedHere =
      changes.changed.includes(field) ||
      (field === 'payout_structure'
        ? hasPayoutErrors(changes.payoutErrors)
        : changes.errors[field] !== undefined);
    if (changedHere) return { kind: 'changed' };
    return {
      kind: 'saved',
      source: sourceLabel(kind, field, snapshot[field], parent, scheduleTitle),
    };
  };

  const textError = (field: TextField): string | undefined =>
    formErrors.text?.[field]?.message ??
    (touchedFields.text?.[field] || isSubmitted ? changes.errors[field] : undefined);

  const controlId = (field: SettingsField) => `${formId}-${field}`;

  const renderField = (field: SettingsField) => {
    const meta = FIELD_META[field];
    const id = controlId(field);
    const state = rowState(field);
    const actions = readOnly
      ? {}
      : {
          onReset:
            snapshot[field].overridden && !draft.resets.includes(field)
              ? () => resetField(field)
              : undefined,
          onUndo: state.kind === 'saved' ? undefined : () => undoField(field),
        };
    const row = { id, label: meta.label, help: meta.help, state, ...actions };

    if (field === 'payout_structure') {
      const errors = serverPayout ?? changes.payoutErrors;
      return (
        <SettingRow key={field} {...row} group wide>
          <PayoutEditor
            id={id}
            draft={draft.payout}
            errors={errors}
            describedBy={rowDescribedBy(id, undefined)}
            onChange={setPayout}
          />
        </SettingRow>
      );
    }

    const error = textError(field);
    const common = {
      id,
      'aria-describedby': rowDescribedBy(id, error),
      ...register(`text.${field}`, { onChange: () => edited(field) }),
    };

    if (field === 'points_formula') {
      return (
        <SettingRow key={field} {...row} error={error} group wide>
          <ChoiceCards
            name={id}
            label={meta.label}
            choices={POINTS_CHOICES}
            value={draft.text.points_formula as SettingsValues['points_formula']}
            onChange={(value) => setText(field, value)}
            describedBy={rowDescribedBy(id, error)}
            className="lg:grid-cols-3"
          />
        </SettingRow>
      );
    }

    if (field === 'default_blind_schedule_slug') {
      const slug = draft.text[field];
      const known = slug === '' || schedules.data?.some((schedule) => schedule.slug === slug);
      const clubDefault = schedules.data?.find((schedule) => schedule.is_default);
      return (
        <SettingRow
          key={field}
          {...row}
          help={
            <>
              {meta.help}{' '}
              <Link
                to={paths.blindSchedules()}
                className="font-medium text-gold-300 underline-offset-4 hover:underline"
              >
                Manage blind structures
              </Link>
            </>
          }
          error={error}
        >
          <select
            {...common}
            aria-invalid={error ? true : undefined}
            className={controlClassName(Boolean(error), 'h-12 appearance-auto pr-3')}
          >
            <option value="">
              {clubDefault ? `Club default (${clubDefault.title})` : 'Club default schedule'}
            </option>
            {known ? null : <option value={slug}>{slug}</option>}
            {schedules.data
              ?.filter((schedule) => !schedule.is_default)
              .map((schedule) => (
                <option key={schedule.slug} value={schedule.slug}>
                  {schedule.title}
                </option>
              ))}
          </select>
        </SettingRow>
      );
    }

    return (
      <SettingRow key={field} {...row} error={error} wide={meta.kind === 'points-table'}>
        <AffixInput
          {...common}
          invalid={Boolean(error)}
          prefix={meta.kind === 'money' ? '$' : undefined}
          suffix={meta.unit}
          inputMode={INPUT_MODES[meta.kind]}
        />
      </SettingRow>
    );
  };

  const saving = update.isPending;
  const changeCount =
    changes.changed.length +
    Object.keys(changes.errors).length +
    (hasPayoutErrors(changes.payoutErrors) ? 1 : 0);

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={`${SCOPE_NAMES[kind]} settings`}
      className="space-y-6"
    >
      {readOnlyReason ? (
        <Alert tone="info" title="Read only">
          {readOnlyReason}
        </Alert>
      ) : null}
      <fieldset disabled={readOnly} className="min-w-0 space-y-6">
        <legend className="sr-only">{SCOPE_NAMES[kind]} settings</legend>
        {SETTINGS_SECTIONS.map((section) => (
          <SectionCard
            key={section.id}
            formId={formId}
            section={section}
            overrides={section.fields.filter((field) => snapshot[field].overridden).length}
            scope={kind}
            note={sectionNote(section, draft)}
          >
            {section.fields.map(renderField)}
          </SectionCard>
        ))}
      </fieldset>

      {readOnly ? null : (
        <div className="sticky bottom-3 z-10 space-y-3">
          {saveError ? (
            <ErrorAlert error={saveError} />
          ) : isSubmitted && invalid ? (
            <Alert>{SETTINGS_FORM_MESSAGES.fixErrors}</Alert>
          ) : null}
          <div className="flex items-center justify-between gap-3 rounded-2xl border border-white/10 bg-ink-850/95 py-3 pr-3 pl-4 shadow-[0_20px_50px_-20px_rgb(0_0_0/0.9)] backdrop-blur sm:px-5">
            <p id={`${formId}-status`} className="min-w-0 text-sm whitespace-nowrap text-mist">
              {dirty ? (
                <>
                  <span className="font-semibold text-gold-300 tabular-nums">{changeCount}</span>{' '}
                  unsaved
                  <span className="max-sm:hidden">
                    {changeCount === 1 ? ' change' : ' changes'}
                  </span>
                </>
              ) : (
                <>
                  All<span className="max-sm:hidden"> changes</span> saved
                </>
              )}
            </p>
            <div className="flex shrink-0 items-center gap-1 sm:gap-2">
              <Button variant="ghost" size="sm" onClick={discard} disabled={!dirty || saving}>
                Discard
              </Button>
              <Button
                type="submit"
                disabled={!dirty || saving}
                aria-describedby={`${formId}-status`}
              >
                {saving ? (
                  <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
                ) : null}
                {saving ? 'Saving...' : 'Save changes'}
              </Button>
            </div>
          </div>
        </div>
      )}
    </form>
  );
}

/** The phone keyboard each typed kind wants; a points table needs commas. */
const INPUT_MODES: Partial<Record<FieldKind, 'decimal' | 'numeric' | 'text'>> = {
  money: 'decimal',
  number: 'decimal',
  count: 'numeric',
  'points-table': 'text',
};

const SCOPE_NAMES: Record<SettingsScopeKind, string> = {
  club: 'Club',
  league: 'League',
  season: 'Season',
  game: 'Game',
};

/** A word on what the typed values mean together: rebuys off, no add-on. */
function sectionNote(section: SettingsSection, draft: SettingsDraft): string | undefined {
  const numberOf = (field: TextField) => {
    const reading = readTextField(field, draft.text[field]);
    return reading.ok ? reading.value : undefined;
  };
  if (section.id === 'rebuys' && numberOf('rebuys_allowed_until_level') === 0) {
    return 'Rebuys are off (allowed until level 0). The rest applies once you allow them.';
  }
  if (
    section.id === 'add-on' &&
    numberOf('addon_price_cents') === 0 &&
    numberOf('addon_chips') === 0
  ) {
    return 'No add-on while its price and chips are both 0.';
  }
  if (section.id === 'points' && draft.text.points_formula !== 'fixed_table') {
    return 'Points by place only count with the Fixed table formula; the other points apply to every formula.';
  }
  return undefined;
}

function SectionCard({
  formId,
  section,
  overrides,
  scope,
  note,
  children,
}: {
  formId: string;
  section: SettingsSection;
  overrides: number;
  scope: SettingsScopeKind;
  note?: string;
  children: ReactNode;
}) {
  const headingId = `${formId}-${section.id}-heading`;
  return (
    <section
      id={sectionAnchor(section)}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-2xl border border-white/[0.07] bg-ink-900/70 shadow-[0_24px_60px_-36px_rgb(0_0_0/0.9)]"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-white/[0.06] px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-chalk">
            {section.title}
          </h2>
          <p className="mt-0.5 text-sm text-fog">{section.description}</p>
        </div>
        {overrides > 0 ? (
          <span className="shrink-0 rounded-full bg-gold-400/10 px-2.5 py-1 text-xs font-semibold text-gold-200 tabular-nums">
            {overrides} set for this {scope}
          </span>
        ) : null}
      </div>
      {note ? (
        <p className="mx-5 mt-4 flex gap-2 rounded-lg bg-white/[0.03] px-3 py-2 text-sm text-mist sm:mx-6">
          <Info className="mt-0.5 size-4 shrink-0 text-gold-300" aria-hidden="true" />
          {note}
        </p>
      ) : null}
      <div className="grid gap-x-6 gap-y-7 px-5 py-5 sm:grid-cols-2 sm:px-6 sm:py-6">
        {children}
      </div>
    </section>
  );
}
