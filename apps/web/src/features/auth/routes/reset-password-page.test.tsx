import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fakeApi,
  jsonResponse,
  renderApp,
  startEachTestAsAVisitor,
} from '../../../testing/app-harness';

startEachTestAsAVisitor();

async function submitNewPassword(password = 'velvet-orbit-canyon') {
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  });
}

describe('password reset confirmation', () => {
  it('sends the uid and token from the link and offers to log in afterwards', async () => {
    const { calls } = fakeApi({
      'POST /api/auth/password/reset/confirm/': jsonResponse(200, {
        detail: 'Password has been reset with the new password.',
      }),
    });
    await renderApp('/auth/reset-password/MTI/c0ffee-token');

    await submitNewPassword();

    expect(calls[0]?.body).toEqual({
      uid: 'MTI',
      token: 'c0ffee-token',
      new_password1: 'velvet-orbit-canyon',
      new_password2: 'velvet-orbit-canyon',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Password reset' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth/login');
  });

  it('TOKEN_EXPIRED: says the link expired and offers to send a new link', async () => {
    fakeApi({
      'POST /api/auth/password/reset/confirm/': jsonResponse(400, {
        detail: 'This password reset link has expired. Ask for a new one.',
        code: 'token_expired',
        token_expired: true,
      }),
    });
    await renderApp('/auth/reset-password/MTI/old-token');

    await submitNewPassword();

    const heading = await screen.findByRole('heading', { level: 1, name: 'This link has expired' });
    expect(document.activeElement).toBe(heading);
    expect(
      screen.getByText('This password reset link has expired. Ask for a new one.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send a new link' }).getAttribute('href')).toBe(
      '/auth/forgot-password',
    );
  });

  it('TOKEN_INVALID: says the link is not valid', async () => {
    fakeApi({
      'POST /api/auth/password/reset/confirm/': jsonResponse(400, {
        detail: 'This password reset link is invalid or has already been used.',
        code: 'token_invalid',
        token_invalid: true,
      }),
    });
    await renderApp('/auth/reset-password/MTI/used-token');

    await submitNewPassword();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is not valid' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send a new link' })).toBeTruthy();
  });

  it('puts password policy errors under the field', async () => {
    fakeApi({
      'POST /api/auth/password/reset/confirm/': jsonResponse(400, {
        new_password1: ['This password is too common.'],
      }),
    });
    await renderApp('/auth/reset-password/MTI/c0ffee-token');

    await submitNewPassword('password1');

    const input = screen.getByLabelText('New password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This password is too common.')).toBeTruthy();
    expect(document.activeElement).toBe(input);
  });

  it("says 'Failed to reset password.' for anything else", async () => {
    fakeApi({
      'POST /api/auth/password/reset/confirm/': jsonResponse(500, {
        detail: 'A server error occurred.',
        code: 'server_error',
      }),
    });
    await renderApp('/auth/reset-password/MTI/c0ffee-token');

    await submitNewPassword();

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to reset password.');
  });
});
