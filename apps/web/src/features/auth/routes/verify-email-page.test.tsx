import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fakeApi,
  jsonResponse,
  renderApp,
  startEachTestAsAVisitor,
} from '../../../testing/app-harness';

startEachTestAsAVisitor();

describe('email verification link', () => {
  it('posts the uid and token once (StrictMode included), then logs in with the address filled in', async () => {
    const { calls } = fakeApi({
      'POST /api/auth/registration/verify-email/': jsonResponse(200, {
        detail: 'ok',
        email: 'ada@example.com',
      }),
    });

    const { location } = await renderApp('/accounts/verify-email/MTI/c0ffee-token');

    expect(
      await screen.findByText('Your account is active. Log in to open your club.'),
    ).toBeTruthy();
    expect(screen.getByText('Email verified')).toBeTruthy();
    expect(location()).toBe('/auth/login?email=ada%40example.com');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/auth/registration/verify-email/',
        body: { uid: 'MTI', token: 'c0ffee-token' },
      }),
    ]);
  });

  it('TOKEN_EXPIRED: asks for the address and sends a new link', async () => {
    fakeApi({
      'POST /api/auth/registration/verify-email/': jsonResponse(400, {
        detail: 'This verification link has expired. Ask for a new one.',
        code: 'token_expired',
        token_expired: true,
      }),
    });

    await renderApp('/accounts/verify-email/MTI/old-token');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link has expired' }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeTruthy();
  });

  it('TOKEN_INVALID: says so and points to the login page', async () => {
    fakeApi({
      'POST /api/auth/registration/verify-email/': jsonResponse(400, {
        detail: 'This verification link is invalid or has already been used.',
        code: 'token_invalid',
        token_invalid: true,
      }),
    });

    await renderApp('/accounts/verify-email/MTI/used-token');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is not valid' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'log in' }).getAttribute('href')).toBe('/auth/login');
  });
});

describe('email change link', () => {
  it('posts the token once and confirms the change', async () => {
    const { calls } = fakeApi({
      'POST /api/auth/user/email/change/verify/': jsonResponse(200, {
        detail: 'Your email address has been changed.',
      }),
    });

    await renderApp('/accounts/email-change/verify/c0ffee');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email address changed' }),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: 'c0ffee' });
  });
});
