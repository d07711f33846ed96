import { CLUB_MESSAGES, type Club } from '@felt/contract';
import type { Kysely } from 'kysely';
import {
  clubHasBlindStructures,
  countClubMembers,
  deleteClub,
  freeClubSlug,
  insertClub,
  insertClubMember,
  listClubsOfUser,
  renameClub,
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
 * season for games outside a league (decision 0010).
 */
export async function insertNewClub(
  trx: Kysely<Database>,
  input: { name: string; ownerId: number; at: string },
): Promise<ClubRow> {
  const { name, ownerId, at } = input;
  const slug = await freeClubSlug(trx, slugify(name, 'club'));
  const club = await insertClub(trx, { slug, name, at });
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
        return insertNewClub(trx, { name, ownerId: user.id, at });
      });
      return presentClub({ ...club, role: 'owner', memberCount: 1, hasBlindStructures: true });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
}

/**
 * Renames the club (the policy has checked the owner) and records `club.updated`. The slug
 * stays, so links and bookmarks keep working.
 */
export async function renameClubAsOwner(
  deps: ClubsDependencies,
  access: ClubAccess,
  user: UserRow,
  name: string,
): Promise<ClubAccess> {
  if (name === access.club.name) return access;
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await renameClub(trx, access.club.id, name, at);
    await recordEvent(trx, {
      type: 'club.updated',
      clubId: access.club.id,
      userId: user.id,
      data: { name, previous_name: access.club.name },
      at,
    });
  });
  return { ...access, club: { ...access.club, name, updated_at: at } };
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
