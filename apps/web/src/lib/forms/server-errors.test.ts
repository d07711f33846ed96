import { describe, expect, it, vi } from 'vitest';
import { ApiError, NO_RESPONSE_MESSAGE } from '../api-client';
import { applyServerErrors, serverErrorMessage, serverErrorText } from './server-errors';

const http = (status: number, body: unknown) => new ApiError('http', status, body, 'failed');

interface Form {
  email: string;
  password: string;
  date: string;
}

describe('applyServerErrors', () => {
  it('puts each field error under its field, focusing the first, and keeps the rest', () => {
    const setError = vi.fn();
    const result = applyServerErrors<Form>(
      http(400, {
        email: ['Enter a valid email address.'],
        password: ['Too short.', 'Too common.'],
        role: ['Pick one.'],
        non_field_errors: ['Try again.'],
      }),
      setError,
      ['email', 'password'],
    );

    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Enter a valid email address.' }, { shouldFocus: true }],
      ['password', { type: 'server', message: 'Too short. Too common.' }, { shouldFocus: false }],
    ]);
    expect(result).toEqual({ placed: ['email', 'password'], reason: 'Pick one. Try again.' });
  });

  it("maps the server's field names onto the form's", () => {
    const setError = vi.fn();
    const result = applyServerErrors<Form>(
      http(400, { starts_at: ['The start must be in the future.'] }),
      setError,
      { starts_at: 'date' },
    );
    expect(setError).toHaveBeenCalledWith(
      'date',
      { type: 'server', message: 'The start must be in the future.' },
      { shouldFocus: true },
    );
    expect(result).toEqual({ placed: ['starts_at'] });
  });

  it('keeps the general detail and says when there was no answer, touching no field', () => {
    const setError = vi.fn();
    expect(
      applyServerErrors<Form>(http(403, { detail: 'Demo is read-only.' }), setError, ['email']),
    ).toEqual({
      placed: [],
      reason: 'Demo is read-only.',
    });
    expect(
      applyServerErrors<Form>(new ApiError('network', 0, undefined, ''), setError, ['email']),
    ).toEqual({ placed: [], reason: NO_RESPONSE_MESSAGE });
    expect(applyServerErrors<Form>(new Error('boom'), setError, ['email'])).toEqual({ placed: [] });
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('the alert above the form', () => {
  it('says nothing when every word is at its field', () => {
    expect(serverErrorMessage({ placed: ['email'] }, 'Failed.')).toBeNull();
    expect(serverErrorText({ placed: ['email'] }, 'Failed.')).toBeNull();
  });

  it("gives the server's reason, or the form's fallback when there is none", () => {
    expect(serverErrorMessage({ placed: ['email'], reason: 'Slow down.' }, 'Failed.')).toBe(
      'Slow down.',
    );
    expect(serverErrorMessage({ placed: [] }, 'Failed.')).toBe('Failed.');
    expect(serverErrorText({ placed: [], reason: 'Slow down.' }, 'Failed.')).toEqual({
      message: 'Failed.',
      detail: 'Slow down.',
    });
    expect(serverErrorText({ placed: [] }, 'Failed.')).toEqual({ message: 'Failed.' });
  });

  it("keeps a plan limit's upgrade page for a link beside the reason", () => {
    const setError = vi.fn();
    const refusal = new ApiError(
      'http',
      403,
      {
        detail: 'Your plan allows 2 leagues. Upgrade to create more.',
        code: 'plan_limit_reached',
        upgrade_path: '/app/billing/upgrade',
      },
      'failed',
    );
    const result = applyServerErrors<Form>(refusal, setError, ['email']);
    expect(result).toEqual({
      placed: [],
      reason: 'Your plan allows 2 leagues. Upgrade to create more.',
      upgradePath: '/app/billing/upgrade',
    });
    expect(serverErrorText(result, 'Failed to create league.')).toEqual({
      message: 'Failed to create league.',
      detail: 'Your plan allows 2 leagues. Upgrade to create more.',
      upgradePath: '/app/billing/upgrade',
    });
  });
});
