import { SuitIcon, type Suit } from '../../../components/brand/suit-icon';

const FEATURES = [
  'Leagues & seasons',
  'Blind structures',
  'Seat draw',
  'Live clock',
  'ICM deals',
  'Venmo & PayPal payouts',
  'Leaderboards',
];

const SUITS: Suit[] = ['spade', 'heart', 'diamond', 'club'];

/** A quiet band naming what is in the box. */
export function FeatureRibbon() {
  return (
    <section aria-label="Features" className="border-y border-white/[0.06] bg-ink-900/60">
      <ul className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-7 gap-y-3 px-4 py-6 text-sm font-medium text-mist sm:px-6 lg:px-8">
        {FEATURES.map((feature, i) => {
          const suit = SUITS[i % SUITS.length] ?? 'spade';
          return (
            <li key={feature} className="flex items-center gap-2">
              <SuitIcon
                suit={suit}
                className={`size-3 ${suit === 'heart' || suit === 'diamond' ? 'text-suit-red' : 'text-fog'}`}
              />
              {feature}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
