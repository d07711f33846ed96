import { useQuery } from '@tanstack/react-query';
import { OctagonAlert, RotateCcw } from 'lucide-react';
import { startTransition, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useForgetActiveLeagueOnClubSwitch } from '../../../lib/club/active-season-store';
import { LOAD_CLUBS_FAILED } from '../../../lib/club/user-clubs';
import { subscriptionLimitsQueryOptions } from '../../clubs';
import { hiddenSeasonQueryOptions } from '../../leagues';
import {
  useRememberSelectedClub,
  useSelectedClub,
  useUserClubs,
} from '../../../lib/club/use-selected-club';
import { ShellPanelsProvider } from '../shell-panels';
import { useIsDesktop, useSidebarCollapsed, useSidebarDrawer } from '../use-sidebar-state';
import { ShellLoadingScreen } from './shell-loading-screen';
import { DesktopSidebar, SidebarDrawer } from './sidebar';
import { TopBar } from './top-bar';
import { DemoWelcome } from './demo-welcome';
import { OnboardingLayer, usePrefetchOnboarding } from '../../onboarding';
import { usePrefetchDashboard } from '../../dashboard';

/**
 * How far the shell's first showing has come: `loading` until the clubs, the selected club's
 * subscription limits and its hidden season have loaded once (SPEC.md section 2; a failed
 * hidden season, a 404 included, does not hold the app back), then `frame` (the sidebar, the
 * top bar and the onboarding layer), then `page` (the page too). Later loads (another club's
 * after a switch) happen inside the shell.
 *
 * Each step is a transition, which React renders in slices of a few milliseconds; in the
 * data's own update (a query's answer renders synchronously) the whole shell was one task.
 * Its commit, which React does not split, is then two: the frame's, and the page's in the
 * next task (issue 20's Total Blocking Time on a phone). The loading screen stays up until the
 * frame is ready.
 */
type FirstLoad = 'loading' | 'frame' | 'page';

function useFirstLoad(): FirstLoad {
  const clubs = useUserClubs();
  const { club } = useSelectedClub();
  const limits = useQuery(subscriptionLimitsQueryOptions(club?.slug));
  const hiddenSeason = useQuery({
    ...hiddenSeasonQueryOptions(club?.slug ?? ''),
    enabled: Boolean(club),
    retry: false,
  });
  const loading = clubs.isLoading || limits.isLoading || hiddenSeason.isLoading;
  const [shown, setShown] = useState<FirstLoad>(loading ? 'loading' : 'page');
  useEffect(() => {
    if (shown === 'loading' && !loading) startTransition(() => setShown('frame'));
    if (shown === 'frame') startTransition(() => setShown('page'));
  }, [loading, shown]);
  return shown;
}

function ClubsLoadError() {
  const clubs = useUserClubs();
  if (!clubs.isError || clubs.data) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-suit-red/30 bg-suit-red-deep/15 px-4 py-3 sm:px-6 lg:px-8"
    >
      <p className="flex min-w-0 flex-1 items-center gap-2.5 text-sm font-medium text-chalk">
        <OctagonAlert className="size-5 shrink-0 text-suit-red" aria-hidden="true" />
        {LOAD_CLUBS_FAILED}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={clubs.isFetching}
        onClick={() => void clubs.refetch()}
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}

/**
 * The signed-in app's frame (SPEC.md section 2): sidebar, top bar, and the page. Rendered
 * under RequireAuth, inside the app's data providers.
 */
export function AppShell() {
  useRememberSelectedClub();
  useForgetActiveLeagueOnClubSwitch();
  usePrefetchOnboarding();
  usePrefetchDashboard();
  const firstLoad = useFirstLoad();
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const drawer = useSidebarDrawer();
  const desktop = useIsDesktop();

  if (firstLoad === 'loading') return <ShellLoadingScreen />;

  return (
    <ShellPanelsProvider>
      <div className="min-h-dvh">
        <a
          href="#main-content"
          className="fixed top-3 left-3 z-[60] -translate-y-24 rounded-full bg-gold-400 px-4 py-2 text-sm font-semibold text-ink-950 shadow-lg transition-transform focus:translate-y-0"
        >
          Skip to content
        </a>
        {desktop ? (
          <DesktopSidebar collapsed={collapsed} onToggleCollapsed={toggleCollapsed} />
        ) : null}
        <SidebarDrawer open={drawer.open} onClose={drawer.close} />
        <div
          className={`flex min-h-dvh flex-col transition-[padding] duration-200 ${collapsed ? 'lg:pl-[4.5rem]' : 'lg:pl-64'}`}
        >
          <TopBar drawerOpen={drawer.open} onOpenDrawer={drawer.show} />
          <DemoWelcome />
          <OnboardingLayer />
          <ClubsLoadError />
          <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
            {firstLoad === 'page' ? <Outlet /> : null}
          </main>
        </div>
      </div>
    </ShellPanelsProvider>
  );
}
