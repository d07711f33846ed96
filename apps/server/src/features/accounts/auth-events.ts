import type { FastifyBaseLogger } from 'fastify';
import { FormError, HttpError } from '../../http-error';

/**
 * What happens to an account that an operator wants in the log (issue 16): who and which
 * address, never a password, token or session id. One line each, `auth_event` names it.
 */
export type AuthEvent =
  | 'login'
  | 'login_failed'
  | 'login_throttled'
  | 'demo_login'
  | 'logout'
  | 'password_changed'
  | 'password_reset'
  | 'email_change_requested'
  | 'email_changed'
  | 'session_revoked'
  | 'other_sessions_revoked'
  | 'account_deleted';

export interface AuthEventDetails {
  user_id?: number;
  /** The address the event is about (typed at login, the new one for an email change). */
  email?: string;
  ip?: string;
  /** How many sessions an event ended, where it ended some. */
  sessions?: number;
}

export function logAuthEvent(
  log: FastifyBaseLogger,
  event: AuthEvent,
  details: AuthEventDetails,
): void {
  log.info({ auth_event: event, ...details }, `auth: ${event}`);
}

/** A refused login as the log names it: too many tries, or wrong credentials; else nothing. */
export function loginRefusal(error: unknown): AuthEvent | null {
  if (error instanceof HttpError && error.statusCode === 429) return 'login_throttled';
  if (error instanceof FormError || (error instanceof HttpError && error.statusCode === 400)) {
    return 'login_failed';
  }
  return null;
}
