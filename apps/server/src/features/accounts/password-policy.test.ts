import { describe, expect, it } from 'vitest';
import { validatePassword } from './password-policy';

const ada = { email: 'ada.lovelace@example.com', first_name: 'Ada', last_name: 'Lovelace' };

describe('validatePassword', () => {
  it('accepts a strong passphrase', () => {
    expect(validatePassword('correct horse battery staple', ada)).toEqual([]);
    expect(validatePassword('Tr0ub4dor&3-felt-night')).toEqual([]);
  });

  it('refuses passwords shorter than 8 characters', () => {
    expect(validatePassword('q7!x')).toEqual([
      'This password is too short. It must contain at least 8 characters.',
    ]);
  });

  it('counts characters, not UTF-16 units, like Django', () => {
    expect(validatePassword('🂡🂱🃁🃑🂢🂲🃂')).toContain(
      'This password is too short. It must contain at least 8 characters.',
    );
  });

  it('refuses common passwords whatever their case or surrounding spaces', () => {
    expect(validatePassword('password')).toEqual(['This password is too common.']);
    expect(validatePassword(' PassWord ')).toEqual(['This password is too common.']);
    expect(validatePassword('trustno1')).toEqual(['This password is too common.']);
  });

  it("refuses the 10,000 most common of zxcvbn's passwords, not the rest of its list", () => {
    // Ranked 9,941st and 10,072nd in @zxcvbn-ts/language-common's passwords-common.
    expect(validatePassword('greedisgood')).toEqual(['This password is too common.']);
    expect(validatePassword('bellagio')).toEqual([]);
  });

  it('refuses entirely numeric passwords, reporting common first as Django does', () => {
    expect(validatePassword('12345678')).toEqual([
      'This password is too common.',
      'This password is entirely numeric.',
    ]);
    expect(validatePassword('90817263544536')).toEqual(['This password is entirely numeric.']);
  });

  it('reports every failing rule at once', () => {
    expect(validatePassword('short')).toEqual([
      'This password is too short. It must contain at least 8 characters.',
      'This password is too common.',
    ]);
    expect(validatePassword('1234')).toEqual([
      'This password is too short. It must contain at least 8 characters.',
      'This password is too common.',
      'This password is entirely numeric.',
    ]);
  });

  it('refuses passwords similar to the email', () => {
    expect(validatePassword('adalovelace1', { email: 'ada.lovelace@example.com' })).toEqual([
      'The password is too similar to the email.',
    ]);
  });

  it('refuses passwords that spell out the email local part', () => {
    expect(
      validatePassword('xx-ada.lovelace-2024!', { email: 'ada.lovelace@example.com' }),
    ).toEqual(['The password is too similar to the email.']);
    // A local part under 4 characters is too short to count on its own.
    expect(validatePassword('my abc poker night', { email: 'abc@example.com' })).toEqual([]);
  });

  it('refuses passwords similar to the first or last name, naming the attribute', () => {
    expect(
      validatePassword('Bartholomew7', { first_name: 'Bartholomew', last_name: 'Quinn' }),
    ).toEqual(['The password is too similar to the first name.']);
    expect(validatePassword('wimbledon99', { first_name: 'Zed', last_name: 'Wimbledon' })).toEqual([
      'The password is too similar to the last name.',
    ]);
  });

  it('reports only the first similar attribute, email before names', () => {
    expect(validatePassword('lovelace', ada)).toEqual([
      'The password is too similar to the email.',
    ]);
  });

  it('skips a short attribute against a much longer password, as Django does', () => {
    expect(validatePassword('ada went to the casino on friday', { first_name: 'Ada' })).toEqual([]);
  });

  it('ignores missing or empty attributes', () => {
    expect(validatePassword('a strong passphrase here', { email: null, first_name: '' })).toEqual(
      [],
    );
  });

  it('refuses more than 256 characters instead of truncating', () => {
    expect(validatePassword('a'.repeat(256))).not.toContain(
      'Ensure this password has no more than 256 characters.',
    );
    expect(validatePassword('x'.repeat(257))).toEqual([
      'Ensure this password has no more than 256 characters.',
    ]);
  });
});
