import {
  CalendarPlus,
  HandCoins,
  Shuffle,
  Timer,
  Trophy,
  UserCheck,
  type LucideIcon,
} from 'lucide-react';
import { SectionHeading } from './section-heading';
import { SoonBadge } from './soon-badge';

interface Step {
  icon: LucideIcon;
  title: string;
  text: string;
  /** Not in the product yet: the step says so. */
  soon?: boolean;
}

const STEPS: Step[] = [
  {
    icon: CalendarPlus,
    title: 'Schedule',
    text: 'Pick the night, the venue and the buy-in. The invite goes out.',
  },
  {
    icon: UserCheck,
    title: 'RSVP',
    text: 'Players claim their seats. A waitlist fills any that open up.',
  },
  {
    icon: Shuffle,
    title: 'Seat draw',
    text: 'A random draw seats everyone and keeps the tables even.',
    soon: true,
  },
  {
    icon: Timer,
    title: 'Clock',
    text: 'Blinds go up on the TV and on every phone at the same second.',
    soon: true,
  },
  {
    icon: HandCoins,
    title: 'Payouts',
    text: 'The pool is split by your structure, with Venmo and PayPal links.',
    soon: true,
  },
  {
    icon: Trophy,
    title: 'Standings',
    text: 'Points land on the season leaderboard. Bragging rights follow.',
    soon: true,
  },
];

export function GameNightStrip() {
  return (
    <section
      aria-labelledby="game-night-title"
      className="relative isolate overflow-hidden border-y border-white/[0.06] bg-felt-950"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_70%_80%_at_50%_0%,var(--color-felt-800)_0%,transparent_70%)]"
      />
      <div className="mx-auto max-w-6xl px-4 py-24 sm:px-6 sm:py-28 lg:px-8">
        <SectionHeading
          id="game-night-title"
          eyebrow="From invite to leaderboard"
          title="How a game night runs"
        >
          Six steps, one app. Nobody has to find a pen.
        </SectionHeading>
        <div className="relative mt-16">
          <div
            aria-hidden="true"
            className="absolute top-9 right-[8%] left-[8%] hidden h-px bg-gradient-to-r from-gold-400/0 via-gold-400/40 to-gold-400/0 lg:block"
          />
          <ol className="relative grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:gap-3">
            {STEPS.map(({ icon: Icon, title, text, soon }, index) => (
              <li
                key={title}
                className="relative flex gap-4 rounded-2xl border border-white/[0.08] bg-ink-900/70 p-5 backdrop-blur-sm lg:flex-col lg:items-center lg:border-0 lg:bg-transparent lg:p-2 lg:text-center lg:backdrop-blur-none"
              >
                <span className="relative grid size-14 shrink-0 place-items-center rounded-full border border-gold-400/40 bg-felt-900 text-gold-300 shadow-[0_0_0_6px_var(--color-felt-950)]">
                  <Icon className="size-6" aria-hidden="true" />
                  <span className="absolute -top-1 -right-1 grid size-6 place-items-center rounded-full bg-gold-400 text-[0.6875rem] font-bold text-ink-950">
                    {index + 1}
                  </span>
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-chalk lg:mt-3">
                    {title}
                    {soon ? <SoonBadge /> : null}
                  </h3>
                  <p className="mt-1 text-sm leading-6 text-mist">{text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
