import {
  ChartLine,
  ChartNoAxesColumn,
  CircleDollarSign,
  Crosshair,
  Hash,
  Medal,
  Scale,
  Spade,
  Trophy,
  type LucideIcon,
} from 'lucide-react';

/** DESIGN.md section 4's member profile statistics, in its order. */
const STATS: readonly { label: string; icon: LucideIcon }[] = [
  { label: 'Games', icon: Spade },
  { label: 'Wins', icon: Trophy },
  { label: 'Cashes', icon: Medal },
  { label: 'Winnings', icon: CircleDollarSign },
  { label: 'Net', icon: Scale },
  { label: 'Knockouts', icon: Crosshair },
  { label: 'Average finish', icon: Hash },
  { label: 'Points by season', icon: ChartNoAxesColumn },
  { label: 'Results over time', icon: ChartLine },
];

/**
 * The profile's statistics before the member has played a recorded game: what will appear,
 * never zeros that would read as results.
 */
export function MemberStatsEmpty({ name, isViewer }: { name: string; isViewer: boolean }) {
  const whose = isViewer ? 'your' : `${name}’s`;
  return (
    <section
      aria-labelledby="member-stats-heading"
      className="rounded-2xl border border-white/[0.07] bg-ink-900/70 p-5 shadow-[0_24px_60px_-36px_rgb(0_0_0/0.9)] sm:p-6"
    >
      <h2 id="member-stats-heading" className="text-lg font-semibold text-chalk">
        Stats
      </h2>
      <div className="mt-4 rounded-xl border border-dashed border-white/15 bg-white/[0.015] px-5 py-8 text-center sm:px-8 sm:py-10">
        <span className="mx-auto grid size-12 place-items-center rounded-full bg-felt-800/70 text-felt-200">
          <ChartLine className="size-6" aria-hidden="true" />
        </span>
        <p className="mt-4 text-base font-semibold text-chalk">No recorded games yet</p>
        <p className="mx-auto mt-2 max-w-xl text-sm leading-6 text-mist">
          These appear after {whose} first recorded game: games played, wins, cashes, winnings, net
          result, knockouts, average finish, points by season and a chart of results over time.
        </p>
        <ul
          aria-label="Stats that will appear"
          className="mx-auto mt-6 flex max-w-2xl flex-wrap justify-center gap-2"
        >
          {STATS.map(({ label, icon: Icon }) => (
            <li
              key={label}
              className="inline-flex items-center gap-1.5 rounded-full border border-white/10 px-3 py-1 text-xs font-medium text-fog"
            >
              <Icon className="size-3.5" aria-hidden="true" />
              {label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
