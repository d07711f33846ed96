import { SUBSCRIPTION_MESSAGES } from '@felt/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutePattern } from '../../../lib/app-pages';
import { paths } from '../../../lib/paths';
import { fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { renderClubPage, TEST_CLUB_SLUG, testClub } from '../../../testing/club-page-harness';
import { subscriptionLimitsQueryKey } from '../../clubs';
import { checkoutNavigation } from '../api/start-checkout';
import { expectNoAxeViolations } from '../../../testing/axe-check';
import {
  ASK_THE_OWNER,
  BILLING_PATH,
  CHECKOUT_PATH,
  billingOffOverview,
  billingOverview,
  serveBilling,
} from '../testing/billing-fixtures';
import { UpgradeFormPage } from './upgrade-form-page';

const CHECKOUT_URL = 'https://checkout.stripe.com/c/pay/cs_test_1';

const renderPage = (
  role: 'Owner' | 'Club Manager' | 'Demo' = 'Owner',
  path = paths.billingUpgradeForm(),
) =>
  renderClubPage(
    path,
    <Route path={appRoutePattern('billingUpgradeForm')} element={<UpgradeFormPage />} />,
    [testClub(role)],
  );

const originalGo = checkoutNavigation.go;
let go: ReturnType<typeof vi.fn<(url: string) => void>>;

beforeEach(() => {
  resetBrowser();
  go = vi.fn<(url: string) => void>();
  checkoutNavigation.go = go;
});
afterEach(() => {
  cleanup();
  resetBrowser();
  checkoutNavigation.go = originalGo;
});

describe('UpgradeFormPage', () => {
  it('sends the owner to the payment page the server made for Pro', async () => {
    const { calls } = serveBilling(billingOverview(), {
      [`POST ${CHECKOUT_PATH}`]: jsonResponse(201, { checkout_url: CHECKOUT_URL }),
    });
    const { container } = renderPage();
    const summary = await screen.findByRole('region', { name: 'What Pro adds' });
    expect(within(summary).getByText(/8 on Free/)).toBeTruthy();
    expect(within(summary).getByText('Deal calculator').parentElement?.textContent).toBe(
      'Deal calculatorNot included on Free, included on Pro',
    );
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.firstElementChild?.textContent),
    ).toEqual([
      'Members',
      'Leagues',
      'Seasons',
      'Blind structures',
      'Games a month',
      'Custom payout structures',
      'Deal calculator',
    ]);
    expect(screen.getByText(/\$19 a month/)).toBeTruthy();
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(calls.filter((call) => call.method === 'POST')).toMatchObject([
      { path: CHECKOUT_PATH, body: { plan: 'pro' }, csrfToken: 'test-token' },
    ]);
    expect(
      (screen.getByRole('button', { name: 'Opening the payment page...' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('says why the checkout could not start, and stays on the page', async () => {
    serveBilling(billingOverview(), {
      [`POST ${CHECKOUT_PATH}`]: jsonResponse(502, {
        detail: SUBSCRIPTION_MESSAGES.checkoutFailed,
        code: 'checkout_failed',
      }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not start the payment');
    expect(alert.textContent).toContain(SUBSCRIPTION_MESSAGES.checkoutFailed);
    expect(go).not.toHaveBeenCalled();
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeTruthy();
  });

  it('back from a cancelled checkout, says nothing was charged and offers it again', async () => {
    serveBilling();
    renderPage('Owner', `${paths.billingUpgradeForm()}?checkout=cancelled&club=thursday-poker`);
    expect(
      await screen.findByText(
        'Payment cancelled: nothing was charged. You can try again whenever you like.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeTruthy();
  });

  it('back from a paid checkout, waits for the confirmation and then says the club is on Pro', async () => {
    let reads = 0;
    fakeApi({
      [`GET ${BILLING_PATH}`]: () => {
        reads += 1;
        return jsonResponse(
          200,
          reads < 2 ? billingOverview() : billingOverview({ plan: 'pro', can_upgrade: false }),
        );
      },
    });
    const { client } = renderPage(
      'Owner',
      `${paths.billingUpgradeForm()}?checkout=success&club=thursday-poker`,
    );
    const limitsKey = subscriptionLimitsQueryKey(TEST_CLUB_SLUG);
    client.setQueryData(limitsKey, { plan: 'free', features: [], limits: {} });
    expect(
      await screen.findByText(
        'Payment received. Your club moves to Pro as soon as Stripe confirms it...',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeTruthy();
    expect(
      await screen.findByText('Thursday Poker is on Pro now. Thank you!', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByText(/Payment received/)).toBeNull();
    // The limits the shell keeps for 5 minutes are read again.
    await waitFor(() => expect(client.getQueryState(limitsKey)?.isInvalidated).toBe(true));
    expect(screen.getByRole('link', { name: 'See your plan' }).getAttribute('href')).toBe(
      paths.billingUpgrade(),
    );
  });

  it('tells a manager to ask the owner, by name, and offers no payment', async () => {
    serveBilling(billingOverview({ can_upgrade: false }));
    renderPage('Club Manager');
    expect(await screen.findByText(ASK_THE_OWNER)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
  });

  it('says billing is off on this instance', async () => {
    serveBilling(billingOffOverview());
    const { container } = renderPage();
    expect(await screen.findByText('Billing is off on this instance')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
    // Nothing to pay for: no price anywhere.
    expect(screen.queryByText(/\$\d/)).toBeNull();
    await expectNoAxeViolations(container);
  });
});
