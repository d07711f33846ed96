import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fakeApi,
  jsonResponse,
  renderApp,
  startEachTestAsAVisitor,
} from '../../../testing/app-harness';

startEachTestAsAVisitor();

function field(label: string) {
  return screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
}

function description(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

async function fillAndSubmit() {
  await screen.findByRole('heading', { level: 1, name: 'Start your club' });
  const values: Record<string, string> = {
    'First name': 'Ada',
    'Last name': 'Lovelace',
    Email: 'ada@example.com',
    'Club name': 'Thursday Night Poker',
    Password: 'password1',
    'Confirm password': 'password1',
  };
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(field(label), { target: { value } });
  }
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  });
}

describe('registration', () => {
  it("shows the server's errors once, as 'field: messages', marking and focusing the fields", async () => {
    const { calls } = fakeApi({
      'POST /api/auth/registration/': jsonResponse(400, {
        email: ['A user is already registered with this e-mail address.'],
        password1: ['This password is too common.', 'This password is entirely numeric.'],
      }),
    });
    await renderApp('/auth/register');

    await fillAndSubmit();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Registration failed.')).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Email: A user is already registered with this e-mail address.',
      'Password: This password is too common. This password is entirely numeric.',
    ]);
    // Said once: the fields are marked and described by the summary, not repeated under them.
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Email').getAttribute('aria-describedby')).toBe(alert.id);
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getAllByText('A user is already registered with this e-mail address.', {
        exact: false,
      }),
    ).toHaveLength(1);
    expect(document.activeElement).toBe(field('Email'));
    // A way on for someone who has an account already, with the address.
    expect(within(alert).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/auth/login?email=ada%40example.com',
    );
    expect(within(alert).getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/auth/forgot-password?email=ada%40example.com',
    );
    expect(calls[0]?.body).toEqual({
      email: 'ada@example.com',
      password1: 'password1',
      password2: 'password1',
      first_name: 'Ada',
      last_name: 'Lovelace',
      club_name: 'Thursday Night Poker',
    });
  });

  it("says 'Registration failed.' with the reason when nothing is field-specific", async () => {
    fakeApi({
      'POST /api/auth/registration/': jsonResponse(429, {
        detail: 'Request was throttled.',
        code: 'throttled',
        retry_after: 30,
      }),
    });
    await renderApp('/auth/register');

    await fillAndSubmit();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Registration failed.')).toBeTruthy();
    expect(within(alert).getByText('Request was throttled.')).toBeTruthy();
  });

  it('goes to "check your inbox" for the address once registered', async () => {
    fakeApi({
      'POST /api/auth/registration/': jsonResponse(201, { detail: 'Verification e-mail sent.' }),
    });
    const app = await renderApp('/auth/register');

    await fillAndSubmit();

    await app.waitForLocation('/auth/verify-email?email=ada%40example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend the email' })).toBeTruthy();
  });

  it('checks the passwords match before sending', async () => {
    const { calls } = fakeApi({});
    await renderApp('/auth/register');
    await screen.findByRole('heading', { level: 1, name: 'Start your club' });

    fireEvent.change(field('Password'), { target: { value: 'velvet-orbit-canyon' } });
    fireEvent.change(field('Confirm password'), { target: { value: 'velvet-orbit-canyom' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    });

    expect(description(field('Confirm password'))).toBe("The two password fields didn't match.");
    expect(document.activeElement).toBe(field('First name'));
    expect(calls).toEqual([]);
  });

  it('rates the password as it is typed, with zxcvbn loaded on demand', async () => {
    fakeApi({});
    await renderApp('/auth/register');
    await screen.findByRole('heading', { level: 1, name: 'Start your club' });

    fireEvent.change(field('Password'), { target: { value: 'password' } });

    expect(await screen.findByText('Very weak', {}, { timeout: 10_000 })).toBeTruthy();
    expect(description(field('Password'))).toContain('Password strength: Very weak');

    fireEvent.change(field('Password'), { target: { value: 'velvet orbit canyon lantern' } });
    expect(await screen.findByText('Strong')).toBeTruthy();
  }, 20_000);
});
