import { Check, ClipboardList, Crown, Hourglass, Smartphone, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';
import { SoonBadge } from './soon-badge';

interface Audience {
  icon: LucideIcon;
  who: string;
  title: string;
  blurb: string;
  /** What it does; `soon` marks what the product does not do yet. */
  points: { text: string; soon?: boolean }[];
  accent: string;
}

const AUDIENCES: Audience[] = [
  {
    icon: Crown,
    who: 'For owners',
    title: 'Build the club once',
    blurb: 'Set the structure and the house rules one time. Every game inherits them.',
    points: [
      { text: 'Leagues and seasons with the points formula you choose' },
      { text: 'A member roster with invite links and guest players' },
      { text: 'Buy-ins, rebuys, add-ons, payouts and blinds set once, overridden where you need' },
      { text: 'Standings that keep themselves up to date', soon: true },
    ],
    accent: 'from-gold-400/25',
  },
  {
    icon: ClipboardList,
    who: 'For managers',
    title: 'Run game night from your phone',
    blurb: 'Everything the tournament director juggles, in one pocket.',
    points: [
      { text: 'RSVPs with a waitlist that promotes itself' },
      { text: 'A random seat draw, then tables balanced as players bust', soon: true },
      { text: 'The blind clock on the TV, in sync with every phone', soon: true },
      { text: 'Busts, rebuys and add-ons recorded in a couple of taps', soon: true },
      { text: 'Payouts worked out, paid with Venmo and PayPal links', soon: true },
    ],
    accent: 'from-felt-400/30',
  },
  {
    icon: Smartphone,
    who: 'For members',
    title: 'The whole night in your pocket',
    blurb: 'No more craning at the laptop on the bar to check the blinds.',
    points: [
      { text: 'The live clock, blinds and next break on your phone', soon: true },
      { text: 'Results the moment the last hand is played', soon: true },
      { text: 'Season standings and the leaderboard', soon: true },
      { text: 'Your own stats: cashes, winnings, knockouts and finishes', soon: true },
    ],
    accent: 'from-suit-red/25',
  },
];

export function AudienceSection() {
  return (
    <section
      aria-labelledby="audience-title"
      className="mx-auto max-w-6xl px-4 py-24 sm:px-6 sm:py-28 lg:px-8"
    >
      <SectionHeading
        id="audience-title"
        eyebrow="One club, three seats"
        title="Built for everyone at the table"
      >
        Owners set things up, managers run the night, members just play. Felt gives each of them
        exactly what they need.
      </SectionHeading>
      <div className="mt-16 grid gap-6 lg:grid-cols-3">
        {AUDIENCES.map(({ icon: Icon, who, title, blurb, points, accent }) => (
          <article
            key={who}
            className="group relative isolate overflow-hidden rounded-3xl border border-white/[0.08] bg-ink-900 p-7 transition-colors hover:border-white/15 sm:p-8"
          >
            <div
              aria-hidden="true"
              className={`absolute -top-24 -right-24 -z-10 size-56 rounded-full bg-gradient-to-br ${accent} to-transparent blur-2xl`}
            />
            <div className="flex items-center gap-3">
              <span className="grid size-11 place-items-center rounded-2xl border border-white/10 bg-white/[0.04] text-gold-300">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <p className="text-sm font-semibold text-gold-200">{who}</p>
            </div>
            <h3 className="mt-6 text-2xl font-semibold tracking-tight text-chalk">{title}</h3>
            <p className="mt-2 text-[0.9375rem] leading-7 text-mist">{blurb}</p>
            <ul className="mt-6 space-y-3 border-t border-white/[0.07] pt-6">
              {points.map(({ text, soon }) => (
                <li key={text} className="flex gap-3 text-[0.9375rem] leading-6 text-chalk/90">
                  {soon ? (
                    <Hourglass
                      className="mt-0.5 size-4 shrink-0 text-gold-300"
                      aria-hidden="true"
                    />
                  ) : (
                    <Check className="mt-0.5 size-4 shrink-0 text-felt-300" aria-hidden="true" />
                  )}
                  <span>
                    {text}
                    {soon ? <SoonBadge /> : null}
                  </span>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}
