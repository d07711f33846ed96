import type { SettingsValues } from '@felt/contract';
import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/schema';

export type SettingsScope = 'club' | 'league' | 'season' | 'game';
/** The fields one scope sets; a missing key inherits. */
export type Overrides = Partial<SettingsValues>;

/** One scope of a chain: which level it is and the row it names. */
export interface ScopeRef {
  scope: SettingsScope;
  id: number;
}

/**
 * The column of `scope_setting` that names each scope (migration 0010). A new scope is one
 * more entry here and one more column there.
 */
const SCOPE_COLUMN = {
  club: 'club_id',
  league: 'league_id',
  season: 'season_id',
  game: 'game_id',
} as const satisfies Record<SettingsScope, string>;

/**
 * The overrides of one chain's scopes, in one statement compiled once (decision 0042): every
 * settings read and every game page resolves a chain.
 */
const chainSettings = preparedQuery(
  (
    db,
    clubId: number | null,
    leagueId: number | null,
    seasonId: number | null,
    gameId: number | null,
  ) =>
    db
      .selectFrom('scope_setting')
      .select(['club_id', 'league_id', 'season_id', 'game_id', 'data'])
      .where((eb) =>
        eb.or([
          eb('club_id', '=', clubId),
          eb('league_id', '=', leagueId),
          eb('season_id', '=', seasonId),
          eb('game_id', '=', gameId),
        ]),
      ),
);

/** Each scope's overrides as stored (JSON), in the order of `chain` (null: it sets nothing). */
export async function findChainSettingsData(
  db: Kysely<Database>,
  chain: readonly ScopeRef[],
): Promise<(string | null)[]> {
  if (chain.length === 0) return [];
  const idOf = (scope: SettingsScope) => chain.find((ref) => ref.scope === scope)?.id ?? null;
  // A scope left out binds null, which matches nothing (`game_id = null`).
  const rows = await chainSettings(db, idOf('club'), idOf('league'), idOf('season'), idOf('game'));
  return chain.map(
    (ref) => rows.find((candidate) => candidate[SCOPE_COLUMN[ref.scope]] === ref.id)?.data ?? null,
  );
}

/** Each scope's overrides, in the order of `chain` (`{}` for a scope that sets nothing). */
export async function findChainSettings(
  db: Kysely<Database>,
  chain: readonly ScopeRef[],
): Promise<Overrides[]> {
  const data = await findChainSettingsData(db, chain);
  return data.map((json) => (json === null ? {} : (JSON.parse(json) as Overrides)));
}

export async function findScopeSettings(db: Kysely<Database>, ref: ScopeRef): Promise<Overrides> {
  const [overrides] = await findChainSettings(db, [ref]);
  return overrides ?? {};
}

export async function saveScopeSettings(
  db: Kysely<Database>,
  values: { ref: ScopeRef; overrides: Overrides; at: string },
): Promise<void> {
  const { ref, at } = values;
  const data = JSON.stringify(values.overrides);
  const column = SCOPE_COLUMN[ref.scope];
  await db
    .insertInto('scope_setting')
    .values({
      club_id: ref.scope === 'club' ? ref.id : null,
      league_id: ref.scope === 'league' ? ref.id : null,
      season_id: ref.scope === 'season' ? ref.id : null,
      game_id: ref.scope === 'game' ? ref.id : null,
      data,
      updated_at: at,
    })
    .onConflict((oc) => oc.column(column).doUpdateSet({ data, updated_at: at }))
    .execute();
}

/**
 * Drops every override in the club that names `scheduleSlug` as the default blind schedule, so
 * a deleted schedule is never an effective setting (those scopes inherit again). The slug is a
 * value inside the JSON, not a key, so no foreign key can do this. Called under the club lock by
 * the schedule's deletion.
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
    .where((eb) =>
      eb.or([
        eb('club_id', '=', clubId),
        eb('league_id', 'in', eb.selectFrom('league').select('id').where('club_id', '=', clubId)),
        eb('season_id', 'in', eb.selectFrom('season').select('id').where('club_id', '=', clubId)),
        eb('game_id', 'in', eb.selectFrom('game').select('id').where('club_id', '=', clubId)),
      ]),
    )
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
