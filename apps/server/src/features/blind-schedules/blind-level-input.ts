import {
  BLIND_SCHEDULE_MESSAGES,
  blindLevelErrors,
  type BlindLevelInput,
  type FieldErrors,
} from '@felt/contract';
import { BREAK_MINUTES, type BlindLevelValues } from '@felt/domain';
import type { BlindLevelRow } from '../../db/schema';

/** A playing level's length when neither it nor an earlier playing level gives one. */
export const DEFAULT_LEVEL_MINUTES = 20;

/** A level of a schedule being changed: `id` null until it is stored. */
export interface LevelDraft extends BlindLevelValues {
  id: number | null;
  slug: string;
}

export function draftOf(row: BlindLevelRow): LevelDraft {
  return {
    id: row.id,
    slug: row.slug,
    time_minutes: row.time_minutes,
    small_blind: row.small_blind,
    big_blind: row.big_blind,
    ante_value: row.ante_value,
    is_break: row.is_break === 1,
  };
}

/** Collects field errors under `prefix.field` (or `field` without a prefix). */
export class FieldErrorBag {
  readonly errors: FieldErrors = {};

  add(key: string, message: string): void {
    (this.errors[key] ??= []).push(message);
  }

  merge(errors: FieldErrors, prefix = ''): void {
    for (const [field, messages] of Object.entries(errors)) {
      for (const message of messages) this.add(prefix ? `${prefix}.${field}` : field, message);
    }
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }
}

/**
 * A new level from what was sent: a break needs nothing; a playing level needs its blinds, and
 * takes the length of the playing level before it when none is given. Null when it has errors
 * (added to `bag` under `prefix`).
 */
export function newLevelValues(
  input: BlindLevelInput,
  previousPlaying: BlindLevelValues | undefined,
  bag: FieldErrorBag,
  prefix = '',
): BlindLevelValues | null {
  const key = (field: string) => (prefix ? `${prefix}.${field}` : field);
  if (input.is_break === true) {
    return {
      is_break: true,
      time_minutes: input.time_minutes ?? BREAK_MINUTES,
      small_blind: 0,
      big_blind: 0,
      ante_value: 0,
    };
  }
  let ok = true;
  if (input.small_blind === undefined) {
    bag.add(key('small_blind'), BLIND_SCHEDULE_MESSAGES.required);
    ok = false;
  }
  if (input.big_blind === undefined) {
    bag.add(key('big_blind'), BLIND_SCHEDULE_MESSAGES.required);
    ok = false;
  }
  if (!ok) return null;
  return checkedLevel(
    {
      is_break: false,
      time_minutes: input.time_minutes ?? previousPlaying?.time_minutes ?? DEFAULT_LEVEL_MINUTES,
      small_blind: input.small_blind ?? 0,
      big_blind: input.big_blind ?? 0,
      ante_value: input.ante_value ?? 0,
    },
    bag,
    prefix,
  );
}

/** An existing level with the values sent laid over it; null when it has errors. */
export function changedLevelValues<T extends BlindLevelValues>(
  level: T,
  input: BlindLevelInput,
  bag: FieldErrorBag,
  prefix = '',
): T | null {
  const defined = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Partial<BlindLevelValues>;
  return checkedLevel({ ...level, ...defined }, bag, prefix);
}

function checkedLevel<T extends BlindLevelValues>(
  level: T,
  bag: FieldErrorBag,
  prefix: string,
): T | null {
  const errors = blindLevelErrors(level);
  if (Object.keys(errors).length === 0) return level;
  bag.merge(errors, prefix);
  return null;
}

/** The last playing level among `levels`, for a new level's default length. */
export function lastPlaying<T extends BlindLevelValues>(levels: readonly T[]): T | undefined {
  return levels.findLast((level) => !level.is_break);
}
