import { PLANS } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { clubCan } from '../../../lib/club/club-roles';
import { useClubRole, useSelectedClub } from '../../../lib/club/use-selected-club';
import { apiErrorReason } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { BILLING_LOAD_FAILED, billingQueryOptions } from '../api/get-billing';
import { AskOwnerNotice, BILLING_TEXT, BillingOffNotice } from '../components/billing-notices';
import { PlanComparison, formatPlanPrice } from '../components/plan-comparison';

export const UPGRADE_TITLE = 'Plans and upgrades';

export function BillingPageLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 pt-8 pb-24 sm:px-6 sm:pt-12 lg:px-8">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-chalk sm:text-3xl">{title}</h1>
        <p className="mt-2 text-base leading-7 text-mist">{intro}</p>
      </header>
      <div className="mt-8 space-y-6">{children}</div>
    </div>
  );
}

export function BillingLoading() {
  return (
    <div className="space-y-3" aria-hidden="true">
      <div className="h-6 w-48 animate-pulse rounded bg-white/[0.06]" />
      <div className="h-64 w-full animate-pulse rounded-2xl bg-white/[0.04]" />
    </div>
  );
}

/** `/app/billing/upgrade`: the plans side by side with what the club uses of each today. */
export function UpgradePage() {
  usePageTitle(UPGRADE_TITLE);
  const { club } = useSelectedClub();
  const role = useClubRole();
  const allowed = clubCan(role, 'club:see-management');
  const billing = useQuery({
    ...billingQueryOptions(club?.slug ?? ''),
    enabled: allowed && !!club,
  });
  const clubName = <span className="font-medium text-chalk">{club?.name ?? 'your club'}</span>;
  const intro =
    billing.data?.billing_enabled === false ? (
      <>What {clubName} uses today.</>
    ) : (
      <>What {clubName} uses today, and what each plan allows.</>
    );

  if (!allowed) {
    return (
      <BillingPageLayout title={UPGRADE_TITLE} intro={intro}>
        <Alert tone="info">{BILLING_TEXT.membersOnly}</Alert>
      </BillingPageLayout>
    );
  }

  const overview = billing.data;
  return (
    <BillingPageLayout title={UPGRADE_TITLE} intro={intro}>
      {billing.isError ? (
        <ErrorAlert
          error={{ message: BILLING_LOAD_FAILED, detail: apiErrorReason(billing.error) }}
          onRetry={() => void billing.refetch()}
        />
      ) : !overview ? (
        <BillingLoading />
      ) : (
        <>
          {overview.billing_enabled ? null : <BillingOffNotice />}
          <PlanComparison overview={overview} showPlans={overview.billing_enabled} />
          {!overview.billing_enabled ? null : overview.plan === 'pro' ? (
            <Alert tone="success" title="Your club is on Pro">
              Every limit is lifted but the number of clubs you own.
            </Alert>
          ) : overview.can_upgrade ? (
            <div className="flex flex-col gap-3 rounded-2xl border border-gold-400/25 bg-gold-400/[0.05] p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
              <p className="text-sm leading-6 text-mist">
                <span className="font-semibold text-chalk">Pro</span>, {formatPlanPrice(PLANS.pro)}:
                unlimited members, leagues, seasons, blind structures and games, custom payouts and
                the deal calculator.
              </p>
              <ButtonLink to={paths.billingUpgradeForm()}>Upgrade to Pro</ButtonLink>
            </div>
          ) : (
            <AskOwnerNotice ownerName={overview.owner_name} />
          )}
        </>
      )}
    </BillingPageLayout>
  );
}
