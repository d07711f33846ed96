import { paths } from '../../lib/paths';
import { Link } from '../ui/link';
import { FeltLogo } from '../brand/felt-logo';
import { SuitIcon } from '../brand/suit-icon';

interface FooterGroup {
  title: string;
  links: { label: string; to: string }[];
}

const GROUPS: FooterGroup[] = [
  {
    title: 'Site',
    links: [
      { label: 'Home', to: paths.home() },
      { label: "What's New", to: paths.whatsNew() },
      { label: 'Contact Us', to: paths.contact() },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'Log In', to: paths.login() },
      { label: 'Sign Up', to: paths.register() },
      { label: 'Forgot Password', to: paths.forgotPassword() },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: paths.privacyPolicy() },
      { label: 'Terms of Service', to: paths.termsOfService() },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-white/[0.06] bg-ink-950">
      <div className="mx-auto max-w-6xl px-4 pt-14 pb-10 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-[1.3fr_3fr]">
          <div className="max-w-xs">
            <Link
              to={paths.home()}
              className="-m-1 inline-block rounded-lg p-1"
              aria-label="Felt, home"
            >
              <FeltLogo />
            </Link>
            <p className="mt-4 text-sm leading-6 text-mist">
              League nights, seat draws, the blind clock and payouts, run from one place.
            </p>
            <div className="mt-5 flex gap-2 text-fog" aria-hidden="true">
              <SuitIcon suit="spade" className="size-4" />
              <SuitIcon suit="heart" className="size-4 text-suit-red" />
              <SuitIcon suit="diamond" className="size-4 text-suit-red" />
              <SuitIcon suit="club" className="size-4" />
            </div>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            {GROUPS.map((group) => (
              <div key={group.title}>
                <h2 className="text-xs font-semibold tracking-[0.16em] text-gold-300 uppercase">
                  {group.title}
                </h2>
                <ul className="mt-4 space-y-3">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        className="rounded text-sm text-mist transition-colors hover:text-chalk"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-12 flex flex-col gap-3 border-t border-white/[0.06] pt-6 text-sm text-fog sm:flex-row sm:items-center sm:justify-between">
          <p>© 2025 Felt</p>
          <p>Felt keeps score. Money changes hands outside Felt, between members.</p>
        </div>
      </div>
    </footer>
  );
}
