import { BellRing, MonitorUp, RefreshCw, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';
import { SoonBadge } from './soon-badge';

const POINTS: { icon: LucideIcon; title: string; text: string; soon?: boolean }[] = [
  {
    icon: RefreshCw,
    title: 'Every screen, the same second',
    text: 'With live game nights, the TV, the laptop and every phone follow one clock kept by the server. Today the clock runs on the screen that starts it.',
    soon: true,
  },
  {
    icon: BellRing,
    title: 'Nobody misses a level',
    text: 'A warning before the blinds go up, an alert, then a countdown beep.',
  },
  {
    icon: MonitorUp,
    title: 'Made for the big screen',
    text: 'Full screen, the display stays awake, and the space bar pauses the clock.',
  },
];

function TvClock() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-xl select-none">
      <div className="rounded-[1.75rem] border border-white/10 bg-gradient-to-b from-ink-700 to-ink-850 p-2.5 shadow-[0_40px_80px_-30px_rgb(0_0_0/0.9)]">
        <div className="relative overflow-hidden rounded-[1.25rem] bg-[radial-gradient(ellipse_at_50%_0%,var(--color-felt-700)_0%,var(--color-felt-950)_75%)] px-6 py-8 text-center sm:px-10 sm:py-10">
          <div className="flex items-center justify-between text-[0.6875rem] font-semibold tracking-[0.18em] text-felt-200 uppercase sm:text-xs">
            <span>Thursday League · Season 4</span>
            <span>Level 9</span>
          </div>
          <p className="mt-5 font-mono text-6xl font-semibold tracking-tight text-chalk tabular-nums sm:text-8xl">
            11:07
          </p>
          <p className="mt-3 text-xl font-semibold text-gold-300 tabular-nums sm:text-2xl">
            400 / 800 <span className="text-felt-200">· ante 800</span>
          </p>
          <div className="mx-auto mt-6 h-1.5 max-w-sm overflow-hidden rounded-full bg-white/10">
            <div className="h-full w-[44%] rounded-full bg-gold-400" />
          </div>
          <dl className="mt-7 grid grid-cols-3 gap-2 text-left text-xs sm:text-sm">
            {[
              ['Players', '14 / 22'],
              ['Avg stack', '23,571'],
              ['Prize pool', '$1,100'],
            ].map(([label, value]) => (
              <div key={label} className="rounded-xl bg-black/25 px-3 py-2.5">
                <dt className="text-felt-200">{label}</dt>
                <dd className="mt-0.5 font-semibold text-chalk tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div className="mx-auto h-6 w-24 bg-gradient-to-b from-ink-700 to-ink-800" />
      <div className="mx-auto h-2 w-48 rounded-full bg-ink-700" />

      <div className="absolute -right-3 -bottom-24 hidden w-36 rounded-[1.6rem] border border-white/15 bg-ink-900 p-1.5 shadow-[0_30px_60px_-20px_rgb(0_0_0/0.95)] sm:block lg:-right-10">
        <div className="rounded-[1.2rem] bg-[radial-gradient(ellipse_at_50%_0%,var(--color-felt-800)_0%,var(--color-ink-900)_80%)] px-3 pt-5 pb-4 text-center">
          <div className="mx-auto h-1 w-8 rounded-full bg-white/20" />
          <p className="mt-4 text-[0.625rem] font-semibold tracking-[0.14em] text-felt-200 uppercase">
            Level 9
          </p>
          <p className="mt-1 font-mono text-3xl font-semibold text-chalk tabular-nums">11:07</p>
          <p className="mt-1 text-xs font-semibold text-gold-300 tabular-nums">400 / 800</p>
          <div className="mt-4 rounded-lg bg-black/30 px-2 py-1.5 text-[0.625rem] text-felt-200">
            Your seat · Table 2, Seat 5
          </div>
        </div>
      </div>
    </div>
  );
}

export function ClockSpotlight() {
  return (
    <section
      aria-labelledby="clock-title"
      className="mx-auto grid max-w-6xl items-center gap-16 px-4 py-24 sm:px-6 sm:py-28 lg:grid-cols-2 lg:px-8"
    >
      <div>
        <SectionHeading
          id="clock-title"
          eyebrow="The blind clock"
          title="A clock the whole room can read"
          align="left"
        >
          Put it on the TV over the bar, full screen. Soon players will follow along on their
          phones, even from the kitchen.
        </SectionHeading>
        <ul className="mt-10 space-y-6">
          {POINTS.map(({ icon: Icon, title, text, soon }) => (
            <li key={title} className="flex gap-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl border border-white/10 bg-white/[0.04] text-felt-300">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold text-chalk">
                  {title}
                  {soon ? <SoonBadge /> : null}
                </h3>
                <p className="mt-1 text-[0.9375rem] leading-7 text-mist">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <TvClock />
    </section>
  );
}
