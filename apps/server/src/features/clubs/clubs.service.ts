import { CLUB_MESSAGES, type Club, type UpdateClubRequest } from '@felt/contract';
import type { Kysely } from 'kysely';
import {
  clubHasBlindStructures,
  countClubMembers,
  deleteClub,
  freeClubSlug,
  insertClub,
  insertClubMember,
  listClubsOfUser,
  updateClub,
} from './clubs.repository';
import type { ClubRow, Database, UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { recordEvent } from '../../events/events.repository';
import { FormError } from '../../http-error';
import { assertNotDemoUser, type ClubAccess } from '../../policy/club-policy';
import { slugify } from '../../slugs/slugify';
import {
  assertMayCreateClub,
  type SubscriptionsDependencies,
} from '../subscriptions/subscriptions.service';
import { seedStarterBlindSchedules } from '../blind-schedules/blind-schedules.service';
import { seedHiddenSeason, seedStarterLeague } from '../leagues/leagues.service';
import { presentClub } from './club.presenter';

export interface ClubsDependencies extends SubscriptionsDependencies {
  now: () => Date;
}

const SLUG_ATTEMPTS = 3;

export async function listUserClubs(db: Kysely<Database>, user: UserRow): Promise<Club[]> {
  const clubs = await listClubsOfUser(db, user.id);
  return Promise.all(
    clubs.map(async (club) =>
      presentClub({ ...club, hasBlindStructures: await clubHasBlindStructures(db, club.id) }),
    ),
  );
}

export async function presentClubAccess(db: Kysely<Database>, access: ClubAccess): Promise<Club> {
  return presentClub({
    ...access.club,
    role: access.role,
    memberCount: await countClubMembers(db, access.club.id),
    hasBlindStructures: await clubHasBlindStructures(db, access.club.id),
  });
}

/**
 * A new club as both sign-up and `POST /api/clubs/` make it, in the caller's transaction: its
 * owner, the starter blind schedules, the Main League with this year's season, and the hidden
 * season for games outside a league (decision 0010). It starts on its owner's time zone
 * (decision 0029), which the owner can change on Club Settings.
 */
export async function insertNewClub(
  trx: Kysely<Database>,
  input: { name: string; ownerId: number; timezone: string; at: string },
): Promise<ClubRow> {
  const { name, ownerId, timezone, at } = input;
  const slug = await freeClubSlug(trx, slugify(name, 'club'));
  const club = await insertClub(trx, { slug, name, timezone, at });
  await insertClubMember(trx, { clubId: club.id, userId: ownerId, role: 'owner', at });
  await seedStarterBlindSchedules(trx, club, at);
  await seedStarterLeague(trx, club, at);
  await seedHiddenSeason(trx, club, at);
  return club;
}

/** Another club owned by the user, within the plan's allowance. */
export async function createClub(
  deps: ClubsDependencies,
  user: UserRow,
  name: string,
): Promise<Club> {
  await assertNotDemoUser(deps.db, user);
  await assertMayCreateClub(deps, user.id);
  // A concurrent request may take the same free slug; the loser retries with a fresh look.
  for (let attempt = 1; ; attempt++) {
    const at = deps.now().toISOString();
    try {
      const club = await deps.db.transaction().execute(async (trx) => {
        return insertNewClub(trx, { name, ownerId: user.id, timezone: user.timezone, at });
      });
      return presentClub({ ...club, role: 'owner', memberCount: 1, hasBlindStructures: true });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
}

/**
 * Renames the club and/or changes its time zone (the policy has checked the owner), recording
 * `club.updated` with what changed. The slug stays, so links and bookmarks keep working. A
 * value equal to the stored one changes nothing.
 */
export async function updateClubAsOwner(
  deps: ClubsDependencies,
  access: ClubAccess,
  user: UserRow,
  input: UpdateClubRequest,
): Promise<ClubAccess> {
  const changes: { name?: string; timezone?: string } = {};
  const data: Record<string, string> = {};
  if (input.name !== undefined && input.name !== access.club.name) {
    changes.name = input.name;
    Object.assign(data, { name: input.name, previous_name: access.club.name });
  }
  if (input.timezone !== undefined && input.timezone !== access.club.timezone) {
    changes.timezone = input.timezone;
    Object.assign(data, { timezone: input.timezone, previous_timezone: access.club.timezone });
  }
  if (Object.keys(changes).length === 0) return access;
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await updateClub(trx, access.club.id, changes, at);
    await recordEvent(trx, {
      type: 'club.updated',
      clubId: access.club.id,
      userId: user.id,
      data,
      at,
    });
  });
  return { ...access, club: { ...access.club, ...changes, updated_at: at } };
}

/** Deletes the club and its memberships once the typed name matches. */
export async function deleteClubAsOwner(
  deps: ClubsDependencies,
  access: ClubAccess,
  confirm: string,
): Promise<void> {
  if (confirm.trim() !== access.club.name.trim()) {
    throw FormError.fields({ confirm: [CLUB_MESSAGES.confirmMismatch] });
  }
  await deleteClub(deps.db, access.club.id);
}
