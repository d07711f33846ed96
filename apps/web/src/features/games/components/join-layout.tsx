import { useEffect, useRef, type ReactNode } from 'react';
import { FeltLogo, FeltMark } from '../../../components/brand/felt-logo';
import { Link } from '../../../components/ui/link';

const FOOTER_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
];

/**
 * The quick-join page's frame: the logo, one card on the felt, a few quiet links. Phone first:
 * the card takes the width of a 390 px screen less its margins, and nothing is wider.
 */
export function JoinLayout({ children }: { children: ReactNode }) {
  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-clip">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_75%_55%_at_50%_0%,var(--color-felt-900)_0%,transparent_72%)]" />
        <FeltMark className="absolute -right-28 -bottom-28 size-[26rem] opacity-[0.035]" />
      </div>
      <a
        href="#main-content"
        className="fixed top-3 left-3 z-50 -translate-y-24 rounded-full bg-gold-400 px-4 py-2 text-sm font-semibold text-ink-950 shadow-lg transition-transform focus:translate-y-0"
      >
        Skip to content
      </a>
      <header className="flex justify-center px-4 pt-8 sm:pt-12">
        <Link to="/" className="-m-1 rounded-lg p-1" aria-label="Felt, home">
          <FeltLogo />
        </Link>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="flex flex-1 justify-center px-4 pt-8 pb-12 focus:outline-none sm:pt-10"
      >
        <div className="w-full max-w-md min-w-0">{children}</div>
      </main>
      <footer className="px-4 pb-8 text-center text-xs text-fog">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded transition-colors hover:text-chalk">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </div>
  );
}

export {
  StatusBadge as JoinBadge,
  type StatusTone as JoinTone,
} from '../../../components/ui/status-badge';

/**
 * The card with the page's one heading. `focusTitle` moves focus to the heading when the card
 * replaces another (a result, a refused link), so a screen reader announces the new state.
 */
export function JoinCard({
  title,
  eyebrow,
  description,
  icon,
  children,
  focusTitle = false,
}: {
  title: string;
  /** A small line above the heading: the club's name. */
  eyebrow?: string;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  focusTitle?: boolean;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <section
      aria-labelledby="join-card-title"
      className="relative rounded-3xl border border-white/[0.08] bg-ink-900/85 px-5 py-7 shadow-[0_40px_80px_-40px_rgb(0_0_0/0.9)] backdrop-blur-md before:absolute before:inset-x-12 before:-top-px before:h-px before:bg-gradient-to-r before:from-transparent before:via-gold-400/45 before:to-transparent sm:px-9 sm:py-9"
    >
      {icon ? <div className="mb-5">{icon}</div> : null}
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide break-words text-gold-300">{eyebrow}</p>
      ) : null}
      <h1
        id="join-card-title"
        ref={titleRef}
        tabIndex={-1}
        className="text-2xl font-semibold tracking-tight text-balance break-words text-chalk focus:outline-none sm:text-[1.75rem]"
      >
        {title}
      </h1>
      {description ? (
        <div className="mt-2 text-[0.9375rem] leading-7 text-pretty text-mist [&_strong]:font-semibold [&_strong]:text-chalk">
          {description}
        </div>
      ) : null}
      {children ? <div className="mt-7">{children}</div> : null}
    </section>
  );
}
