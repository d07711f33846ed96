import { cleanup, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appRoutePattern } from '../../../lib/app-pages';
import { paths } from '../../../lib/paths';
import { resetBrowser } from '../../../testing/app-harness';
import { renderClubPage, testClub } from '../../../testing/club-page-harness';
import { NOT_A_MANAGER_MESSAGE, RequireClubManager } from './require-club-manager';

const renderGuarded = (role: Parameters<typeof testClub>[0]) =>
  renderClubPage(
    paths.members(),
    <Route element={<RequireClubManager />}>
      <Route path={appRoutePattern('members')} element={<h1>Manage Members</h1>} />
    </Route>,
    [testClub(role)],
  );

beforeEach(() => resetBrowser());
afterEach(() => {
  cleanup();
  resetBrowser();
});

describe('RequireClubManager', () => {
  it('refuses a member with a way back to the dashboard', () => {
    renderGuarded('Member');
    expect(screen.getByRole('heading', { name: 'Owners and managers only' })).toBeTruthy();
    expect(screen.getByText(NOT_A_MANAGER_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      paths.dashboard(),
    );
    expect(screen.queryByRole('heading', { name: 'Manage Members' })).toBeNull();
  });

  it('lets owners, managers and the demo (to look) through', () => {
    for (const role of ['Owner', 'Club Manager', 'Demo'] as const) {
      renderGuarded(role);
      expect(screen.getByRole('heading', { name: 'Manage Members' })).toBeTruthy();
      cleanup();
    }
  });
});
