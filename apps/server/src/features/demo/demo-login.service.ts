import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import { HttpError } from '../../http-error';
import {
  endSession,
  startSession,
  type RequestOrigin,
  type StartedSession,
} from '../accounts/sessions.service';
import { DEMO_UNAVAILABLE, findDemoClub } from './demo-club';

export interface DemoLoggedIn extends StartedSession {
  user: UserRow;
}

/**
 * Signs the visitor in as the demo user (SPEC.md section 4's demo login), as a login does: a
 * new session, the one the request came with ended. No password: the account is shared and
 * read-only, so knowing it proves nothing. 503 `demo_unavailable` until the demo club is
 * seeded (`npm run db:seed-demo`).
 */
export async function logInAsDemo(
  deps: { db: Kysely<Database>; now: () => Date },
  origin: RequestOrigin,
  previousSessionId: string | null,
): Promise<DemoLoggedIn> {
  const demo = await findDemoClub(deps.db);
  if (!demo) throw new HttpError(503, DEMO_UNAVAILABLE, 'demo_unavailable');
  if (previousSessionId) await endSession(deps.db, previousSessionId);
  // The shared account's last_login_at is not written: every visitor would rewrite one row,
  // and it says nothing about anyone.
  const started = await startSession(deps.db, demo.user.id, origin, deps.now());
  return { ...started, user: demo.user };
}
