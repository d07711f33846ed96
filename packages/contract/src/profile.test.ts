import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './errors';
import { avatarTooLargeMessage, profileFormSchema, profileUpdateSchema } from './profile';

const errorsOf = (input: unknown) => {
  const result = profileUpdateSchema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
};

describe('profileUpdateSchema', () => {
  it.each([
    ['@ada_l.ove-1', 'ada_l.ove-1'],
    ['  @@adalove ', 'adalove'],
  ])('stores the Venmo handle %j as %j', (typed, stored) => {
    expect(profileUpdateSchema.parse({ venmo_handle: typed }).venmo_handle).toBe(stored);
  });

  it.each([
    ['paypal.me/ada-love', 'ada-love'],
    ['https://PayPal.me/ada-love', 'ada-love'],
    ['www.paypal.me/ada-love', 'ada-love'],
    ['http://www.paypal.me/ada-love', 'ada-love'],
    ['ada-love', 'ada-love'],
  ])('stores the PayPal handle %j as %j', (typed, stored) => {
    expect(profileUpdateSchema.parse({ paypal_handle: typed }).paypal_handle).toBe(stored);
  });

  it('clears handles given as null, empty or only a prefix', () => {
    expect(
      profileUpdateSchema.parse({ venmo_handle: '', paypal_handle: 'paypal.me/' }),
    ).toMatchObject({ venmo_handle: null, paypal_handle: null });
    expect(profileUpdateSchema.parse({ venmo_handle: null }).venmo_handle).toBeNull();
  });

  it.each([
    ['venmo_handle', '@abcd', 'Venmo handle must be at least 5 characters'],
    ['venmo_handle', 'a'.repeat(31), 'Venmo handle must be 30 characters or less'],
    [
      'venmo_handle',
      'ada love',
      'Venmo handle can only contain letters, numbers, hyphens, underscores, and periods',
    ],
    ['paypal_handle', 'paypal.me/abcd', 'PayPal handle must be at least 5 characters'],
    ['paypal_handle', 'b'.repeat(31), 'PayPal handle must be 30 characters or less'],
    ['paypal_handle', 'ada.love', 'PayPal handle can only contain letters, numbers, and hyphens'],
  ])('refuses %s %j with the SPEC message', (field, value, message) => {
    expect(errorsOf({ [field]: value })).toEqual({ [field]: [message] });
  });

  it('requires non-blank names, club name and email when given', () => {
    expect(errorsOf({ first_name: ' ', last_name: '', club_name: '  ', email: ' ' })).toEqual({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      club_name: ['Club name is required'],
      email: ['Email is required'],
    });
  });

  it('accepts any IANA time zone under its canonical name and lowercases the email', () => {
    expect(errorsOf({ timezone: 'EST' })).toEqual({
      timezone: ['Choose a time zone from the list, such as Eastern or Europe/London.'],
    });
    expect(errorsOf({ timezone: 'Europe/Nowhere' })).toEqual({
      timezone: ['Choose a time zone from the list, such as Eastern or Europe/London.'],
    });
    expect(profileUpdateSchema.parse({ timezone: 'Pacific/Honolulu', email: 'A@B.CO' })).toEqual({
      timezone: 'Pacific/Honolulu',
      email: 'a@b.co',
    });
    expect(profileUpdateSchema.parse({ timezone: ' europe/paris ' })).toEqual({
      timezone: 'Europe/Paris',
    });
    expect(profileUpdateSchema.parse({ timezone: 'UTC' })).toEqual({ timezone: 'UTC' });
  });

  it('leaves absent fields out (a partial update)', () => {
    expect(profileUpdateSchema.parse({})).toEqual({});
  });
});

describe('profileFormSchema', () => {
  it('needs every field of the editor', () => {
    const result = profileFormSchema.safeParse({});
    expect(result.success).toBe(false);
  });
});

describe('avatarTooLargeMessage', () => {
  it('gives the size with one decimal', () => {
    expect(avatarTooLargeMessage(6.25 * 1024 * 1024)).toBe(
      'Image must be less than 5MB. Your file is 6.3MB',
    );
  });
});
