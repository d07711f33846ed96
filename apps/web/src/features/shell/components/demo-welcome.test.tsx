import type { Club, SubscriptionLimits } from '@felt/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import {
  ADA,
  fakeApi,
  jsonResponse,
  renderApp,
  startEachTestAsAVisitor,
  storeLogin,
} from '../../../testing/app-harness';

startEachTestAsAVisitor();
afterEach(cleanup);

const LIMITS: SubscriptionLimits = {
  plan: 'pro',
  features: [{ category: 'clubs', limit: -1 }],
  limits: { clubs: { limit: -1, used: 1 }, members: { limit: -1, used: 25 } },
};

function clubAs(role: Club['role']): Club {
  return {
    id: 1,
    slug: 'felt-demo-club',
    name: 'Felt Demo Club',
    role,
    isOwner: role === 'Owner',
    memberCount: 25,
    has_blind_structures: true,
    timezone: 'America/New_York',
  };
}

async function openAs(role: Club['role']) {
  storeLogin(ADA);
  fakeApi({
    'GET /api/auth/user/': jsonResponse(200, ADA),
    'GET /api/user/clubs/': jsonResponse(200, [clubAs(role)]),
    'GET /api/clubs/felt-demo-club/subscription/limits/': jsonResponse(200, LIMITS),
  });
  const app = await renderApp(paths.dashboard());
  await screen.findByRole('button', { name: 'User menu' });
  return app;
}

describe('the demo welcome', () => {
  it("greets a Demo visitor with 'Take the Reins' once per browser session", async () => {
    await openAs('Demo');

    const dialog = await screen.findByRole('dialog', { name: 'Take the Reins' });
    expect(dialog.getAttribute('aria-modal')).toBe('false');
    expect(dialog.textContent).toContain('read-only');
    // Non-modal: the club stays usable behind it.
    expect(screen.getByRole('button', { name: 'Leave Demo' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start exploring' }));
    expect(screen.queryByRole('dialog', { name: 'Take the Reins' })).toBeNull();
    expect(sessionStorage.getItem('felt.demoWelcomeShown')).toBe('1');

    // The same tab again (a reload): not again.
    cleanup();
    await openAs('Demo');
    expect(screen.queryByRole('dialog', { name: 'Take the Reins' })).toBeNull();
  });

  it('closes with Escape', async () => {
    await openAs('Demo');
    const dialog = await screen.findByRole('dialog', { name: 'Take the Reins' });
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Close' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Take the Reins' })).toBeNull();
  });

  it('is not shown to anyone but Demo', async () => {
    await openAs('Owner');
    expect(screen.queryByRole('dialog', { name: 'Take the Reins' })).toBeNull();
    expect(sessionStorage.getItem('felt.demoWelcomeShown')).toBeNull();
  });
});
