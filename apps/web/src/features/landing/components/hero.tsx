import { ArrowRight, MonitorSmartphone, PlayCircle, Sparkles } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { TableScene } from './table-scene';

const NOTES = [
  { icon: MonitorSmartphone, text: 'Works on every phone, laptop and TV' },
  { icon: Sparkles, text: 'No app to install' },
];

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_80%_60%_at_70%_20%,var(--color-felt-900)_0%,transparent_70%)]" />
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_50%_40%_at_10%_0%,rgb(230_189_85/0.08)_0%,transparent_70%)]" />
        <div className="absolute inset-x-0 bottom-0 h-40 bg-gradient-to-b from-transparent to-ink-950" />
      </div>
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[1fr_1.1fr] lg:gap-12 lg:px-8 lg:pt-24 lg:pb-28">
        <div className="motion-safe:animate-fade-up">
          <p className="inline-flex items-center gap-2 rounded-full border border-gold-400/25 bg-gold-400/[0.07] px-3 py-1 text-xs font-semibold tracking-wide text-gold-200">
            <span className="size-1.5 rounded-full bg-gold-400" aria-hidden="true" />
            Poker club management
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-[2.5rem] leading-[1.05] font-semibold tracking-tight text-balance text-chalk sm:text-6xl lg:text-[4.25rem]"
          >
            Run your poker club like the <span className="text-gold-300">GOAT</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-pretty text-mist">
            Felt keeps your leagues, seasons and members in one place and puts game night on
            everyone&apos;s calendar, with RSVPs and a waitlist that runs itself. Coming next, the
            night itself: a fair seat draw, one clock on the TV and every phone, busts and rebuys
            from your pocket, and payouts with Venmo and PayPal links.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={paths.register()} size="lg">
              Start Your Club
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to={paths.demo()} variant="secondary" size="lg">
              <PlayCircle className="size-4" aria-hidden="true" />
              Try the Demo
            </ButtonLink>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-fog">
            {NOTES.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon className="size-4 text-felt-300" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <TableScene />
        </div>
      </div>
    </section>
  );
}
