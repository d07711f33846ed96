import {
  DEFAULT_SETTINGS,
  PAYOUT_FIELDS,
  SETTINGS_FIELDS,
  SETTINGS_MESSAGES,
  type SettingsResponse,
  type SettingsSource,
  type UpdateSettingsRequest,
} from '@felt/contract';
import type { Kysely } from 'kysely';
import { clubWrite } from '../../clubs/club-write';
import type { ClubRow, Database, UserRow } from '../../db/schema';
import { recordEvent } from '../../events/events.repository';
import { FormError } from '../../http-error';
import { findSchedule } from '../blind-schedules/blind-schedules.repository';
import {
  findScopeSettings,
  saveScopeSettings,
  type Overrides,
  type SettingsScope,
} from './settings.repository';

export interface SettingsDependencies {
  db: Kysely<Database>;
  now: () => Date;
}

/** One scope of a chain: which level it is and the row it names. */
export interface ScopeRef {
  scope: SettingsScope;
  id: number;
}

/**
 * The chain from the club down to `target` (club; club, league; club, league, season). The
 * last element is the scope being read or written.
 */
export type SettingsChain = readonly ScopeRef[];

export async function effectiveSettings(
  db: Kysely<Database>,
  chain: SettingsChain,
): Promise<SettingsResponse> {
  const layers: Array<{ scope: SettingsSource; overrides: Overrides }> = [];
  for (const ref of chain) {
    layers.push({ scope: ref.scope, overrides: await findScopeSettings(db, ref.scope, ref.id) });
  }
  const own = layers[layers.length - 1];
  const out: Record<string, { value: unknown; source: SettingsSource; overridden: boolean }> = {};
  for (const field of SETTINGS_FIELDS) {
    let value: unknown = DEFAULT_SETTINGS[field];
    let source: SettingsSource = 'default';
    for (const layer of layers) {
      if (field in layer.overrides) {
        value = layer.overrides[field];
        source = layer.scope;
      }
    }
    out[field] = { value, source, overridden: own !== undefined && field in own.overrides };
  }
  return out as SettingsResponse;
}

/**
 * Applies a partial update to the last scope of `chain` (null removes an override), then records
 * `rules.updated` and/or `payouts.updated` for the onboarding steps (SPEC.md section 4).
 */
export async function updateSettings(
  deps: SettingsDependencies,
  club: ClubRow,
  user: UserRow,
  chain: SettingsChain,
  input: UpdateSettingsRequest,
): Promise<SettingsResponse> {
  const target = chain[chain.length - 1];
  if (!target) throw new Error('an empty settings chain');
  const touched = SETTINGS_FIELDS.filter((field) => input[field] !== undefined);
  // Under the club lock: two PATCHes at once would each merge into the row they read, and the
  // later write would drop the earlier one's fields.
  await clubWrite(deps, club.id, async (trx, at) => {
    // Schedule deletions take the same lock, so the schedule named here still exists on commit.
    const slug = input.default_blind_schedule_slug;
    if (typeof slug === 'string' && !(await findSchedule(trx, club.id, slug))) {
      throw FormError.fields({ default_blind_schedule_slug: [SETTINGS_MESSAGES.unknownSchedule] });
    }
    const overrides: Overrides = { ...(await findScopeSettings(trx, target.scope, target.id)) };
    for (const field of touched) {
      const value = input[field];
      if (value === null) delete overrides[field];
      else (overrides as Record<string, unknown>)[field] = value;
    }
    await saveScopeSettings(trx, { clubId: club.id, ...target, overrides, at });
    const data = { scope: target.scope, id: target.id };
    if (touched.some((field) => !PAYOUT_FIELDS.includes(field))) {
      await recordEvent(trx, {
        type: 'rules.updated',
        clubId: club.id,
        userId: user.id,
        data: { ...data, fields: touched.filter((field) => !PAYOUT_FIELDS.includes(field)) },
        at,
      });
    }
    if (touched.some((field) => PAYOUT_FIELDS.includes(field))) {
      await recordEvent(trx, {
        type: 'payouts.updated',
        clubId: club.id,
        userId: user.id,
        data: { ...data, fields: touched.filter((field) => PAYOUT_FIELDS.includes(field)) },
        at,
      });
    }
  });
  return effectiveSettings(deps.db, chain);
}
