import {
  DEFAULT_SETTINGS,
  PAYOUT_FIELDS,
  SETTINGS_FIELDS,
  SETTINGS_MESSAGES,
  type SettingsResponse,
  type UpdateSettingsRequest,
} from '@felt/contract';
import { resolveSettings } from '@felt/domain';
import type { Kysely } from 'kysely';
import { clubWrite } from '../clubs/club-write';
import type { ClubRow, Database, UserRow } from '../../db/schema';
import { recordEvent } from '../../events/events.repository';
import { FormError } from '../../http-error';
import { findSchedule } from '../blind-schedules/blind-schedules.repository';
import {
  findChainSettingsData,
  findScopeSettings,
  saveScopeSettings,
  type Overrides,
  type ScopeRef,
} from './settings.repository';

/** One scope's overrides before and after a settings change, in the change's transaction. */
export interface SettingsChange {
  trx: Kysely<Database>;
  scope: ScopeRef;
  before: Overrides;
  after: Overrides;
  at: string;
}

export interface SettingsDependencies {
  db: Kysely<Database>;
  now: () => Date;
  /**
   * What else a change touches, in its transaction: the stored standings of the seasons under
   * the scope (the results feature's `storeAffectedStandings`). Given by the routes, so the
   * settings feature, which the results feature reads, does not import it.
   */
  afterChange: (change: SettingsChange) => Promise<void>;
}

/** What a settings request is about: a club, one of its leagues, seasons or games. */
export type SettingsTarget =
  | { scope: 'club'; club: { id: number } }
  | { scope: 'league'; league: { id: number; club_id: number } }
  | { scope: 'season'; season: { id: number; club_id: number; league_id: number | null } }
  | {
      scope: 'game';
      /** `league_id`: the league of the game's season (null for the hidden season). */
      game: { id: number; club_id: number; season_id: number; league_id: number | null };
    };

/**
 * The scopes a target's values come from, from the club down to the target itself (the last
 * element, the scope read or written).
 */
export type SettingsChain = readonly ScopeRef[];

export function settingsChain(target: SettingsTarget): SettingsChain {
  switch (target.scope) {
    case 'club':
      return [{ scope: 'club', id: target.club.id }];
    case 'league':
      return [
        { scope: 'club', id: target.league.club_id },
        { scope: 'league', id: target.league.id },
      ];
    case 'season': {
      const { season } = target;
      // The hidden season (games outside any league, decision 0010) has no league: it inherits
      // straight from the club.
      const league: ScopeRef[] =
        season.league_id === null ? [] : [{ scope: 'league', id: season.league_id }];
      return [{ scope: 'club', id: season.club_id }, ...league, { scope: 'season', id: season.id }];
    }
    case 'game': {
      const { game } = target;
      // A game inherits from its season, which may be the hidden one (no league).
      return [
        ...settingsChain({
          scope: 'season',
          season: { id: game.season_id, club_id: game.club_id, league_id: game.league_id },
        }),
        { scope: 'game', id: game.id },
      ];
    }
  }
}

/** Every field's effective value for the target, where it comes from, and whether it sets it. */
export async function readSettings(
  db: Kysely<Database>,
  target: SettingsTarget,
): Promise<SettingsResponse> {
  return (await readSettingsSource(db, target)).resolve();
}

/**
 * What the target's settings are made of: which scopes (`key`) and what each of them sets, as
 * stored (`version`); the answer, `resolve()`, is a function of these two alone, so a kept
 * answer (decision 0049) is right for as long as the stored overrides read the same.
 */
export async function readSettingsSource(
  db: Kysely<Database>,
  target: SettingsTarget,
): Promise<{ key: string; version: string; resolve: () => SettingsResponse }> {
  const chain = settingsChain(target);
  const data = await findChainSettingsData(db, chain);
  return {
    key: JSON.stringify(chain),
    version: JSON.stringify(data),
    resolve: () =>
      settingsOf(
        chain,
        data.map((json) => (json === null ? {} : (JSON.parse(json) as Overrides))),
      ),
  };
}

function settingsOf(chain: SettingsChain, overrides: Overrides[]): SettingsResponse {
  const resolved = resolveSettings(
    DEFAULT_SETTINGS,
    chain.map((ref, index) => ({ scope: ref.scope, overrides: overrides[index] ?? {} })),
  );
  const out: Partial<Record<keyof SettingsResponse, unknown>> = {};
  for (const field of SETTINGS_FIELDS) {
    // The response says what the scope sets; `inherited` (what an override replaces) is the
    // parent scope's own answer, which the screens read there.
    const { value, source, overridden } = resolved[field];
    out[field] = { value, source, overridden };
  }
  return out as SettingsResponse;
}

/**
 * Applies a partial update to the target's own overrides (null removes one), then records
 * `rules.updated` and/or `payouts.updated` for the onboarding steps (SPEC.md section 4).
 */
export async function updateSettings(
  deps: SettingsDependencies,
  club: ClubRow,
  user: UserRow,
  target: SettingsTarget,
  input: UpdateSettingsRequest,
): Promise<SettingsResponse> {
  const chain = settingsChain(target);
  const own = chain[chain.length - 1];
  if (!own) throw new Error('an empty settings chain');
  const touched = SETTINGS_FIELDS.filter((field) => input[field] !== undefined);
  // Under the club lock: two PATCHes at once would each merge into the row they read, and the
  // later write would drop the earlier one's fields.
  await clubWrite(deps, club.id, async (trx, at) => {
    // Schedule deletions take the same lock, so the schedule named here still exists on commit.
    const slug = input.default_blind_schedule_slug;
    if (typeof slug === 'string' && !(await findSchedule(trx, club.id, slug))) {
      throw FormError.fields({ default_blind_schedule_slug: [SETTINGS_MESSAGES.unknownSchedule] });
    }
    const before = await findScopeSettings(trx, own);
    const overrides: Overrides = { ...before };
    for (const field of touched) {
      const value = input[field];
      if (value === null) delete overrides[field];
      else (overrides as Record<string, unknown>)[field] = value;
    }
    await saveScopeSettings(trx, { ref: own, overrides, at });
    await deps.afterChange({ trx, scope: own, before, after: overrides, at });
    const data = { scope: own.scope, id: own.id };
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
  return readSettings(deps.db, target);
}
