import { describe, expect, it } from 'vitest';
import {
  checkUserToken,
  createUserToken,
  hashToken,
  makeUidb64,
  parseUidb64,
  randomToken,
} from './tokens';
import type { UserTokenSubject } from './tokens';

const secret = 'test-secret-please-ignore';
const issuedAt = new Date('2025-03-01T12:00:00Z');
const threeDays = 3 * 24 * 60 * 60;
const after = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);

const ada: UserTokenSubject = {
  id: 42,
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
  email: 'ada@example.com',
  emailVerifiedAt: null,
  lastLoginAt: new Date('2025-02-28T08:00:00Z'),
};

const resetToken = () =>
  createUserToken({ secret, purpose: 'password-reset', user: ada, now: issuedAt });

describe('uidb64', () => {
  it('round-trips user ids like Django', () => {
    expect(makeUidb64(42)).toBe('NDI');
    for (const id of [1, 42, 1_000_000, Number.MAX_SAFE_INTEGER]) {
      expect(parseUidb64(makeUidb64(id))).toBe(id);
    }
  });

  it('returns null for garbage instead of throwing', () => {
    for (const uid of ['', '!!!', 'NDI=', 'MA', 'LTE', 'YWJj', 'x'.repeat(500), 'NDJ']) {
      expect(parseUidb64(uid)).toBeNull();
    }
    expect(parseUidb64(undefined as unknown as string)).toBeNull();
  });
});

describe('user tokens', () => {
  it('looks like <base36 timestamp>-<hex hmac>', () => {
    expect(resetToken()).toMatch(/^[0-9a-z]+-[0-9a-f]{64}$/);
  });

  it('is valid for the same user, purpose and state until the max age', () => {
    const token = resetToken();
    const check = (now: Date) =>
      checkUserToken({ secret, purpose: 'password-reset', user: ada, token, now });

    expect(check(issuedAt)).toBe('valid');
    expect(check(after(threeDays))).toBe('valid');
  });

  it('is expired one second after the max age, and only then', () => {
    const token = resetToken();

    expect(
      checkUserToken({
        secret,
        purpose: 'password-reset',
        user: ada,
        token,
        now: after(threeDays + 1),
      }),
    ).toBe('expired');
    expect(
      checkUserToken({
        secret,
        purpose: 'password-reset',
        user: ada,
        token,
        now: after(61),
        maxAgeSeconds: 60,
      }),
    ).toBe('expired');
  });

  it('dies once the password or the email changes or the user logs in again', () => {
    const token = resetToken();

    for (const user of [
      { ...ada, passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$b3RoZXI' },
      { ...ada, lastLoginAt: after(10) },
      { ...ada, email: 'ada@elsewhere.example' },
    ]) {
      expect(
        checkUserToken({ secret, purpose: 'password-reset', user, token, now: after(20) }),
      ).toBe('invalid');
      // Past its age as well: a used link is not "expired", it is gone.
      expect(
        checkUserToken({
          secret,
          purpose: 'password-reset',
          user,
          token,
          now: after(threeDays + 1),
        }),
      ).toBe('invalid');
    }
  });

  it('treats the same instant as the same state whether it is a Date or text', () => {
    const token = resetToken();
    const fromSqlite = { ...ada, lastLoginAt: '2025-02-28T08:00:00.000Z' };

    expect(
      checkUserToken({ secret, purpose: 'password-reset', user: fromSqlite, token, now: issuedAt }),
    ).toBe('valid');
  });

  it('works once for email verification', () => {
    const token = createUserToken({
      secret,
      purpose: 'email-verification',
      user: ada,
      now: issuedAt,
    });

    expect(
      checkUserToken({ secret, purpose: 'email-verification', user: ada, token, now: issuedAt }),
    ).toBe('valid');
    const verified = { ...ada, emailVerifiedAt: after(5) };
    expect(
      checkUserToken({
        secret,
        purpose: 'email-verification',
        user: verified,
        token,
        now: after(6),
      }),
    ).toBe('invalid');
    const otherEmail = { ...ada, email: 'lovelace@example.com' };
    expect(
      checkUserToken({
        secret,
        purpose: 'email-verification',
        user: otherEmail,
        token,
        now: issuedAt,
      }),
    ).toBe('invalid');
  });

  it('is invalid for another purpose, another user or another secret', () => {
    const token = resetToken();

    expect(
      checkUserToken({ secret, purpose: 'email-verification', user: ada, token, now: issuedAt }),
    ).toBe('invalid');
    expect(
      checkUserToken({
        secret,
        purpose: 'password-reset',
        user: { ...ada, id: 43 },
        token,
        now: issuedAt,
      }),
    ).toBe('invalid');
    expect(
      checkUserToken({
        secret: 'another-secret',
        purpose: 'password-reset',
        user: ada,
        token,
        now: issuedAt,
      }),
    ).toBe('invalid');
  });

  it('is invalid when the timestamp is moved, so an old link cannot be refreshed', () => {
    const [, signature] = resetToken().split('-');
    const newer = `${Math.floor(after(threeDays).getTime() / 1000).toString(36)}-${signature}`;

    expect(
      checkUserToken({
        secret,
        purpose: 'password-reset',
        user: ada,
        token: newer,
        now: after(threeDays + 1),
      }),
    ).toBe('invalid');
  });

  it('never throws on garbage tokens', () => {
    const token = resetToken();
    const garbage = [
      '',
      '-',
      'abc',
      'zzzz-',
      `${token}0`,
      token.toUpperCase(),
      token.replace('-', '_'),
      `-${token.split('-')[1]}`,
      'ZZZZZZZZZZZZZZ-' + 'a'.repeat(64),
      'x'.repeat(10_000),
      undefined as unknown as string,
    ];
    for (const bad of garbage) {
      expect(
        checkUserToken({ secret, purpose: 'password-reset', user: ada, token: bad, now: issuedAt }),
      ).toBe('invalid');
    }
  });
});

describe('random tokens', () => {
  it('are base64url, 32 bytes by default, and unique', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => randomToken()));

    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken(48)).toHaveLength(64);
  });

  it('refuse to be weaker than 128 bits', () => {
    expect(() => randomToken(8)).toThrow(RangeError);
  });

  it('hash to a stable sha256 hex that differs per token', () => {
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hashToken('abc')).toBe(hashToken('abc'));
    expect(hashToken('abd')).not.toBe(hashToken('abc'));
  });
});
