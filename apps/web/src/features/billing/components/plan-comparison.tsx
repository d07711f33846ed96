import {
  FEATURE_CATEGORIES,
  FEATURE_LABELS,
  PLANS,
  UNLIMITED,
  type BillingOverview,
  type BillingPlan,
  type FeatureCategory,
} from '@felt/contract';

export function formatPlanPrice(plan: Pick<BillingPlan, 'price_cents' | 'currency'>): string {
  if (plan.price_cents === 0) return 'Free';
  const amount = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: plan.currency.toUpperCase(),
    minimumFractionDigits: plan.price_cents % 100 === 0 ? 0 : 2,
  }).format(plan.price_cents / 100);
  return `${amount} a month`;
}

/**
 * A feature a plan has or has not (the deal calculator, custom payouts): no plan gives a
 * number of it, only 0 (not available) or -1. Read from the plans, not listed again.
 */
export function isOnOffFeature(category: FeatureCategory): boolean {
  return Object.values(PLANS).every(
    (plan) => plan.limits[category] === 0 || plan.limits[category] === UNLIMITED,
  );
}

/**
 * A plan's limit of a category as words: "Unlimited", "Not included", "25"; a feature a plan
 * has or has not is "Included" rather than "Unlimited".
 */
export function limitText(limit: number, category: FeatureCategory): string {
  if (limit === 0) return 'Not included';
  if (isOnOffFeature(category)) return 'Included';
  if (limit === UNLIMITED) return 'Unlimited';
  return limit.toLocaleString('en-US');
}

/** What the club uses of a category today, against the limit it is held to. */
function usageText(used: number | undefined, limit: number): { text: string; full: boolean } {
  if (used === undefined) {
    return { text: limit === 0 ? 'Not included' : 'Included', full: false };
  }
  if (limit === UNLIMITED) return { text: `${used.toLocaleString('en-US')} used`, full: false };
  return { text: `${used} of ${limit}`, full: used >= limit };
}

/** The club's current limit of a category: its plan's, or -1 everywhere with billing off. */
function currentLimit(overview: BillingOverview, category: FeatureCategory): number {
  const plan = overview.plans.find((candidate) => candidate.key === overview.plan);
  return plan ? plan.limits[category] : UNLIMITED;
}

/**
 * The plans side by side, each category a row, with what the club uses of it today in the
 * first column. Plain text in every cell (no colour alone says a limit is reached).
 */
export function PlanComparison({
  overview,
  showPlans,
}: {
  overview: BillingOverview;
  /** With billing off only the club's use is shown: no plan applies. */
  showPlans: boolean;
}) {
  const caption = showPlans
    ? 'Plans compared with what your club uses today'
    : 'What your club uses today';
  return (
    // Focusable, so a keyboard can scroll it where even the words do not fit (under 360 px).
    <div
      className="overflow-x-auto rounded-2xl border border-white/[0.07] bg-ink-900/70 focus-visible:outline-2 focus-visible:outline-gold-400"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      {/* Sized by its words on a phone, so no cell breaks a word ('Unlimit ed'); fixed from sm. */}
      <table className="w-full table-auto text-left text-sm sm:table-fixed">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-white/[0.07] text-xs tracking-wide text-mist">
          <tr>
            <th scope="col" className="px-2 py-3 font-semibold sm:w-[34%] sm:px-5">
              Feature
            </th>
            <th scope="col" className="px-2 py-3 font-semibold sm:px-5">
              Your club today
            </th>
            {showPlans
              ? overview.plans.map((plan) => (
                  <th key={plan.key} scope="col" className="px-2 py-3 align-bottom sm:px-5">
                    <span className="block text-sm font-semibold text-chalk">{plan.name}</span>
                    <span className="block font-normal">{formatPlanPrice(plan)}</span>
                    {plan.key === overview.plan ? (
                      <span className="mt-1 inline-block rounded-full bg-felt-800 px-2 py-0.5 text-[0.6875rem] font-semibold text-felt-200">
                        Current plan
                      </span>
                    ) : null}
                  </th>
                ))
              : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-white/[0.05]">
          {FEATURE_CATEGORIES.map((category) => {
            const usage = usageText(overview.usage[category], currentLimit(overview, category));
            return (
              <tr key={category}>
                <th scope="row" className="px-2 py-3 font-medium break-words text-chalk sm:px-5">
                  {FEATURE_LABELS[category]}
                </th>
                <td className="px-2 py-3 break-words tabular-nums sm:px-5">
                  <span className={usage.full ? 'font-semibold text-suit-red' : 'text-chalk'}>
                    {usage.text}
                  </span>
                  {usage.full ? (
                    <span className="block text-xs text-mist">Limit reached</span>
                  ) : null}
                </td>
                {showPlans
                  ? overview.plans.map((plan) => (
                      <td key={plan.key} className="px-2 py-3 break-words text-mist sm:px-5">
                        {limitText(plan.limits[category], category)}
                      </td>
                    ))
                  : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
