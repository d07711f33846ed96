import { CLUB_MESSAGES } from '@felt/contract';
import type { Kysely } from 'kysely';
import { findClubWithRole, isDemoUser } from '../clubs/clubs.repository';
import type { ClubRole, ClubRow, Database, UserRow } from '../db/schema';
import { HttpError } from '../http-error';

/**
 * Who may do what in a club (DESIGN.md section 4): owners and managers manage, members read,
 * Demo reads everything and writes nothing. Every club endpoint asks this module; later issues
 * add their actions here (e.g. 'game:schedule' for owner and manager).
 */
export type ClubAction =
  /** See the club and its data. */
  | 'club:read'
  /** Change the club's data: settings, members, schedules, games. */
  | 'club:manage'
  /** Rename the club (owner only). */
  | 'club:rename'
  /** Delete the club (owner only). */
  | 'club:delete'
  /** Hand the club to another member (owner only). */
  | 'club:transfer'
  /** Act as oneself in the club, e.g. claim a guest profile (every role but Demo). */
  | 'club:participate';

const READS: ReadonlySet<ClubAction> = new Set(['club:read']);
const OWNER_ONLY: ReadonlySet<ClubAction> = new Set([
  'club:rename',
  'club:delete',
  'club:transfer',
]);

export function can(role: ClubRole, action: ClubAction): boolean {
  if (READS.has(action)) return true;
  if (action === 'club:participate') return role !== 'demo';
  if (role === 'demo' || role === 'member') return false;
  if (OWNER_ONLY.has(action)) return role === 'owner';
  return role === 'owner' || role === 'manager';
}

export const demoReadOnly = () => new HttpError(403, CLUB_MESSAGES.demoReadOnly, 'demo_read_only');

/** Throws 403: `demo_read_only` for a demo visitor's write, else `permission_denied`. */
export function authorize(role: ClubRole, action: ClubAction): void {
  if (can(role, action)) return;
  if (role === 'demo') throw demoReadOnly();
  throw HttpError.forbidden(CLUB_MESSAGES.permissionDenied);
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
