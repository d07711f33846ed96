import { House, Mail, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { SuitIcon } from '../../components/brand/suit-icon';
import { Button, ButtonLink } from '../../components/ui/button';
import { usePageTitle } from '../../lib/page-title';
import { paths } from '../../lib/paths';

function StatusShell({
  code,
  title,
  children,
}: {
  code: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden px-4 py-24 sm:py-32">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_center,var(--color-felt-900)_0%,transparent_65%)] opacity-70"
      />
      <div className="mx-auto max-w-xl text-center">
        <div className="flex justify-center gap-2 text-fog" aria-hidden="true">
          <SuitIcon suit="spade" className="size-5" />
          <SuitIcon suit="heart" className="size-5 text-suit-red" />
          <SuitIcon suit="diamond" className="size-5 text-suit-red" />
          <SuitIcon suit="club" className="size-5" />
        </div>
        <p className="mt-6 font-mono text-6xl font-bold tracking-tight text-gold-300 sm:text-7xl">
          {code}
        </p>
        <h1 className="mt-4 text-3xl font-semibold tracking-tight text-chalk sm:text-4xl">
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}

export function NotFoundView() {
  usePageTitle('Page not found');
  return (
    <StatusShell code="404" title="Page not found">
      <p className="mt-4 text-base leading-7 text-mist">
        That hand was mucked: the page you are looking for does not exist or has moved.
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.home()} size="lg">
          <House className="size-4" aria-hidden="true" />
          Back to home
        </ButtonLink>
        <ButtonLink to={paths.contact()} variant="secondary" size="lg">
          <Mail className="size-4" aria-hidden="true" />
          Contact Us
        </ButtonLink>
      </div>
    </StatusShell>
  );
}

export function SomethingWentWrongView() {
  usePageTitle('Something went wrong');
  return (
    <StatusShell code="Oops" title="Something went wrong">
      <p className="mt-4 text-base leading-7 text-mist">
        An unexpected error interrupted this page. Try again, or head back to the home page.
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => window.location.reload()}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Try again
        </Button>
        <ButtonLink to={paths.home()} variant="secondary" size="lg">
          <House className="size-4" aria-hidden="true" />
          Back to home
        </ButtonLink>
      </div>
    </StatusShell>
  );
}

/** The `*` route: any path no other route claims. */
export function NotFoundPage() {
  return <NotFoundView />;
}
