import { describe, expect, it } from 'vitest';
import { ApiError, NO_RESPONSE_MESSAGE } from './api-client';
import { apiErrorReason, demoLimitText, errorText } from './error-text';

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

  it("links a plan limit's upgrade page, and only a page of the app", () => {
    const refusal = (upgradePath: unknown) =>
      http(403, {
        detail: 'Your plan allows 10 members. Upgrade to invite more.',
        code: 'plan_limit_reached',
        limit: 10,
        used: 10,
        upgrade_path: upgradePath,
      });
    expect(errorText(refusal('/app/billing/upgrade'), 'Failed to send invitation.')).toEqual({
      message: 'Failed to send invitation.',
      detail: 'Your plan allows 10 members. Upgrade to invite more.',
      upgradePath: '/app/billing/upgrade',
    });
    expect(errorText(refusal('https://example.com/'), 'Failed').upgradePath).toBeUndefined();
    expect(errorText(refusal(undefined), 'Failed').upgradePath).toBeUndefined();
    expect(
      errorText(http(403, { code: 'forbidden', upgrade_path: '/app/billing/upgrade' }), 'Failed')
        .upgradePath,
    ).toBeUndefined();
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

describe('demoLimitText', () => {
  const limit = (retryAfter?: number) =>
    http(429, {
      code: 'demo_daily_limit_exceeded',
      detail: "The demo's daily limit for your network has been reached.",
      ...(retryAfter === undefined ? {} : { retry_after: retryAfter }),
    });
  const now = new Date(2030, 2, 10, 22, 0, 0);

  it('gives the message and the local time and wait until the demo opens again', () => {
    const text = demoLimitText(limit(2 * 60 * 60), now);
    const at = new Date(2030, 2, 11, 0, 0, 0).toLocaleTimeString(undefined, {
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(text).toEqual({
      message: "The demo's daily limit for your network has been reached.",
      comeBack: `Come back at ${at} (in 2 hours).`,
    });
    expect(demoLimitText(limit(61), now)?.comeBack).toMatch(/\(in 2 minutes\)\.$/);
    expect(demoLimitText(limit(3600 + 60), now)?.comeBack).toMatch(/\(in 1 hour 1 minute\)\.$/);
    expect(demoLimitText(limit(), now)?.comeBack).toBe('Please come back tomorrow.');
  });

  it('is undefined for other refusals, including the ordinary throttle', () => {
    expect(demoLimitText(http(429, { code: 'throttled', retry_after: 5 }))).toBeUndefined();
    expect(demoLimitText(new Error('boom'))).toBeUndefined();
  });

  it("puts the message and when to come back under any failed operation's message", () => {
    expect(errorText(limit(60), 'Failed to load seasons.').detail).toMatch(
      /^The demo's daily limit for your network has been reached\. Come back at .+ \(in 1 minute\)\.$/,
    );
  });
});
