import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, resetBrowser, setCookie, storeLogin } from '../../../testing/app-harness';
import { expectNoAxeViolations } from '../../../testing/axe-check';
import { testClub, TEST_CLUB_SLUG } from '../../../testing/club-page-harness';
import { fakeFetch, renderWithProviders } from '../../../testing/providers-harness';
import { CalendarFeedCard } from './calendar-feed-card';

const PATH = `/api/clubs/${TEST_CLUB_SLUG}/calendar-feed/`;
const feed = (token: string) => ({
  url: `https://felt.example/api/calendar/${token}.ics`,
  webcal_url: `webcal://felt.example/api/calendar/${token}.ics`,
});

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

describe('CalendarFeedCard', () => {
  it('asks for nothing until opened, then makes, copies and resets the private link', async () => {
    const user = userEvent.setup();
    let current: ReturnType<typeof feed> | { url: null; webcal_url: null } = {
      url: null,
      webcal_url: null,
    };
    const tokens = ['first-token', 'second-token'];
    const { calls } = fakeFetch({
      [`GET ${PATH}`]: () => jsonResponse(200, current),
      [`POST ${PATH}`]: () => {
        current = feed(tokens.shift()!);
        return jsonResponse(200, current);
      },
    });
    renderWithProviders(<CalendarFeedCard club={testClub('Member')} />);
    expect(screen.getByRole('heading', { name: 'Games in your calendar' })).toBeTruthy();
    expect(calls).toEqual([]);

    const toggle = screen.getByRole('button', { name: 'Show calendar link' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(await screen.findByRole('button', { name: 'Get my calendar link' }));

    const field = await screen.findByRole<HTMLInputElement>('textbox', {
      name: 'Your calendar link',
    });
    expect(field.value).toBe(feed('first-token').url);
    expect(screen.getByRole('link', { name: 'Open in my calendar app' }).getAttribute('href')).toBe(
      feed('first-token').webcal_url,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(feed('first-token').url);

    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset your calendar link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    await screen.findByDisplayValue(feed('second-token').url);
    await expectNoAxeViolations(document.body);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });

  it('shows a link the member already has, and why it cannot load', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeFetch({
      [`GET ${PATH}`]: () =>
        fail
          ? jsonResponse(503, { detail: 'Unavailable.', code: 'error' })
          : jsonResponse(200, feed('kept-token')),
    });
    renderWithProviders(<CalendarFeedCard club={testClub('Club Manager')} />);
    await user.click(screen.getByRole('button', { name: 'Show calendar link' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(
      (await screen.findByRole<HTMLInputElement>('textbox', { name: 'Your calendar link' })).value,
    ).toBe(feed('kept-token').url);
  });

  it('is not offered to Demo, whose account is shared', () => {
    const { container } = renderWithProviders(<CalendarFeedCard club={testClub('Demo')} />);
    expect(container.textContent).toBe('');
  });
});
