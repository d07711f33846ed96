import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, resetBrowser, setCookie, storeLogin } from '../../../testing/app-harness';
import { expectNoAxeViolations } from '../../../testing/axe-check';
import { fakeFetch, renderWithProviders } from '../../../testing/providers-harness';
import { GameMailPreferences } from './game-mail-preferences';

const PATH = '/api/auth/user/profile/mail-preferences/';

beforeEach(() => {
  resetBrowser();
  setCookie('csrftoken', 'token');
  storeLogin();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('GameMailPreferences', () => {
  it('shows both switches as saved and saves one as it is flipped', async () => {
    let saved = { game_invitations: true, game_reminders: true };
    const { calls } = fakeFetch({
      [`GET ${PATH}`]: () => jsonResponse(200, saved),
      [`PATCH ${PATH}`]: (call) => {
        saved = { ...saved, ...(call.body as object) };
        return jsonResponse(200, saved);
      },
    });
    renderWithProviders(<GameMailPreferences />);
    const reminders = await screen.findByRole('switch', { name: 'Reminders emails' });
    const invitations = screen.getByRole('switch', { name: 'New games emails' });
    expect(reminders.getAttribute('aria-checked')).toBe('true');
    expect(invitations.getAttribute('aria-checked')).toBe('true');
    expect(
      document.getElementById(reminders.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toMatch(/the day before a game you signed up for/);

    await userEvent.click(reminders);
    expect(await screen.findByText('Email preferences saved')).toBeTruthy();
    expect(reminders.getAttribute('aria-checked')).toBe('false');
    expect(invitations.getAttribute('aria-checked')).toBe('true');
    // The landmark is Manage Account's card, not rendered here.
    await expectNoAxeViolations(document.body, { skip: ['region'] });
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { game_reminders: false },
    ]);
  });

  it('keeps the switch where it was when the save fails, and says why', async () => {
    fakeFetch({
      [`GET ${PATH}`]: jsonResponse(200, { game_invitations: true, game_reminders: false }),
      [`PATCH ${PATH}`]: jsonResponse(403, {
        detail: 'This is a read-only demo.',
        code: 'demo_read_only',
      }),
    });
    renderWithProviders(<GameMailPreferences />);
    const invitations = await screen.findByRole('switch', { name: 'New games emails' });
    expect(
      screen.getByRole('switch', { name: 'Reminders emails' }).getAttribute('aria-checked'),
    ).toBe('false');
    await userEvent.click(invitations);
    expect(await screen.findByText('This is a read-only demo.')).toBeTruthy();
    await waitFor(() => expect(invitations.getAttribute('aria-checked')).toBe('true'));
    expect((invitations as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers a retry when the preferences cannot be loaded', async () => {
    let fail = true;
    fakeFetch({
      [`GET ${PATH}`]: () =>
        fail
          ? jsonResponse(500, { detail: 'Server error.', code: 'error' })
          : jsonResponse(200, { game_invitations: false, game_reminders: true }),
    });
    renderWithProviders(<GameMailPreferences />);
    expect(
      await screen.findByText('Failed to load your email preferences. Please try again.'),
    ).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    const invitations = await screen.findByRole('switch', { name: 'New games emails' });
    expect(invitations.getAttribute('aria-checked')).toBe('false');
  });
});
