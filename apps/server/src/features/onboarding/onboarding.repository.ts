import type { OnboardingStepKey } from '@felt/contract';
import type { Kysely } from 'kysely';
import type { Database, OnboardingStateRow } from '../../db/schema';

/** The account's state row, made (all defaults) if it has none yet. */
export async function ensureOnboardingState(
  db: Kysely<Database>,
  userId: number,
  at: string,
): Promise<OnboardingStateRow> {
  await db
    .insertInto('onboarding_state')
    .values({ user_id: userId, checklist_collapsed: 0, updated_at: at })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  return db
    .selectFrom('onboarding_state')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function findOnboardingState(
  db: Kysely<Database>,
  userId: number,
): Promise<OnboardingStateRow | undefined> {
  return db
    .selectFrom('onboarding_state')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function updateOnboardingState(
  db: Kysely<Database>,
  userId: number,
  changes: Partial<Omit<OnboardingStateRow, 'user_id' | 'updated_at'>>,
  at: string,
): Promise<void> {
  await db
    .updateTable('onboarding_state')
    .set({ ...changes, updated_at: at })
    .where('user_id', '=', userId)
    .execute();
}

/** Sets `column` to `at` unless it is set already (the first time counts). */
export async function markOnce(
  db: Kysely<Database>,
  userId: number,
  column: 'welcome_seen_at' | 'activation_at' | 'club_updated_at' | 'avatar_updated_at',
  at: string,
): Promise<void> {
  await db
    .updateTable('onboarding_state')
    .set({ [column]: at, updated_at: at })
    .where('user_id', '=', userId)
    .where(column, 'is', null)
    .execute();
}

export async function completedStepKeys(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('onboarding_step')
    .select('step_key')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.step_key);
}

/** Completes the step; a step completed already keeps its first time. */
export async function insertCompletedStep(
  db: Kysely<Database>,
  userId: number,
  stepKey: OnboardingStepKey,
  at: string,
): Promise<void> {
  await db
    .insertInto('onboarding_step')
    .values({ user_id: userId, step_key: stepKey, completed_at: at })
    .onConflict((conflict) => conflict.columns(['user_id', 'step_key']).doNothing())
    .execute();
}

export async function deleteCompletedSteps(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('onboarding_step').where('user_id', '=', userId).execute();
}

/** The users who own the club (whose checklist its events complete). */
export async function clubOwnerIds(db: Kysely<Database>, clubId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('club_member')
    .select('user_id')
    .where('club_id', '=', clubId)
    .where('role', '=', 'owner')
    .where('user_id', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id]));
}

export async function ownsAClub(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('club_member')
    .select('id')
    .where('user_id', '=', userId)
    .where('role', '=', 'owner')
    .executeTakeFirst();
  return row !== undefined;
}
