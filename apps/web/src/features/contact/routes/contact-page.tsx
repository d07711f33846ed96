import { Bug, Lightbulb, ShieldCheck, type LucideIcon } from 'lucide-react';
import { usePageTitle } from '../../../lib/page-title';
import { ContactForm } from '../components/contact-form';

const TOPICS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Lightbulb,
    title: 'Questions and ideas',
    text: 'How Felt could fit your league, or a feature you wish it had.',
  },
  {
    icon: Bug,
    title: 'Something broken',
    text: 'Tell us what you did and what you expected. Screenshots help.',
  },
  {
    icon: ShieldCheck,
    title: 'Privacy requests',
    text: 'Access, correction, export or deletion of your data.',
  },
];

export function ContactPage() {
  usePageTitle('Contact Us', 'Send the Felt team a question, an idea or a bug report.');
  return (
    <div className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_50%_at_15%_0%,var(--color-felt-900)_0%,transparent_70%)]"
      />
      <div className="mx-auto grid max-w-6xl gap-x-16 gap-y-12 px-4 pt-16 pb-24 sm:px-6 sm:pt-20 lg:grid-cols-[1fr_1.25fr] lg:grid-rows-[auto_1fr] lg:px-8">
        <div>
          <p className="text-xs font-semibold tracking-[0.18em] text-gold-300 uppercase">
            Get in touch
          </p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight text-chalk sm:text-5xl">
            Contact Us
          </h1>
          <p className="mt-5 max-w-md text-lg leading-8 text-mist">
            A question about running your club on Felt, a bug, or an idea? Send us a note. A person
            reads every message and answers by email.
          </p>
        </div>
        <div className="self-start rounded-3xl border border-white/[0.08] bg-ink-850/80 p-6 shadow-[0_40px_80px_-40px_rgb(0_0_0/0.9)] backdrop-blur-sm sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ContactForm />
        </div>
        <ul className="space-y-6">
          {TOPICS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl border border-white/10 bg-white/[0.04] text-gold-300">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h2 className="font-semibold text-chalk">{title}</h2>
                <p className="mt-1 text-[0.9375rem] leading-6 text-mist">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
