import { randomBytes } from 'node:crypto';
import { hash, parseOptions, verify } from '@node-rs/argon2';

/**
 * Argon2 cost parameters. The async `hash`/`verify` of @node-rs/argon2 run on libuv's thread
 * pool, off the event loop, so a login costs wall time but does not block other requests.
 */
export interface Argon2Params {
  /** Memory in KiB (`m=`). */
  memoryCost: number;
  /** Passes (`t=`). */
  timeCost: number;
  /** Lanes (`p=`). */
  parallelism: number;
}

/** OWASP Password Storage Cheat Sheet's first argon2id option: m=19 MiB, t=2, p=1. */
export const OWASP_ARGON2_PARAMS: Readonly<Argon2Params> = Object.freeze({
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
});

// @node-rs/argon2 declares Algorithm/Version as `const enum`s, which `isolatedModules` cannot
// read from a .d.ts (and the runtime objects are empty), so the numeric values are spelled out.
const ARGON2ID = 2;
const VERSION_0X13 = 1;
const OUTPUT_LEN = 32;

export interface PasswordHasher {
  /** A PHC string (`$argon2id$v=19$m=...`) with a fresh random salt. */
  hashPassword(plain: string): Promise<string>;
  /** False for a wrong password and for anything that is not a valid hash; never throws. */
  verifyPassword(hash: string, plain: string): Promise<boolean>;
  /** True when the hash was made with other parameters (or is unreadable): rehash after login. */
  needsRehash(hash: string): boolean;
  /**
   * Spends the time of a real verification and returns false. Call it when no user matches the
   * email so "unknown email" and "wrong password" take equally long.
   */
  verifyAgainstDummy(plain: string): Promise<false>;
}

export function createPasswordHasher(
  params: Readonly<Argon2Params> = OWASP_ARGON2_PARAMS,
): PasswordHasher {
  const options = {
    algorithm: ARGON2ID,
    version: VERSION_0X13,
    outputLen: OUTPUT_LEN,
    memoryCost: params.memoryCost,
    timeCost: params.timeCost,
    parallelism: params.parallelism,
  };
  // Computed on first use, not at import, so importing this module costs nothing.
  let dummyHash: Promise<string> | undefined;

  const hashPassword = (plain: string) => hash(plain, options);

  const verifyAgainstDummy = async (plain: string): Promise<false> => {
    dummyHash ??= hash(randomBytes(32).toString('base64url'), options);
    try {
      await verify(await dummyHash, plain);
    } catch {
      // The dummy hash is well-formed; nothing useful to report if verification still fails.
    }
    return false;
  };

  const verifyPassword = async (stored: string, plain: string): Promise<boolean> => {
    if (!isReadableHash(stored)) {
      // An unusable hash (e.g. an account without a password) must not answer faster than a
      // wrong password does, or response times would tell such accounts apart.
      return verifyAgainstDummy(plain);
    }
    try {
      return await verify(stored, plain);
    } catch {
      return false;
    }
  };

  const needsRehash = (stored: string): boolean => {
    try {
      const used = parseOptions(stored);
      return (
        used.algorithm !== ARGON2ID ||
        used.version !== VERSION_0X13 ||
        used.outputLen !== OUTPUT_LEN ||
        used.memoryCost !== params.memoryCost ||
        used.timeCost !== params.timeCost ||
        used.parallelism !== params.parallelism
      );
    } catch {
      return true;
    }
  };

  return { hashPassword, verifyPassword, needsRehash, verifyAgainstDummy };
}

function isReadableHash(stored: string): boolean {
  try {
    parseOptions(stored);
    return true;
  } catch {
    return false;
  }
}

const defaultHasher = createPasswordHasher();

/** Production-cost hasher functions; tests that hash a lot can use `createPasswordHasher`. */
export const { hashPassword, verifyPassword, needsRehash, verifyAgainstDummy } = defaultHasher;
