import type { SettingsValues } from '@felt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type SettingsScope = 'club' | 'league' | 'season';
/** The fields one scope sets; a missing key inherits. */
export type Overrides = Partial<SettingsValues>;

/** One scope of a chain: which level it is and the row it names. */
export interface ScopeRef {
  scope: SettingsScope;
  id: number;
}

/** Each scope's overrides, in the order of `chain` (`{}` for a scope that sets nothing). */
export async function findChainSettings(
  db: Kysely<Database>,
  chain: readonly ScopeRef[],
): Promise<Overrides[]> {
  if (chain.length === 0) return [];
  const rows = await db
    .selectFrom('scope_setting')
    .select(['scope', 'scope_id', 'data'])
    .where((eb) =>
      eb.or(chain.map((ref) => eb.and([eb('scope', '=', ref.scope), eb('scope_id', '=', ref.id)]))),
    )
    .execute();
  return chain.map((ref) => {
    const row = rows.find(
      (candidate) => candidate.scope === ref.scope && candidate.scope_id === ref.id,
    );
    return row ? (JSON.parse(row.data) as Overrides) : {};
  });
}

export async function findScopeSettings(db: Kysely<Database>, ref: ScopeRef): Promise<Overrides> {
  const [overrides] = await findChainSettings(db, [ref]);
  return overrides ?? {};
}

export async function saveScopeSettings(
  db: Kysely<Database>,
  values: { clubId: number; ref: ScopeRef; overrides: Overrides; at: string },
): Promise<void> {
  const data = JSON.stringify(values.overrides);
  await db
    .insertInto('scope_setting')
    .values({
      club_id: values.clubId,
      scope: values.ref.scope,
      scope_id: values.ref.id,
      data,
      updated_at: values.at,
    })
    .onConflict((oc) =>
      oc.columns(['scope', 'scope_id']).doUpdateSet({ data, updated_at: values.at }),
    )
    .execute();
}

/**
 * Drops every override in the club that names `scheduleSlug` as the default blind schedule, so
 * a deleted schedule is never an effective setting (those scopes inherit again). Called under the
 * club lock by the schedule's deletion.
 */
export async function forgetBlindScheduleInSettings(
  db: Kysely<Database>,
  clubId: number,
  scheduleSlug: string,
  at: string,
): Promise<void> {
  const rows = await db
    .selectFrom('scope_setting')
    .select(['id', 'data'])
    .where('club_id', '=', clubId)
    .execute();
  for (const row of rows) {
    const overrides = JSON.parse(row.data) as Overrides;
    if (overrides.default_blind_schedule_slug !== scheduleSlug) continue;
    delete overrides.default_blind_schedule_slug;
    await db
      .updateTable('scope_setting')
      .set({ data: JSON.stringify(overrides), updated_at: at })
      .where('id', '=', row.id)
      .execute();
  }
}
