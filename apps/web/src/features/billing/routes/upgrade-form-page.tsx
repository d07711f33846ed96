import { FEATURE_CATEGORIES, FEATURE_LABELS, PLANS } from '@felt/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { clubCan } from '../../../lib/club/club-roles';
import { useClubRole, useSelectedClub } from '../../../lib/club/use-selected-club';
import { apiErrorReason, errorText } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { subscriptionLimitsQueryKey } from '../../clubs';
import { BILLING_LOAD_FAILED, billingQueryOptions } from '../api/get-billing';
import { useStartCheckout } from '../api/start-checkout';
import { AskOwnerNotice, BILLING_TEXT, BillingOffNotice } from '../components/billing-notices';
import { formatPlanPrice, limitText } from '../components/plan-comparison';
import { BillingLoading, BillingPageLayout } from './upgrade-page';

export const UPGRADE_FORM_TITLE = 'Upgrade to Pro';

/**
 * What Pro lifts, named as the plans name them: every limit but `clubs`, which counts the clubs
 * the owner owns rather than anything of this club.
 */
const PRO_ADDS = FEATURE_CATEGORIES.filter((category) => category !== 'clubs');

export const CHECKOUT_TEXT = {
  continue: 'Continue to payment',
  redirecting: 'Opening the payment page...',
  failed: 'Could not start the payment',
  cancelled: 'Payment cancelled: nothing was charged. You can try again whenever you like.',
  confirming: 'Payment received. Your club moves to Pro as soon as Stripe confirms it...',
  confirmed: (club: string) => `${club} is on Pro now. Thank you!`,
  slow: 'Stripe has not confirmed the payment yet. This page updates by itself; you can also come back later.',
} as const;

/** How often, and how long, the page asks whether the payment has been confirmed. */
const CONFIRM_POLL_MS = 2000;
const CONFIRM_PATIENCE_MS = 60_000;

/**
 * `/app/billing/upgrade-form`: the owner's upgrade through the payment provider's hosted page,
 * and where it sends the browser back (`?checkout=success` or `?checkout=cancelled`).
 */
export function UpgradeFormPage() {
  usePageTitle(UPGRADE_FORM_TITLE);
  const { club } = useSelectedClub();
  const role = useClubRole();
  const [search] = useSearchParams();
  const outcome = search.get('checkout');
  const returning = outcome === 'success';
  const allowed = clubCan(role, 'club:see-management');
  const [openedAt] = useState(() => Date.now());
  const slug = club?.slug ?? '';
  const billing = useQuery({
    ...billingQueryOptions(slug),
    enabled: allowed && !!club,
    // Back from a paid checkout: the webhook may land a moment after the browser does.
    refetchInterval: (query) =>
      returning && query.state.data?.plan !== 'pro' && Date.now() - openedAt < CONFIRM_PATIENCE_MS
        ? CONFIRM_POLL_MS
        : false,
  });
  const checkout = useStartCheckout(slug);
  const queryClient = useQueryClient();
  const confirmed = returning && billing.data?.plan === 'pro';
  useEffect(() => {
    // The shell and the dashboard keep the limits for 5 minutes: Pro's are new now.
    if (confirmed)
      void queryClient.invalidateQueries({ queryKey: subscriptionLimitsQueryKey(slug) });
  }, [confirmed, queryClient, slug]);
  const clubName = <span className="font-medium text-chalk">{club?.name ?? 'your club'}</span>;
  const intro =
    billing.data?.billing_enabled === false ? (
      <>Upgrades for {clubName}.</>
    ) : (
      <>
        Pro for {clubName}, {formatPlanPrice(PLANS.pro)}. You pay on Stripe&apos;s secure page and
        come back here.
      </>
    );

  if (!allowed) {
    return (
      <BillingPageLayout title={UPGRADE_FORM_TITLE} intro={intro}>
        <Alert tone="info">{BILLING_TEXT.membersOnly}</Alert>
      </BillingPageLayout>
    );
  }
  const overview = billing.data;
  if (billing.isError) {
    return (
      <BillingPageLayout title={UPGRADE_FORM_TITLE} intro={intro}>
        <ErrorAlert
          error={{ message: BILLING_LOAD_FAILED, detail: apiErrorReason(billing.error) }}
          onRetry={() => void billing.refetch()}
        />
      </BillingPageLayout>
    );
  }
  if (!overview) {
    return (
      <BillingPageLayout title={UPGRADE_FORM_TITLE} intro={intro}>
        <BillingLoading />
      </BillingPageLayout>
    );
  }
  if (!overview.billing_enabled) {
    return (
      <BillingPageLayout title={UPGRADE_FORM_TITLE} intro={intro}>
        <BillingOffNotice />
      </BillingPageLayout>
    );
  }

  const onPro = overview.plan === 'pro';
  const waited = billing.dataUpdatedAt - openedAt >= CONFIRM_PATIENCE_MS;
  return (
    <BillingPageLayout title={UPGRADE_FORM_TITLE} intro={intro}>
      {returning && !onPro ? (
        <Alert tone="info">{waited ? CHECKOUT_TEXT.slow : CHECKOUT_TEXT.confirming}</Alert>
      ) : null}
      {outcome === 'cancelled' && !onPro ? (
        <Alert tone="info">{CHECKOUT_TEXT.cancelled}</Alert>
      ) : null}
      {onPro ? (
        <Alert
          tone="success"
          title={CHECKOUT_TEXT.confirmed(club?.name ?? 'Your club')}
          actions={
            <ButtonLink size="sm" variant="secondary" to={paths.billingUpgrade()}>
              See your plan
            </ButtonLink>
          }
        />
      ) : overview.can_upgrade ? (
        <section
          aria-labelledby="pro-summary"
          className="rounded-2xl border border-white/[0.07] bg-ink-900/70 p-5 sm:p-7"
        >
          <h2 id="pro-summary" className="text-lg font-semibold text-chalk">
            What Pro adds
          </h2>
          <ul className="mt-4 space-y-2 text-sm leading-6 text-mist">
            {PRO_ADDS.map((category) => (
              <li key={category} className="flex flex-wrap justify-between gap-x-4">
                <span className="text-chalk">{FEATURE_LABELS[category]}</span>
                <span>
                  {limitText(PLANS.free.limits[category], category)} on Free,{' '}
                  <span className="font-medium text-chalk">
                    {limitText(PLANS.pro.limits[category], category).toLowerCase()}
                  </span>{' '}
                  on Pro
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-6 space-y-4">
            {checkout.isError ? (
              <ErrorAlert
                error={errorText(checkout.error, CHECKOUT_TEXT.failed)}
                onDismiss={() => checkout.reset()}
              />
            ) : null}
            <div className="flex flex-wrap items-center gap-3">
              <Button
                onClick={() => checkout.mutate()}
                disabled={checkout.isPending || checkout.isSuccess}
              >
                {checkout.isPending || checkout.isSuccess
                  ? CHECKOUT_TEXT.redirecting
                  : CHECKOUT_TEXT.continue}
              </Button>
              <ButtonLink variant="ghost" to={paths.billingUpgrade()}>
                Compare plans
              </ButtonLink>
            </div>
          </div>
        </section>
      ) : (
        <AskOwnerNotice ownerName={overview.owner_name} />
      )}
    </BillingPageLayout>
  );
}
