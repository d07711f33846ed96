import { describe, expect, it } from 'vitest';
import { createPasswordHasher, hashPassword, needsRehash, verifyPassword } from './password-hasher';

// Cheap parameters keep the suite fast; one test below checks the production defaults.
const cheap = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });

describe('password hasher', () => {
  it('hashes with argon2id at the OWASP parameters by default and verifies the round trip', async () => {
    const stored = await hashPassword('correct horse battery staple');

    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse battery staple')).toBe(true);
    expect(needsRehash(stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const a = await cheap.hashPassword('same password');
    const b = await cheap.hashPassword('same password');

    expect(a).not.toBe(b);
    expect(await cheap.verifyPassword(a, 'same password')).toBe(true);
    expect(await cheap.verifyPassword(b, 'same password')).toBe(true);
  });

  it('rejects a wrong password', async () => {
    const stored = await cheap.hashPassword('correct horse battery staple');

    expect(await cheap.verifyPassword(stored, 'correct horse battery stapler')).toBe(false);
    expect(await cheap.verifyPassword(stored, '')).toBe(false);
  });

  it('uses every character of a long password: no silent truncation (bcrypt stops at 72 bytes)', async () => {
    const long = `${'a long shared beginning, '.repeat(8)}`.slice(0, 200);
    const stored = await cheap.hashPassword(`${long}-ending one`);

    expect(await cheap.verifyPassword(stored, `${long}-ending one`)).toBe(true);
    expect(await cheap.verifyPassword(stored, `${long}-ending two`)).toBe(false);
    expect(await cheap.verifyPassword(stored, long)).toBe(false);
    // Multi-byte characters count whole: a difference in the last emoji matters.
    const emoji = await cheap.hashPassword(`${'🂡'.repeat(60)}🃁`);
    expect(await cheap.verifyPassword(emoji, `${'🂡'.repeat(60)}🃑`)).toBe(false);
  });

  it('returns false instead of throwing for malformed or empty hashes', async () => {
    for (const stored of ['', 'garbage', '!', '$argon2id$v=19$m=abc', 'pbkdf2_sha256$1$x$y']) {
      await expect(cheap.verifyPassword(stored, 'anything')).resolves.toBe(false);
    }
  });

  it('flags hashes made with other parameters, or unreadable ones, for rehashing', async () => {
    const cheapHash = await cheap.hashPassword('pw');

    expect(cheap.needsRehash(cheapHash)).toBe(false);
    expect(needsRehash(cheapHash)).toBe(true);
    expect(needsRehash('garbage')).toBe(true);
  });

  it('verifies against the dummy hash without ever succeeding', async () => {
    await expect(cheap.verifyAgainstDummy('anything')).resolves.toBe(false);
    await expect(cheap.verifyAgainstDummy('')).resolves.toBe(false);
  });
});
