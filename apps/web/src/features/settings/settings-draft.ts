import {
  SETTINGS_FIELDS,
  SETTINGS_MESSAGES,
  settingsFieldSchemas,
  updateSettingsRequestSchema,
  type SettingsField,
  type SettingsResponse,
  type SettingsValues,
  type UpdateSettingsRequest,
} from '@felt/contract';
import type { z } from 'zod';
import { centsToDollarInput, formatCents, parseDollarInput } from './money-format';
import {
  addPayoutIssue,
  payoutDraft,
  readPayoutDraft,
  type PayoutDraft,
  type PayoutErrors,
} from './payout-draft';
import { FIELD_META } from './settings-fields';

/** Every field but the payout structure is typed (or picked) as text. */
export type TextField = Exclude<SettingsField, 'payout_structure'>;

export const TEXT_FIELDS = SETTINGS_FIELDS.filter(
  (field): field is TextField => field !== 'payout_structure',
);

/** The form's state: what is typed, and which overrides the user asked to remove. */
export interface SettingsDraft {
  text: Record<TextField, string>;
  payout: PayoutDraft;
  /** Saved as `null`, so the field inherits again. */
  resets: readonly SettingsField[];
}

export const DRAFT_MESSAGES = {
  dollars: 'Enter an amount in dollars, like 20 or 12.50.',
  atLeastDollars: (cents: number) => `Enter at least ${formatCents(cents)}.`,
  atMostDollars: (cents: number) => `Enter at most ${formatCents(cents)}.`,
  pointsTable: 'Enter numbers separated by commas, like 10, 7, 5.',
} as const;

const DECIMAL = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;

function valueText<K extends TextField>(field: K, value: SettingsValues[K]): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  // Commas separate the places, so the numbers themselves go without thousands separators.
  if (Array.isArray(value)) return value.map(String).join(', ');
  const { kind } = FIELD_META[field];
  if (kind === 'money') return centsToDollarInput(value);
  if (kind === 'number') return String(value);
  return value.toLocaleString('en-US');
}

export function draftFromSettings(settings: SettingsResponse): SettingsDraft {
  const text = {} as Record<TextField, string>;
  for (const field of TEXT_FIELDS) text[field] = valueText(field, settings[field].value);
  return { text, payout: payoutDraft(settings.payout_structure.value), resets: [] };
}

/** `field` typed as `value` (what it will inherit, after a reset). */
export function withFieldValue<K extends SettingsField>(
  draft: SettingsDraft,
  field: K,
  value: SettingsValues[K],
): SettingsDraft {
  if (field === 'payout_structure') {
    return { ...draft, payout: payoutDraft(value as SettingsValues['payout_structure']) };
  }
  const textField = field as TextField;
  return {
    ...draft,
    text: { ...draft.text, [textField]: valueText(textField, value as SettingsValues[TextField]) },
  };
}

function schemaMessage(field: SettingsField, issue: z.core.$ZodIssue): string {
  if (FIELD_META[field].kind === 'money') {
    if (issue.code === 'too_small') return DRAFT_MESSAGES.atLeastDollars(Number(issue.minimum));
    if (issue.code === 'too_big') return DRAFT_MESSAGES.atMostDollars(Number(issue.maximum));
  }
  return issue.message;
}

type FieldReading = { ok: true; value: unknown } | { ok: false; error: string };

/** One typed field as the API takes it, checked by the contract's schema for that field. */
export function readTextField(field: TextField, text: string): FieldReading {
  const { kind } = FIELD_META[field];
  let value: unknown = text;
  if (kind === 'money') {
    value = parseDollarInput(text);
    if (value === null) return { ok: false, error: DRAFT_MESSAGES.dollars };
  } else if (kind === 'count') {
    const cleaned = text.trim().replaceAll(',', '');
    if (!/^-?\d+$/.test(cleaned)) return { ok: false, error: SETTINGS_MESSAGES.integer };
    value = Number(cleaned);
  } else if (kind === 'number') {
    const cleaned = text.trim().replaceAll(',', '');
    if (!DECIMAL.test(cleaned)) return { ok: false, error: SETTINGS_MESSAGES.number };
    value = Number(cleaned);
  } else if (kind === 'points-table') {
    const places = text.split(/[\s,;]+/).filter((part) => part !== '');
    if (places.some((part) => !DECIMAL.test(part))) {
      return { ok: false, error: DRAFT_MESSAGES.pointsTable };
    }
    value = places.map(Number);
  } else if (kind === 'schedule') {
    value = text === '' ? null : text;
  }
  const parsed = settingsFieldSchemas[field].safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const [issue] = parsed.error.issues;
  return { ok: false, error: issue ? schemaMessage(field, issue) : SETTINGS_MESSAGES.integer };
}

export interface DraftChanges {
  /** The fields to send: changed values, and `null` for each reset. */
  patch: UpdateSettingsRequest;
  changed: SettingsField[];
  errors: Partial<Record<TextField, string>>;
  payoutErrors?: PayoutErrors;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What Save would send, compared with `saved`: only fields whose value differs (typing "20"
 * for a saved $20.00 changes nothing), and `null` for each reset of an override.
 */
export function draftChanges(draft: SettingsDraft, saved: SettingsResponse): DraftChanges {
  const values: Record<string, unknown> = {};
  const errors: DraftChanges['errors'] = {};
  let payoutErrors: PayoutErrors | undefined;
  for (const field of SETTINGS_FIELDS) {
    if (draft.resets.includes(field)) {
      if (saved[field].overridden) values[field] = null;
      continue;
    }
    if (field === 'payout_structure') {
      const reading = readPayoutDraft(draft.payout);
      if (reading.errors) payoutErrors = reading.errors;
      else if (!sameValue(reading.value, saved[field].value)) values[field] = reading.value;
      continue;
    }
    const reading = readTextField(field, draft.text[field]);
    if (!reading.ok) errors[field] = reading.error;
    else if (!sameValue(reading.value, saved[field].value)) values[field] = reading.value;
  }
  const parsed = updateSettingsRequestSchema.safeParse(values);
  if (!parsed.success) {
    // Unreachable while every field passed its own schema above; kept so a contract change
    // shows up as a message under the field instead of a request the server refuses.
    for (const issue of parsed.error.issues) {
      const [field, ...rest] = issue.path;
      if (field === 'payout_structure')
        addPayoutIssue((payoutErrors ??= { ranges: {} }), rest, issue.message);
      else if (typeof field === 'string') errors[field as TextField] = issue.message;
    }
    return { patch: {}, changed: [], errors, payoutErrors };
  }
  const changed = SETTINGS_FIELDS.filter((field) => field in parsed.data);
  return { patch: parsed.data, changed, errors, payoutErrors };
}

/**
 * A 400's `{field: [messages]}` filed under the fields they are about; payout messages may
 * come keyed `payout_structure.0.percentages`. `other` holds what belongs to no field.
 */
export function serverFieldErrors(fieldErrors: Record<string, string[]>): {
  fields: Partial<Record<TextField, string>>;
  payout?: PayoutErrors;
  other: string[];
} {
  const fields: Partial<Record<TextField, string>> = {};
  let payout: PayoutErrors | undefined;
  const other: string[] = [];
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const [field, ...rest] = key.split('.');
    const message = messages.join(' ');
    if (field === 'payout_structure') {
      addPayoutIssue((payout ??= { ranges: {} }), rest.map(pathPart), message);
    } else if (field && (TEXT_FIELDS as readonly string[]).includes(field)) {
      fields[field as TextField] = message;
    } else {
      other.push(message);
    }
  }
  return { fields, payout, other };
}

const pathPart = (part: string): PropertyKey => (/^\d+$/.test(part) ? Number(part) : part);
