import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  AUTH_ERRORS,
  AUTH_FAILURES,
  failureMessage,
  fieldErrorLines,
  loginFailure,
  SessionCookieRefusedError,
  tokenProblem,
} from './auth-errors';

function httpError(status: number, body: unknown): ApiError {
  const detail =
    typeof body === 'object' && body !== null && 'detail' in body ? String(body.detail) : '';
  return new ApiError('http', status, body, detail || `Request failed with status ${status}`);
}

describe('loginFailure (SPEC.md section 8)', () => {
  it('maps email_verified false to EMAIL_UNVERIFIED', () => {
    const failure = loginFailure(
      httpError(400, { email_verified: false, error: 'Email not verified' }),
    );
    expect(failure.code).toBe('EMAIL_UNVERIFIED');
    expect(failure.message).toBe('Email not verified');
  });

  it.each([
    ['a 403', httpError(403, { detail: 'You do not have permission.', code: 'permission_denied' })],
    ['a CSRF refusal', httpError(403, { detail: 'CSRF Failed: CSRF cookie not set.' })],
    ['an error mentioning the session', httpError(400, { non_field_errors: ['Session expired'] })],
    ['an error mentioning cookies', httpError(400, { error: 'Cookies are required' })],
    ['a session cookie the browser did not keep', new SessionCookieRefusedError()],
  ])('maps %s to COOKIE_ISSUE', (_case, error) => {
    const failure = loginFailure(error);
    expect(failure.code).toBe('COOKIE_ISSUE');
    expect(failure.message).toBe(AUTH_ERRORS.COOKIE_ISSUE.title);
  });

  it("says 'Login failed. Please check your credentials.' for wrong credentials", () => {
    const failure = loginFailure(
      httpError(400, { non_field_errors: ['Unable to log in with provided credentials.'] }),
    );
    expect(failure.code).toBeUndefined();
    expect(failure.message).toBe('Login failed. Please check your credentials.');
  });

  it('keeps field errors for the form and still says login failed', () => {
    const failure = loginFailure(httpError(400, { email: ['Enter a valid email address.'] }));
    expect(failure.fieldErrors).toEqual({ email: ['Enter a valid email address.'] });
    expect(failure.message).toBe(AUTH_FAILURES.login);
  });

  it("shows the server's words when login is throttled or the server fails", () => {
    expect(
      loginFailure(
        httpError(429, {
          detail: 'Too many failed login attempts. Try again in 240 seconds.',
          code: 'throttled',
          retry_after: 240,
        }),
      ).message,
    ).toBe('Too many failed login attempts. Try again in 240 seconds.');
    expect(
      loginFailure(httpError(500, { detail: 'A server error occurred.', code: 'server_error' }))
        .message,
    ).toBe('A server error occurred.');
    expect(loginFailure(httpError(502, 'Bad Gateway')).message).toBe(AUTH_FAILURES.login);
  });

  it('says when the server could not be reached', () => {
    const failure = loginFailure(new ApiError('network', 0, undefined, 'offline'));
    expect(failure.message).toBe('No response from server. Please check your connection.');
  });
});

describe('tokenProblem', () => {
  it('reads token_expired and token_invalid, with the server sentence', () => {
    expect(
      tokenProblem(
        httpError(400, {
          detail: 'This password reset link has expired. Ask for a new one.',
          code: 'token_expired',
          token_expired: true,
        }),
      ),
    ).toEqual({
      code: 'TOKEN_EXPIRED',
      detail: 'This password reset link has expired. Ask for a new one.',
    });
    expect(tokenProblem(httpError(400, { detail: 'Bad link', token_invalid: true }))?.code).toBe(
      'TOKEN_INVALID',
    );
  });

  it('is null for other failures', () => {
    expect(tokenProblem(httpError(400, { new_password1: ['Too common.'] }))).toBeNull();
    expect(tokenProblem(httpError(500, { token_expired: true }))).toBeNull();
    expect(tokenProblem(new Error('boom'))).toBeNull();
  });
});

describe('messages', () => {
  it("joins field errors as 'field: messages', naming each field by its label", () => {
    expect(
      fieldErrorLines(
        {
          email: ['A user is already registered with this e-mail address.'],
          password1: ['This password is too short.', 'This password is too common.'],
          non_field_errors: ['Try again later.'],
          referral: ['Unknown code.'],
        },
        { email: 'Email', password1: 'Password' },
      ),
    ).toEqual([
      'Email: A user is already registered with this e-mail address.',
      'Password: This password is too short. This password is too common.',
      'Try again later.',
      'referral: Unknown code.',
    ]);
  });

  it('falls back to the flow text, except for throttling and no answer', () => {
    const failed = AUTH_FAILURES.resendVerification;
    expect(failureMessage(httpError(500, { detail: 'A server error occurred.' }), failed)).toBe(
      'Failed to resend verification email.',
    );
    expect(failureMessage(httpError(429, { detail: 'Slow down.' }), failed)).toBe('Slow down.');
    expect(failureMessage(new ApiError('timeout', 0, undefined, ''), failed)).toBe(
      'No response from server. Please check your connection.',
    );
  });
});
