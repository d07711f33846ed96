import { CLUB_MESSAGES } from '@felt/contract';
import { can, type ClubAction, type ClubRole } from '@felt/domain';
import type { Kysely } from 'kysely';
import { findClubWithRole, isDemoUser } from '../features/clubs/clubs.repository';
import type { ClubRow, Database, UserRow } from '../db/schema';
import { HttpError } from '../http-error';

/*
 * The server's side of the club permissions: what each role may do is decided by `can` of
 * @felt/domain (one table for the server and the web); this module loads the club a request
 * names and turns a refusal into the HTTP answer.
 */
export type { ClubAction };

export const demoReadOnly = () => new HttpError(403, CLUB_MESSAGES.demoReadOnly, 'demo_read_only');

/** The 403 for a refused `role`: `demo_read_only` for the demo visitor, else `permission_denied`. */
export function refusalFor(role: ClubRole): HttpError {
  return role === 'demo' ? demoReadOnly() : HttpError.forbidden(CLUB_MESSAGES.permissionDenied);
}

/** Throws 403 (`refusalFor`) unless `role` may do `action`. */
export function authorize(role: ClubRole, action: ClubAction): void {
  if (!can(role, action)) throw refusalFor(role);
}

export interface ClubAccess {
  club: ClubRow;
  role: ClubRole;
}

/**
 * The club named by `slug` as the user sees it. A club the user does not belong to answers
 * 404 like an unknown one: "object of another club" must not reveal that it exists.
 */
export async function loadClubForUser(
  db: Kysely<Database>,
  slug: string,
  user: UserRow,
): Promise<ClubAccess> {
  const found = await findClubWithRole(db, slug, user.id);
  if (!found || found.role === null) throw HttpError.notFound();
  return { club: found.club, role: found.role };
}

/** Loads the club and checks `action` in one step: 404, then 403. */
export async function authorizeClub(
  db: Kysely<Database>,
  slug: string,
  user: UserRow,
  action: ClubAction,
): Promise<ClubAccess> {
  const access = await loadClubForUser(db, slug, user);
  authorize(access.role, action);
  return access;
}

/** For account-wide writes (profile, password, new clubs): the demo visitor may not. */
export async function assertNotDemoUser(db: Kysely<Database>, user: UserRow): Promise<void> {
  if (await isDemoUser(db, user.id)) throw demoReadOnly();
}
