import { PLANS } from '@felt/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appRoutePattern } from '../../../lib/app-pages';
import { paths } from '../../../lib/paths';
import { fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { renderClubPage, testClub } from '../../../testing/club-page-harness';
import { expectNoAxeViolations } from '../../../testing/axe-check';
import {
  ASK_THE_OWNER,
  BILLING_PATH,
  billingOffOverview,
  billingOverview,
  serveBilling,
} from '../testing/billing-fixtures';
import { UpgradePage } from './upgrade-page';

const renderPage = (role: 'Owner' | 'Club Manager' | 'Member' | 'Demo' = 'Owner') =>
  renderClubPage(
    paths.billingUpgrade(),
    <Route path={appRoutePattern('billingUpgrade')} element={<UpgradePage />} />,
    [testClub(role)],
  );

const rowOf = (label: string) =>
  screen.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;

beforeEach(() => resetBrowser());
afterEach(() => {
  cleanup();
  resetBrowser();
});

describe('UpgradePage', () => {
  it("shows the plans side by side with the club's use of each limit, and the owner's upgrade", async () => {
    serveBilling();
    const { container } = renderPage();
    const table = await screen.findByRole('table', {
      name: 'Plans compared with what your club uses today',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Plans and upgrades' })).toBeTruthy();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Feature',
      'Your club today',
      'FreeFreeCurrent plan',
      'Pro$19 a month',
    ]);
    const members = rowOf('Members');
    expect(within(members).getByText('25 of 25')).toBeTruthy();
    expect(within(members).getByText('Limit reached')).toBeTruthy();
    expect(within(members).getByText('Unlimited')).toBeTruthy();
    expect(within(rowOf('Games a month')).getByText('3 of 8')).toBeTruthy();
    const deal = rowOf('Deal calculator');
    expect(within(deal).getAllByText('Not included')).toHaveLength(2);
    // A feature Pro has is included, not 'Unlimited' like a count.
    expect(within(deal).getByText('Included')).toBeTruthy();
    expect(within(rowOf('Custom payout structures')).queryByText('Unlimited')).toBeNull();
    expect(within(rowOf('Blind structures')).queryByText('Limit reached')).toBeNull();
    const upgrade = screen.getByRole('link', { name: 'Upgrade to Pro' });
    expect(upgrade.getAttribute('href')).toBe(paths.billingUpgradeForm());
    expect(screen.getByText(/\$19 a month/, { selector: 'p' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('tells a manager who can upgrade, by name, and offers no upgrade', async () => {
    serveBilling(billingOverview({ can_upgrade: false }));
    renderPage('Club Manager');
    expect(await screen.findByText(ASK_THE_OWNER)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
  });

  it('says billing is off on this instance, with the club’s use and no plans or prices', async () => {
    serveBilling(billingOffOverview());
    const { container } = renderPage();
    expect(await screen.findByText('Billing is off on this instance')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'What your club uses today' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    expect(within(rowOf('Members')).getByText('25 used')).toBeTruthy();
    expect(within(rowOf('Deal calculator')).getByText('Included')).toBeTruthy();
    expect(screen.queryByText(/\$\d/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows a Pro club as such, without an upgrade', async () => {
    serveBilling(billingOverview({ plan: 'pro', can_upgrade: false }));
    renderPage();
    expect(await screen.findByText('Your club is on Pro')).toBeTruthy();
    expect(within(rowOf('Members')).getByText('25 used')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
    expect(PLANS.pro.limits.members).toBe(-1);
  });

  it('keeps a member out without asking the server', async () => {
    const { calls } = fakeApi({});
    renderPage('Member');
    expect(
      await screen.findByText("Only the club's owner and managers see its plan."),
    ).toBeTruthy();
    expect(calls.filter((call) => call.path === BILLING_PATH)).toEqual([]);
  });

  it('says when the plans cannot be loaded, and tries again', async () => {
    let attempts = 0;
    fakeApi({
      [`GET ${BILLING_PATH}`]: () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(500, { detail: 'A server error occurred.', code: 'server_error' })
          : jsonResponse(200, billingOverview());
      },
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load billing');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Upgrade to Pro' })).toBeTruthy();
  });
});
