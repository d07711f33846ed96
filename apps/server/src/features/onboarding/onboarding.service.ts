import {
  ONBOARDING_MESSAGES,
  ONBOARDING_STEP_KEYS,
  type OnboardingProgressRequest,
  type OnboardingState,
  type OnboardingStepKey,
} from '@felt/contract';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import type { EventType } from '../../events/events.repository';
import { HttpError } from '../../http-error';
import { demoReadOnly } from '../../policy/club-policy';
import { isDemoUser } from '../clubs/clubs.repository';
import {
  clubOwnerIds,
  completedStepKeys,
  deleteCompletedSteps,
  ensureOnboardingState,
  findOnboardingState,
  insertCompletedStep,
  markOnce,
  ownsAClub,
  updateOnboardingState,
} from './onboarding.repository';

/*
 * A club owner's onboarding (SPEC.md section 4): seven steps, each going from pending to
 * completed only, completed by the server in the transaction of the event that does it, plus
 * the Welcome modal's "seen", the checklist's collapsed state and the activation the first
 * recorded game brings.
 */

export interface OnboardingDependencies {
  db: Kysely<Database>;
  now: () => Date;
}

/** The step each event completes on its own; `personalize_club_profile` takes two. */
const STEP_OF_EVENT: Partial<Record<EventType, OnboardingStepKey>> = {
  'rules.updated': 'set_club_rules',
  'payouts.updated': 'configure_payouts',
  'blind_structure.updated': 'create_blind_structure',
  'member.invited': 'invite_member',
  'game.scheduled': 'schedule_first_game',
  'game.recorded': 'run_first_game',
};

/** Completes the step; the first game recorded also activates the account. */
async function completeStep(
  db: Kysely<Database>,
  userId: number,
  step: OnboardingStepKey,
  at: string,
): Promise<void> {
  await ensureOnboardingState(db, userId, at);
  await insertCompletedStep(db, userId, step, at);
  if (step === 'run_first_game') await markOnce(db, userId, 'activation_at', at);
}

/**
 * Called by `recordEvent` in the event's own transaction: completes the step of each owner of
 * the event's club (whoever of the club did it), or for `user.avatar.updated` of the user.
 * "Personalize Club & Profile" completes once both of its events have happened since the last
 * reset.
 */
export async function applyEventToOnboarding(
  db: Kysely<Database>,
  event: { type: EventType; clubId: number | null; userId: number | null; at: string },
): Promise<void> {
  if (event.type === 'user.avatar.updated' || event.type === 'club.updated') {
    const users =
      event.type === 'user.avatar.updated'
        ? event.userId === null
          ? []
          : [event.userId]
        : event.clubId === null
          ? []
          : await clubOwnerIds(db, event.clubId);
    const half = event.type === 'club.updated' ? 'club_updated_at' : 'avatar_updated_at';
    for (const userId of users) {
      await ensureOnboardingState(db, userId, event.at);
      await markOnce(db, userId, half, event.at);
      const state = await findOnboardingState(db, userId);
      if (state?.club_updated_at && state.avatar_updated_at) {
        await completeStep(db, userId, 'personalize_club_profile', event.at);
      }
    }
    return;
  }
  const step = STEP_OF_EVENT[event.type];
  if (!step || event.clubId === null) return;
  for (const userId of await clubOwnerIds(db, event.clubId)) {
    await completeStep(db, userId, step, event.at);
  }
}

/** Only a club owner has onboarding (SPEC.md section 6); the demo visitor never. */
async function assertOwner(db: Kysely<Database>, user: UserRow): Promise<void> {
  if (await isDemoUser(db, user.id)) throw demoReadOnly();
  if (!(await ownsAClub(db, user.id))) {
    throw new HttpError(403, ONBOARDING_MESSAGES.ownersOnly, 'onboarding_owners_only');
  }
}

async function present(db: Kysely<Database>, userId: number): Promise<OnboardingState> {
  const state = await findOnboardingState(db, userId);
  const done = new Set(await completedStepKeys(db, userId));
  return {
    welcome_seen_at: state?.welcome_seen_at ?? null,
    checklist_collapsed: state?.checklist_collapsed === 1,
    activation_at: state?.activation_at ?? null,
    progress: Object.fromEntries(
      ONBOARDING_STEP_KEYS.map((key) => [key, done.has(key) ? 'completed' : 'pending']),
    ) as OnboardingState['progress'],
  };
}

export async function getOnboardingState(
  deps: OnboardingDependencies,
  user: UserRow,
): Promise<OnboardingState> {
  await assertOwner(deps.db, user);
  return present(deps.db, user.id);
}

/** Runs `work` for an owner in one transaction, then answers the whole state. */
async function ownerWrite(
  deps: OnboardingDependencies,
  user: UserRow,
  work: (trx: Kysely<Database>, at: string) => Promise<void>,
): Promise<OnboardingState> {
  await assertOwner(deps.db, user);
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await ensureOnboardingState(trx, user.id, at);
    await work(trx, at);
  });
  return present(deps.db, user.id);
}

/** The Welcome modal was answered (Start Setup, Skip for Now or Escape); the first time stays. */
export function markWelcomeSeen(deps: OnboardingDependencies, user: UserRow) {
  return ownerWrite(deps, user, (trx, at) => markOnce(trx, user.id, 'welcome_seen_at', at));
}

export function setChecklistCollapsed(
  deps: OnboardingDependencies,
  user: UserRow,
  collapsed: boolean,
) {
  return ownerWrite(deps, user, (trx, at) =>
    updateOnboardingState(trx, user.id, { checklist_collapsed: collapsed ? 1 : 0 }, at),
  );
}

/**
 * The owner ticks a step off by hand. Steps only go forward: `pending` for a completed step is
 * refused (reset is the way back); `pending` for a pending one changes nothing.
 */
export function updateProgress(
  deps: OnboardingDependencies,
  user: UserRow,
  input: OnboardingProgressRequest,
) {
  return ownerWrite(deps, user, async (trx, at) => {
    const done = (await completedStepKeys(trx, user.id)).includes(input.step_key);
    if (input.status === 'completed') {
      if (!done) await completeStep(trx, user.id, input.step_key, at);
      return;
    }
    if (done) throw new HttpError(400, ONBOARDING_MESSAGES.noUndo, 'onboarding_step_completed');
  });
}

/** Marks the account activated (the first time stays). */
export function activate(deps: OnboardingDependencies, user: UserRow) {
  return ownerWrite(deps, user, (trx, at) => markOnce(trx, user.id, 'activation_at', at));
}

/**
 * Every step back to pending, and the halves of "Personalize Club & Profile" forgotten, so each
 * step is completed again by its next event. The Welcome, the checklist's state and the
 * activation stay.
 */
export function resetOnboarding(deps: OnboardingDependencies, user: UserRow) {
  return ownerWrite(deps, user, async (trx, at) => {
    await deleteCompletedSteps(trx, user.id);
    await updateOnboardingState(
      trx,
      user.id,
      { club_updated_at: null, avatar_updated_at: null },
      at,
    );
  });
}
