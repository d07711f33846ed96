import type { SettingsValues } from '@felt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type SettingsScope = 'club' | 'league' | 'season';
/** The fields one scope sets; a missing key inherits. */
export type Overrides = Partial<SettingsValues>;

export async function findScopeSettings(
  db: Kysely<Database>,
  scope: SettingsScope,
  scopeId: number,
): Promise<Overrides> {
  const row = await db
    .selectFrom('scope_setting')
    .select('data')
    .where('scope', '=', scope)
    .where('scope_id', '=', scopeId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.data) as Overrides) : {};
}

export async function saveScopeSettings(
  db: Kysely<Database>,
  values: { clubId: number; scope: SettingsScope; id: number; overrides: Overrides; at: string },
): Promise<void> {
  const data = JSON.stringify(values.overrides);
  await db
    .insertInto('scope_setting')
    .values({
      club_id: values.clubId,
      scope: values.scope,
      scope_id: values.id,
      data,
      updated_at: values.at,
    })
    .onConflict((oc) =>
      oc.columns(['scope', 'scope_id']).doUpdateSet({ data, updated_at: values.at }),
    )
    .execute();
}
