import { describe, expect, it } from 'vitest';
import {
  describeLifetime,
  emailChangeConfirmationMail,
  emailChangedNoticeMail,
  emailVerificationMail,
  passwordChangedNoticeMail,
  passwordResetMail,
} from './account-mails';
import type { AccountMail } from './account-mails';

const appUrl = 'https://felt.example/';
const link = 'https://felt.example/accounts/verify-email/NDI/abc-123?x=1&y=2';
const hostile = '<script>alert("pwned")</script>';

const mails: [string, (firstName: string) => AccountMail, string][] = [
  ['email verification', (firstName) => emailVerificationMail({ appUrl, firstName, link }), link],
  ['password reset', (firstName) => passwordResetMail({ appUrl, firstName, link }), link],
  [
    'email-change confirmation',
    (firstName) =>
      emailChangeConfirmationMail({ appUrl, firstName, link, newEmail: 'new@example.com' }),
    link,
  ],
  [
    'email-changed notice',
    (firstName) => emailChangedNoticeMail({ appUrl, firstName, newEmail: 'new@example.com' }),
    'https://felt.example/auth/forgot-password',
  ],
  [
    'password-changed notice',
    (firstName) => passwordChangedNoticeMail({ appUrl, firstName }),
    'https://felt.example/auth/forgot-password',
  ],
];

describe.each(mails)('%s mail', (_name, build, expectedLink) => {
  it('has a subject, greets the user and carries the link in both parts', () => {
    const mail = build('Ada');

    expect(mail.subject).toMatch(/\S/);
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.html).toContain('Hi Ada,');
    expect(mail.text).toContain(expectedLink);
    expect(mail.html).toContain(`href="${expectedLink.replace(/&/g, '&amp;')}"`);
    expect(mail.html).toContain('Felt, run your poker club like the GOAT');
    expect(mail.text).toContain('Felt, run your poker club like the GOAT');
    expect(mail.html).toContain('max-width:560px');
  });

  it('escapes a hostile first name in the HTML part', () => {
    const mail = build(hostile);

    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;');
    expect(mail.text).toContain(`Hi ${hostile},`);
  });

  it('falls back to a neutral greeting without a first name', () => {
    expect(build('  ').text).toContain('Hi there,');
  });
});

describe('account mail specifics', () => {
  it('password reset says when the link expires and that ignoring it is safe', () => {
    const { text, html } = passwordResetMail({ appUrl, firstName: 'Ada', link });

    for (const part of [text, html]) {
      expect(part).toContain('This link expires in 3 days');
      expect(part).toMatch(/ignore this email/);
    }
  });

  it('password reset states a configured lifetime', () => {
    const { text } = passwordResetMail({ appUrl, firstName: 'Ada', link, lifetimeSeconds: 3600 });
    expect(text).toContain('This link expires in 1 hour and works only once.');
  });

  it.each([
    [259_200, '3 days'],
    [86_400, '1 day'],
    [7200, '2 hours'],
    [5400, '90 minutes'],
    [45, '45 seconds'],
  ])('describes a %i s lifetime as %s', (seconds, words) => {
    expect(describeLifetime(seconds)).toBe(words);
  });

  it('email-changed notice names the new address and escapes it', () => {
    const { text, html } = emailChangedNoticeMail({
      appUrl,
      firstName: 'Ada',
      newEmail: 'evil"<b>@example.com',
    });

    expect(text).toContain('was changed to evil"<b>@example.com');
    expect(html).toContain('was changed to evil&quot;&lt;b&gt;@example.com');
  });

  it('refuses a link that is not an absolute http(s) URL', () => {
    expect(() =>
      passwordResetMail({ appUrl, firstName: 'Ada', link: 'javascript:alert(1)' }),
    ).toThrow(/absolute http/);
  });
});
