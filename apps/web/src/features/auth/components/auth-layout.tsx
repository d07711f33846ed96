import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import { FeltLogo, FeltMark } from '../../../components/brand/felt-logo';
import { paths } from '../../../lib/paths';

const FOOTER_LINKS = [
  { label: 'Home', to: paths.home() },
  { label: 'Privacy Policy', to: paths.privacyPolicy() },
  { label: 'Terms of Service', to: paths.termsOfService() },
  { label: 'Contact Us', to: paths.contact() },
];

/** The account pages' frame: the logo, one centered card on the felt, a few quiet links. */
export function AuthLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-clip">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_75%_55%_at_50%_0%,var(--color-felt-900)_0%,transparent_72%)]" />
        <div className="absolute inset-x-0 bottom-0 h-2/3 bg-[radial-gradient(ellipse_55%_60%_at_50%_100%,rgb(230_189_85/0.05)_0%,transparent_70%)]" />
        <FeltMark className="absolute -right-28 -bottom-28 size-[26rem] opacity-[0.035]" />
        <FeltMark className="absolute -top-24 -left-28 size-80 opacity-[0.03]" />
      </div>
      <a
        href="#main-content"
        className="fixed top-3 left-3 z-50 -translate-y-24 rounded-full bg-gold-400 px-4 py-2 text-sm font-semibold text-ink-950 shadow-lg transition-transform focus:translate-y-0"
      >
        Skip to content
      </a>
      <header className="flex justify-center px-4 pt-8 sm:pt-12">
        <Link to={paths.home()} className="-m-1 rounded-lg p-1" aria-label="Felt, home">
          <FeltLogo />
        </Link>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="flex flex-1 justify-center px-4 pt-8 pb-12 focus:outline-none sm:pt-10"
      >
        <div className={`w-full ${wide ? 'max-w-xl' : 'max-w-md'}`}>{children}</div>
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
        <p className="mt-3">© 2025 Felt</p>
      </footer>
    </div>
  );
}

/**
 * The card with the page's heading. `icon` heads status screens (sent, verified, expired);
 * `focusTitle` moves focus to the heading when the card appears in place of another, so a
 * screen reader announces the new state.
 */
export function AuthCard({
  title,
  description,
  icon,
  children,
  footer,
  focusTitle = false,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  focusTitle?: boolean;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <>
      <section
        aria-labelledby="auth-card-title"
        className="relative rounded-3xl border border-white/[0.08] bg-ink-900/85 px-5 py-7 shadow-[0_40px_80px_-40px_rgb(0_0_0/0.9)] backdrop-blur-md before:absolute before:inset-x-12 before:-top-px before:h-px before:bg-gradient-to-r before:from-transparent before:via-gold-400/45 before:to-transparent sm:px-9 sm:py-9"
      >
        {icon}
        <h1
          id="auth-card-title"
          ref={titleRef}
          tabIndex={-1}
          className={`text-2xl font-semibold tracking-tight text-balance text-chalk focus:outline-none sm:text-[1.75rem] ${icon ? 'mt-5' : ''}`}
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
      {footer ? <div className="mt-6 space-y-2 text-center text-sm text-mist">{footer}</div> : null}
    </>
  );
}

export { StatusBadge, type StatusTone } from '../../../components/ui/status-badge';

/** A link in the card's footer: "New to Felt? Start your club". */
export function AuthFooterLink({
  prompt,
  to,
  children,
}: {
  prompt: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <p>
      {prompt}{' '}
      <Link
        to={to}
        className="rounded font-semibold text-gold-300 underline-offset-4 transition-colors hover:text-gold-200 hover:underline"
      >
        {children}
      </Link>
    </p>
  );
}
