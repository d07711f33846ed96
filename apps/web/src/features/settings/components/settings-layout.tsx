import { ArrowLeft, ChevronRight, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../lib/paths';
import type { SettingsScopeKind } from '../api/settings-paths';
import { sectionAnchor, SETTINGS_SECTIONS } from '../settings-fields';

export interface Crumb {
  label: string;
  /** Absent for the page itself. */
  to?: string;
}

export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm">
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className="flex min-w-0 items-center gap-1.5">
            {index > 0 ? (
              <ChevronRight className="size-3.5 shrink-0 text-fog" aria-hidden="true" />
            ) : null}
            {crumb.to ? (
              <Link
                to={crumb.to}
                className="truncate font-medium text-mist underline-offset-4 hover:text-chalk hover:underline"
              >
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate font-medium text-chalk">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * A settings page: breadcrumb, heading, the form, and beside it (below it on a phone) where
 * this scope sits in the cascade and what else there is to open.
 */
export function SettingsLayout({
  crumbs,
  eyebrow,
  title,
  subtitle,
  scope,
  aside,
  children,
}: {
  crumbs?: readonly Crumb[];
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
  scope: SettingsScopeKind;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-72 bg-[radial-gradient(ellipse_60%_80%_at_15%_0%,var(--color-felt-900)_0%,transparent_70%)]"
      />
      <div className="mx-auto w-full max-w-7xl px-4 pt-8 pb-16 sm:px-6 lg:px-8">
        {crumbs ? <Breadcrumb crumbs={crumbs} /> : null}
        <header className={crumbs ? 'mt-4' : ''}>
          {eyebrow ? (
            <p className="text-xs font-semibold tracking-[0.14em] text-gold-300 uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-1 text-2xl font-semibold tracking-tight break-words text-chalk sm:text-3xl">
            {title}
          </h1>
          {subtitle ? (
            <div className="mt-2 max-w-3xl text-sm leading-6 text-mist">{subtitle}</div>
          ) : null}
        </header>
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_19rem] xl:grid-cols-[minmax(0,1fr)_21rem]">
          <div className="min-w-0">{children}</div>
          <aside aria-label="About these settings" className="min-w-0 space-y-5">
            <CascadeCard scope={scope} />
            {aside}
            <SectionNav />
          </aside>
        </div>
      </div>
    </div>
  );
}

const LEVELS: ReadonlyArray<{ kind: SettingsScopeKind; label: string }> = [
  { kind: 'club', label: 'Club' },
  { kind: 'league', label: 'League' },
  { kind: 'season', label: 'Season' },
  { kind: 'game', label: 'Game' },
];

/** Club -> league -> season -> game, this page's level marked: the nearest setting wins. */
function CascadeCard({ scope }: { scope: SettingsScopeKind }) {
  return (
    <section
      aria-labelledby="settings-cascade-heading"
      className="rounded-2xl border border-white/[0.07] bg-ink-900/70 p-5"
    >
      <h2 id="settings-cascade-heading" className="text-sm font-semibold text-chalk">
        How settings cascade
      </h2>
      <ol className="mt-3 flex flex-wrap items-center gap-0.5 text-xs font-semibold">
        {LEVELS.map((level, index) => (
          <li key={level.kind} className="flex items-center gap-0.5">
            {index > 0 ? <ChevronRight className="size-3 text-fog" aria-hidden="true" /> : null}
            <span
              aria-current={level.kind === scope ? 'step' : undefined}
              className={`rounded-full px-2 py-0.5 ${
                level.kind === scope
                  ? 'bg-gold-400 text-ink-950'
                  : 'border border-white/10 text-mist'
              }`}
            >
              {level.label}
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm leading-6 text-mist">
        Each level can override any setting; a game uses the nearest one.{' '}
        {scope === 'club'
          ? 'What you set here applies everywhere unless a league or season sets its own.'
          : `Anything this ${scope} does not set is inherited, and Reset makes a setting inherit again.`}
      </p>
    </section>
  );
}

function SectionNav() {
  return (
    <nav
      aria-label="Settings sections"
      className="hidden rounded-2xl border border-white/[0.07] bg-ink-900/40 p-5 lg:sticky lg:top-6 lg:block"
    >
      <h2 className="text-xs font-semibold tracking-wide text-fog uppercase">On this page</h2>
      <ul className="mt-3 space-y-1">
        {SETTINGS_SECTIONS.map((section) => (
          <li key={section.id}>
            <a
              href={`#${sectionAnchor(section)}`}
              className="block rounded-lg px-2 py-1.5 text-sm text-mist transition-colors hover:bg-white/[0.05] hover:text-chalk"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SettingsLoading({ label }: { label: string }) {
  return (
    <div className="space-y-6">
      <p role="status" className="sr-only">
        {label}
      </p>
      {[0, 1, 2].map((card) => (
        <div
          key={card}
          aria-hidden="true"
          className="rounded-2xl border border-white/[0.07] bg-ink-900/70 p-6"
        >
          <div className="h-5 w-36 animate-pulse rounded bg-white/[0.07]" />
          <div className="mt-6 grid gap-6 sm:grid-cols-2">
            {[0, 1].map((field) => (
              <div key={field} className="space-y-2.5">
                <div className="h-4 w-24 animate-pulse rounded bg-white/[0.05]" />
                <div className="h-12 animate-pulse rounded-xl bg-white/[0.04]" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * A scope's page while what it belongs to (a league, a season, a game) is loading or failed to
 * load: the page's frame with a skeleton, or the failure with Try again.
 */
export function SettingsPending({
  crumbs,
  eyebrow,
  title,
  scope,
  loadingLabel,
  failure,
}: {
  crumbs: readonly Crumb[];
  eyebrow: string;
  title: string;
  scope: SettingsScopeKind;
  loadingLabel: string;
  /** Set when the load failed: what failed, and how to try again. */
  failure?: { title: string; retry: () => void };
}) {
  return (
    <SettingsLayout crumbs={crumbs} eyebrow={eyebrow} title={title} scope={scope}>
      {failure ? (
        <SettingsLoadError title={failure.title} onRetry={failure.retry} />
      ) : (
        <SettingsLoading label={loadingLabel} />
      )}
    </SettingsLayout>
  );
}

export function SettingsLoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert
      title={title}
      actions={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}

/** An unknown league or season: say so and lead back to the club's settings. */
export function SettingsNotFound({ title, message }: { title: string; message: string }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-20 text-center">
      <SearchX className="size-10 text-gold-300" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-chalk">{title}</h1>
      <p className="mt-3 text-mist">{message}</p>
      <ButtonLink to={paths.settings.club()} className="mt-8">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Club Settings
      </ButtonLink>
    </div>
  );
}
