import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@felt/contract';
import { dictionary } from '@zxcvbn-ts/language-common';
import { quickRatio } from './sequence-similarity';

/**
 * Django's default AUTH_PASSWORD_VALIDATORS, with their messages, in their order:
 * UserAttributeSimilarity, MinimumLength, CommonPassword, Numeric. The common list is the
 * COMMON_PASSWORD_COUNT most common passwords of @zxcvbn-ts/language-common.
 */
export const PASSWORD_MESSAGES = {
  tooLong: `Ensure this password has no more than ${PASSWORD_MAX_LENGTH} characters.`,
  tooShort: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooCommon: 'This password is too common.',
  entirelyNumeric: 'This password is entirely numeric.',
  tooSimilar: (attribute: string) => `The password is too similar to the ${attribute}.`,
} as const;

export interface PasswordUserAttributes {
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

/** Django's UserAttributeSimilarityValidator default threshold. */
const MAX_SIMILARITY = 0.7;
/** Shorter local parts ("al@...") would reject too many good passwords. */
const MIN_CONTAINED_LOCAL_PART = 4;

const ATTRIBUTES = [
  ['email', 'email'],
  ['first_name', 'first name'],
  ['last_name', 'last name'],
] as const;

/**
 * How many of zxcvbn's ranked `passwords-common` entries (about 49,000, most common first) are
 * refused: the head of the list, as since the policy was written (then as generated source). The
 * whole list would refuse about four times as many passwords of 8 characters or more, a product
 * change of its own; the strength meter, which ranks against all of it, still scores them low.
 */
const COMMON_PASSWORD_COUNT = 10_000;

let commonPasswords: Set<string> | undefined;

/** Every reason the password is refused, Django's messages; empty when it is acceptable. */
export function validatePassword(password: string, user: PasswordUserAttributes = {}): string[] {
  const length = Array.from(password).length;
  // Refused outright: never truncated, and not worth running the other checks on.
  if (length > PASSWORD_MAX_LENGTH) return [PASSWORD_MESSAGES.tooLong];

  const errors: string[] = [];
  const similarTo = similarAttribute(password, user);
  if (similarTo) errors.push(PASSWORD_MESSAGES.tooSimilar(similarTo));
  if (length < PASSWORD_MIN_LENGTH) errors.push(PASSWORD_MESSAGES.tooShort);
  if (isCommon(password)) errors.push(PASSWORD_MESSAGES.tooCommon);
  if (/^\p{Nd}+$/u.test(password)) errors.push(PASSWORD_MESSAGES.entirelyNumeric);
  return errors;
}

function isCommon(password: string): boolean {
  // Built on first use; zxcvbn's entries are lowercase already, lowered again so a refresh of the
  // list that adds capitals cannot make a case slip through.
  commonPasswords ??= new Set(
    dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()),
  );
  return commonPasswords.has(password.toLowerCase().trim());
}

/** The label of the first attribute the password resembles, as Django reports only one. */
function similarAttribute(password: string, user: PasswordUserAttributes): string | undefined {
  const lowered = password.toLowerCase();
  for (const [key, label] of ATTRIBUTES) {
    const value = user[key];
    if (!value) continue;
    const valueLower = value.toLowerCase();
    const parts = [...valueLower.split(/[^\p{L}\p{N}_]+/u), valueLower];
    for (const part of parts) {
      if (part === '' || exceedsMaximumLengthRatio(lowered, part)) continue;
      if (quickRatio(lowered, part) >= MAX_SIMILARITY) return label;
    }
    if (key === 'email' && containsLocalPart(lowered, valueLower)) return label;
  }
  return undefined;
}

/**
 * Django's shortcut: a value a tenth of the password's length or less cannot reach the threshold
 * (quick_ratio <= 2 / length ratio), so it is skipped.
 */
function exceedsMaximumLengthRatio(password: string, value: string): boolean {
  const passwordLength = Array.from(password).length;
  const valueLength = Array.from(value).length;
  return passwordLength >= 10 * valueLength && valueLength < (MAX_SIMILARITY / 2) * passwordLength;
}

/**
 * Beyond Django: "ada.lovelace2024!" is far enough from "ada.lovelace@example.com" by ratio, but
 * still spells out the address. Separators are ignored on both sides ("adalovelace" counts).
 */
function containsLocalPart(password: string, email: string): boolean {
  const at = email.lastIndexOf('@');
  const localPart = lettersAndDigits(at === -1 ? email : email.slice(0, at));
  return (
    Array.from(localPart).length >= MIN_CONTAINED_LOCAL_PART &&
    lettersAndDigits(password).includes(localPart)
  );
}

function lettersAndDigits(value: string): string {
  return value.replace(/[^\p{L}\p{N}]+/gu, '');
}
