import type { FieldErrors } from '@felt/contract';
import { isApiError, NO_RESPONSE_MESSAGE } from '../../lib/api-client';
import { FETCH_USER_FAILED } from '../../lib/auth/refresh-session';

/**
 * The UI names of SPEC.md section 8's account errors, each with what the screen says. Where
 * the spec gives the words (EMAIL_UNVERIFIED), they are used exactly.
 */
export type AuthErrorCode = 'EMAIL_UNVERIFIED' | 'COOKIE_ISSUE' | 'TOKEN_EXPIRED' | 'TOKEN_INVALID';

export const AUTH_ERRORS: Record<AuthErrorCode, { title: string; text: string }> = {
  EMAIL_UNVERIFIED: {
    title: 'Email not verified',
    text: 'Open the link in the verification email to activate your account. Nothing arrived? We can resend the email.',
  },
  COOKIE_ISSUE: {
    title: 'Cookies are blocked',
    text: 'Felt keeps you signed in with a cookie, and this browser did not accept it. Allow cookies for this site, then sign in again.',
  },
  TOKEN_EXPIRED: {
    title: 'This link has expired',
    text: 'Links in our emails only work for a limited time. Ask for a new one.',
  },
  TOKEN_INVALID: {
    title: 'This link is not valid',
    text: 'It may have been used already, or only part of it was copied.',
  },
};

/** SPEC.md section 8's failure texts for the account flows, exactly as written there. */
export const AUTH_FAILURES = {
  login: 'Login failed. Please check your credentials.',
  resetPassword: 'Failed to reset password.',
  sendResetEmail: 'Failed to send password reset email.',
  resendVerification: 'Failed to resend verification email.',
  registration: 'Registration failed.',
  fetchUser: FETCH_USER_FAILED,
} as const;

/**
 * The server took the password but the browser did not keep the session cookie: the user
 * fetched right after login came back anonymous.
 */
export class SessionCookieRefusedError extends Error {
  override readonly name = 'SessionCookieRefusedError';
  constructor() {
    super('The browser did not keep the session cookie.');
  }
}

function bodyOf(error: unknown): Record<string, unknown> {
  if (!isApiError(error)) return {};
  const body = error.body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

export interface LoginFailure {
  code?: Extract<AuthErrorCode, 'EMAIL_UNVERIFIED' | 'COOKIE_ISSUE'>;
  /** The sentence for the form's alert. */
  message: string;
  /** Errors the server put on the email or password field. */
  fieldErrors: FieldErrors;
}

const COOKIE_WORDS = /cookie|session|csrf/i;

/** SPEC.md section 8: what a failed login means for the user. */
export function loginFailure(error: unknown): LoginFailure {
  const cookieIssue = {
    code: 'COOKIE_ISSUE',
    message: AUTH_ERRORS.COOKIE_ISSUE.title,
    fieldErrors: {},
  } as const;
  if (error instanceof SessionCookieRefusedError) return cookieIssue;
  if (!isApiError(error)) return { message: AUTH_FAILURES.login, fieldErrors: {} };
  if (error.isNoResponse) return { message: NO_RESPONSE_MESSAGE, fieldErrors: {} };

  const body = bodyOf(error);
  if (body.email_verified === false) {
    return {
      code: 'EMAIL_UNVERIFIED',
      message: AUTH_ERRORS.EMAIL_UNVERIFIED.title,
      fieldErrors: {},
    };
  }
  const fieldErrors = error.fieldErrors();
  const texts = [error.detail, body.error, ...Object.values(fieldErrors).flat()].filter(
    (text): text is string => typeof text === 'string',
  );
  if (error.status === 403 || texts.some((text) => COOKIE_WORDS.test(text))) return cookieIssue;
  if (error.status === 429) {
    return { message: error.detail ?? AUTH_FAILURES.login, fieldErrors: {} };
  }
  const { non_field_errors: _formLevel, ...onFields } = fieldErrors;
  if (error.status === 400) return { message: AUTH_FAILURES.login, fieldErrors: onFields };
  // "Other login failures: server error or 'Login failed. ...'" (SPEC.md section 8).
  return { message: error.detail ?? AUTH_FAILURES.login, fieldErrors: {} };
}

export interface TokenProblem {
  code: Extract<AuthErrorCode, 'TOKEN_EXPIRED' | 'TOKEN_INVALID'>;
  /** The server's sentence for this kind of link, when it sent one. */
  detail?: string;
}

/** A 400 from a link endpoint saying the link is expired or not valid; null otherwise. */
export function tokenProblem(error: unknown): TokenProblem | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const body = bodyOf(error);
  const detail = error.detail;
  if (body.token_expired === true || body.code === 'token_expired') {
    return { code: 'TOKEN_EXPIRED', detail };
  }
  if (body.token_invalid === true || body.code === 'token_invalid') {
    return { code: 'TOKEN_INVALID', detail };
  }
  return null;
}

/**
 * The sentence for a failed request: no answer and throttling say so, anything else gets the
 * flow's own failure text from SPEC.md section 8.
 */
export function failureMessage(error: unknown, failure: string): string {
  if (!isApiError(error)) return failure;
  if (error.isNoResponse) return NO_RESPONSE_MESSAGE;
  if (error.status === 429) return error.detail ?? failure;
  return failure;
}

/**
 * SPEC.md section 5: errors as "field: messages", one line per field, the field named as
 * its label says; form-level messages without a prefix.
 */
export function fieldErrorLines(
  fieldErrors: FieldErrors,
  labels: Readonly<Record<string, string>>,
): string[] {
  return Object.entries(fieldErrors).map(([field, messages]) =>
    field === 'non_field_errors'
      ? messages.join(' ')
      : `${labels[field] ?? field}: ${messages.join(' ')}`,
  );
}
