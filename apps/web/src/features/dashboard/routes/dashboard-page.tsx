import { LoaderCircle, LogOut } from 'lucide-react';
import { SuitIcon } from '../../../components/brand/suit-icon';
import { Button } from '../../../components/ui/button';
import { useLogOut } from '../../../lib/auth/log-out';
import { useAuth } from '../../../lib/auth/session-store';
import { usePageTitle } from '../../../lib/page-title';

/** `/app/dashboard`, for now a signed-in welcome; the app shell issue fills it in. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const auth = useAuth();
  const { logOut, pending } = useLogOut();
  if (auth.status !== 'authenticated') return null;
  const { user } = auth;

  return (
    <div className="relative isolate overflow-clip">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_50%_at_20%_0%,var(--color-felt-900)_0%,transparent_70%)]"
      />
      <div className="mx-auto max-w-6xl px-4 pt-12 pb-24 sm:px-6 sm:pt-16 lg:px-8">
        <section
          aria-labelledby="dashboard-title"
          className="relative isolate overflow-hidden rounded-3xl border border-gold-400/15 bg-felt-900 px-6 py-10 shadow-[0_40px_100px_-40px_rgb(0_0_0/0.9)] sm:px-10 sm:py-12"
        >
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_80%_-20%,var(--color-felt-600)_0%,transparent_60%)]"
          />
          <div className="flex gap-2 text-felt-200" aria-hidden="true">
            <SuitIcon suit="spade" className="size-4" />
            <SuitIcon suit="heart" className="size-4 text-suit-red" />
            <SuitIcon suit="diamond" className="size-4 text-suit-red" />
            <SuitIcon suit="club" className="size-4" />
          </div>
          <h1
            id="dashboard-title"
            className="mt-5 text-3xl font-semibold tracking-tight text-balance text-chalk sm:text-4xl"
          >
            Welcome, {user.first_name || user.email}
          </h1>
          <p className="mt-3 text-base leading-7 text-felt-200">
            Signed in as{' '}
            <span className="font-semibold wrap-anywhere text-chalk">{user.email}</span>
          </p>
          <p className="mt-6 max-w-xl text-base leading-7 text-mist">
            Your club is set up. Leagues, games, members and the blind clock will live here.
          </p>
          <Button
            variant="secondary"
            size="lg"
            className="mt-8"
            disabled={pending}
            onClick={() => void logOut()}
          >
            {pending ? (
              <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
            ) : (
              <LogOut className="size-4" aria-hidden="true" />
            )}
            {pending ? 'Signing out...' : 'Sign Out'}
          </Button>
        </section>
      </div>
    </div>
  );
}
