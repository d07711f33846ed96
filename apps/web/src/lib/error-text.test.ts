import { describe, expect, it } from 'vitest';
import { ApiError, NO_RESPONSE_MESSAGE } from './api-client';
import { apiErrorReason, errorText } from './error-text';

const http = (status: number, body: unknown) => new ApiError('http', status, body, 'failed');

describe('errorText', () => {
  it("keeps the feature's message and puts the server's detail under it", () => {
    expect(errorText(http(403, { detail: 'Demo is read-only.' }), 'Failed to invite')).toEqual({
      message: 'Failed to invite',
      detail: 'Demo is read-only.',
    });
  });

  it('says there was no answer when the request got none', () => {
    expect(errorText(new ApiError('network', 0, undefined, ''), 'Failed')).toEqual({
      message: 'Failed',
      detail: NO_RESPONSE_MESSAGE,
    });
  });

  it('has no detail for anything that is not an API error', () => {
    expect(errorText(new Error('boom'), 'Failed')).toEqual({ message: 'Failed' });
  });
});

describe('apiErrorReason', () => {
  it('joins the field errors the form does not show next to a field', () => {
    const error = http(400, { email: ['Taken.'], role: ['Pick one.', 'Really.'] });
    expect(apiErrorReason(error, ['email'])).toBe('Pick one. Really.');
    expect(apiErrorReason(error, ['email', 'role'])).toBeUndefined();
  });
});
