import {
  FEATURE_LABELS,
  type Club,
  type DashboardResponse,
  type FeatureCategory,
  type SubscriptionLimits,
} from '@felt/contract';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import {
  ArrowRight,
  CalendarClock,
  CalendarPlus,
  CalendarRange,
  CircleCheckBig,
  CircleDashed,
  Gem,
  History,
  LifeBuoy,
  Mail,
  Medal,
  Settings2,
  SlidersHorizontal,
  Trophy,
  UserPlus,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { SuitIcon } from '../../../components/brand/suit-icon';
import { Button } from '../../../components/ui/button';
import { DashboardCard } from '../../../components/ui/dashboard-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/ui/link';
import { useAuth } from '../../../lib/auth/session-store';
import { lazyNamed } from '../../../lib/lazy-named';
import { clubCan } from '../../../lib/club/club-roles';
import { useClubRole, useSelectedClub } from '../../../lib/club/use-selected-club';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { memberCountLabel, subscriptionLimitsQueryOptions } from '../../clubs';
import { NextGameSpotlight } from '../../games';
import { GettingStartedChecklist } from '../../onboarding';
import { useShellPanels } from '../../../lib/shell-panels';
import { useDashboard } from '../api/use-dashboard';
import { QuickActions } from '../components/quick-actions';
import { RecentResultsList } from '../components/recent-results-list';
import { StandingSummary } from '../components/standing-summary';

/*
 * The card of a running night brings the live layer (the game log's commands, the session and
 * the clock, ~15 kB compressed): loaded only when a night is running, not on every first load
 * of the dashboard (issue 20's 250 kB of script for any /app page).
 */
const LiveGameSummary = lazyNamed(() => import('../../game-night'), 'LiveGameSummary');

const PLAN_LABELS: Record<SubscriptionLimits['plan'], string> = {
  free: 'Free plan',
  pro: 'Pro plan',
  self_hosted: 'Self-hosted',
};

/** The contract's name of a category; one it does not know yet reads "Some category". */
function limitLabel(category: string): string {
  if (Object.hasOwn(FEATURE_LABELS, category)) {
    return FEATURE_LABELS[category as FeatureCategory];
  }
  const words = category.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function UsageRow({ label, used, limit }: { label: string; used: number; limit: number }) {
  const unlimited = limit < 0;
  const share = unlimited || limit === 0 ? 0 : Math.min(used / limit, 1);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="text-mist">{label}</span>
        <span className="font-medium text-chalk tabular-nums">
          {used} {unlimited ? 'of unlimited' : `of ${limit}`}
        </span>
      </div>
      {unlimited ? null : (
        <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-white/[0.06]" aria-hidden="true">
          <div
            className={`h-full rounded-full ${share >= 1 ? 'bg-suit-red' : 'bg-felt-400'}`}
            style={{ width: `${Math.max(share * 100, used > 0 ? 4 : 0)}%` }}
          />
        </div>
      )}
    </div>
  );
}

function PlanCard({ club }: { club: Club }) {
  const limits = useQuery(subscriptionLimitsQueryOptions(club.slug));
  return (
    <DashboardCard title="Plan" icon={Gem}>
      {limits.isError ? (
        <p className="text-sm text-suit-red">{limits.error.message}</p>
      ) : !limits.data ? (
        <div className="space-y-3" aria-hidden="true">
          <div className="h-6 w-28 animate-pulse rounded bg-white/[0.06]" />
          <div className="h-4 w-full animate-pulse rounded bg-white/[0.04]" />
        </div>
      ) : (
        <>
          <p className="text-2xl font-semibold tracking-tight text-chalk">
            {PLAN_LABELS[limits.data.plan]}
          </p>
          <div className="mt-5 space-y-4">
            {Object.entries(limits.data.limits).map(([category, { used, limit }]) => (
              <UsageRow key={category} label={limitLabel(category)} used={used} limit={limit} />
            ))}
          </div>
          <Link
            to={paths.billingUpgrade()}
            className="mt-5 inline-flex items-center gap-1.5 text-sm font-medium text-gold-300 underline-offset-4 hover:underline"
          >
            Plans and upgrades
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </>
      )}
    </DashboardCard>
  );
}

function ChecklistRow({ done, children }: { done: boolean; children: ReactNode }) {
  const Icon = done ? CircleCheckBig : CircleDashed;
  return (
    <li className="flex items-start gap-3 text-sm">
      <Icon
        className={`mt-0.5 size-4 shrink-0 ${done ? 'text-felt-300' : 'text-fog'}`}
        aria-hidden="true"
      />
      <span className={done ? 'text-chalk' : 'text-mist'}>
        {children}
        <span className="sr-only">{done ? ' (done)' : ' (not yet)'}</span>
      </span>
    </li>
  );
}

function QuickLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <li>
      <Link
        to={to}
        className="group flex items-center gap-3 rounded-xl border border-white/[0.06] bg-white/[0.02] px-4 py-3 text-sm font-medium text-chalk transition-colors hover:border-white/15 hover:bg-white/[0.05]"
      >
        <Icon className="size-4 text-gold-300" aria-hidden="true" />
        <span className="flex-1">{label}</span>
        <ArrowRight
          className="size-4 text-fog transition-transform group-hover:translate-x-0.5"
          aria-hidden="true"
        />
      </Link>
    </li>
  );
}

/** A card's body while the dashboard loads, or when it could not be read. */
function Pending({ query }: { query: UseQueryResult<DashboardResponse> }) {
  if (query.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-mist">
        <p>Could not load this. Check your connection.</p>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div role="status" aria-label="Loading" className="space-y-3">
      <div className="h-6 w-40 animate-pulse rounded bg-white/[0.06]" />
      <div className="h-12 animate-pulse rounded-xl bg-white/[0.04]" />
    </div>
  );
}

/** The next scheduled game with the viewer's RSVP; an honest empty state until one is scheduled. */
function NextGameCard({ club, query }: { club: Club; query: UseQueryResult<DashboardResponse> }) {
  const { openPanel } = useShellPanels();
  const canSchedule = clubCan(club.role, 'game:schedule');
  const data = query.data;
  return (
    <DashboardCard title="Next game" icon={CalendarClock} fill>
      {!data ? (
        <Pending query={query} />
      ) : data.next_game ? (
        <NextGameSpotlight game={data.next_game} role={club.role} more={data.upcoming_count - 1} />
      ) : (
        <EmptyState
          icon={CalendarClock}
          title="No games scheduled"
          compact
          actions={
            canSchedule ? (
              <Button size="sm" onClick={() => openPanel('schedule-game')}>
                <CalendarPlus className="size-4" aria-hidden="true" />
                Schedule Game
              </Button>
            ) : undefined
          }
        >
          {canSchedule
            ? 'Put the next game night on the calendar: members RSVP from their phones.'
            : 'When the club owner or a manager schedules a game, it shows here for you to RSVP.'}
        </EmptyState>
      )}
    </DashboardCard>
  );
}

/**
 * `/app/dashboard`: what is next in the selected club (issue 15): a night running now with its
 * clock and the viewer's seat, the next game with their RSVP, their standing in the active
 * season, the latest results, and for owners and managers the actions they take most. The
 * club's data comes in one read (GET /api/clubs/{slug}/dashboard/).
 */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const auth = useAuth();
  const { club } = useSelectedClub();
  const role = useClubRole();
  const { openPanel } = useShellPanels();
  const dashboard = useDashboard(club);
  if (auth.status !== 'authenticated') return null;
  const { user } = auth;
  const demo = role === 'Demo';
  const hasPayoutHandle = Boolean(user.venmo_handle || user.paypal_handle);

  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(ellipse_60%_80%_at_15%_0%,var(--color-felt-900)_0%,transparent_70%)]"
      />
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-20 sm:px-6 sm:pt-10 lg:px-8">
        <div className="flex gap-2 text-felt-200" aria-hidden="true">
          <SuitIcon suit="spade" className="size-4" />
          <SuitIcon suit="heart" className="size-4 text-suit-red" />
          <SuitIcon suit="diamond" className="size-4 text-suit-red" />
          <SuitIcon suit="club" className="size-4" />
        </div>
        <h1 className="mt-4 text-3xl font-semibold tracking-tight text-balance text-chalk sm:text-4xl">
          Welcome, {user.first_name || user.email}
        </h1>
        {club ? (
          <p className="mt-2 text-base text-mist">
            <span className="font-semibold text-chalk">{club.name}</span>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {role}
          </p>
        ) : null}

        {/* Club owners only (it renders nothing for anyone else): the next setup step first. */}
        <GettingStartedChecklist className="mt-8" />

        {club && dashboard.data && dashboard.data.running_games.length > 0 ? (
          <div className="mt-8 space-y-4">
            <Suspense
              fallback={
                <p role="status" className="text-sm text-mist">
                  Loading the live game...
                </p>
              }
            >
              {dashboard.data.running_games.map((game) => (
                <LiveGameSummary
                  key={game.slug}
                  gameSlug={game.slug}
                  title={game.title}
                  viewerMemberSlug={dashboard.data.viewer_member_slug}
                />
              ))}
            </Suspense>
          </div>
        ) : null}

        <div className="mt-8 grid gap-4 sm:gap-5 md:grid-cols-2 xl:grid-cols-3">
          {club ? <NextGameCard club={club} query={dashboard} /> : null}

          {club ? (
            <DashboardCard title="Your standing" icon={Medal} fill>
              {dashboard.data ? (
                <StandingSummary
                  standing={dashboard.data.standing}
                  canManage={clubCan(role, 'club:manage')}
                  visitor={demo}
                />
              ) : (
                <Pending query={dashboard} />
              )}
            </DashboardCard>
          ) : null}

          {club ? (
            <DashboardCard title="Recent results" icon={History} fill>
              {dashboard.data ? (
                <RecentResultsList clubSlug={club.slug} results={dashboard.data.recent_results} />
              ) : (
                <Pending query={dashboard} />
              )}
            </DashboardCard>
          ) : null}

          {club ? (
            <QuickActions club={club} runningGameSlug={dashboard.data?.running_games[0]?.slug} />
          ) : null}

          {club ? (
            <section
              aria-label="Your club"
              className="relative isolate overflow-hidden rounded-2xl border border-gold-400/15 bg-felt-900 p-5 sm:p-6 md:col-span-2 xl:col-span-1"
            >
              <div
                aria-hidden="true"
                className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_90%_-10%,var(--color-felt-600)_0%,transparent_60%)]"
              />
              <p className="text-sm font-semibold tracking-wide text-felt-200">Your club</p>
              <p className="mt-3 text-2xl font-semibold tracking-tight break-words text-chalk">
                {club.name}
              </p>
              <dl className="mt-5 grid grid-cols-2 gap-4 text-sm">
                <div>
                  <dt className="text-felt-200">Members</dt>
                  <dd className="mt-1 font-semibold text-chalk">
                    {memberCountLabel(club.memberCount)}
                  </dd>
                </div>
                <div>
                  <dt className="text-felt-200">Your role</dt>
                  <dd className="mt-1 font-semibold text-chalk">{role}</dd>
                </div>
              </dl>
            </section>
          ) : (
            <section
              aria-label="Your club"
              className="rounded-2xl border border-white/[0.07] bg-ink-900/70 p-5 sm:p-6"
            >
              <p className="text-sm text-mist">
                You are not a member of a club right now. An invite link from a club owner brings
                you in.
              </p>
            </section>
          )}

          {/* The plan is the owner's business; members are not shown its limits. */}
          {club && clubCan(role, 'club:see-management') ? <PlanCard club={club} /> : null}

          {/* The demo's visitor shares one read-only profile: nothing there is theirs to complete. */}
          {demo ? null : (
            <DashboardCard title="Your profile" icon={UserRound}>
              <ul className="space-y-3">
                <ChecklistRow done={Boolean(user.first_name && user.last_name)}>
                  Your first and last name
                </ChecklistRow>
                <ChecklistRow done={Boolean(user.avatar_url)}>A profile picture</ChecklistRow>
                <ChecklistRow done={hasPayoutHandle}>
                  A Venmo or PayPal handle, so winners can be paid in a tap
                </ChecklistRow>
              </ul>
              <Button
                variant="secondary"
                size="sm"
                className="mt-5"
                onClick={() => openPanel('profile')}
              >
                Edit Profile
              </Button>
            </DashboardCard>
          )}

          <DashboardCard
            title="Shortcuts"
            icon={ArrowRight}
            className="md:col-span-2 xl:col-span-3"
          >
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {club ? (
                <>
                  <QuickLink to={paths.league()} icon={Trophy} label="Leagues & seasons" />
                  <QuickLink to={paths.membersDirectory()} icon={Users} label="Member directory" />
                </>
              ) : null}
              {club && clubCan(role, 'club:see-management') ? (
                <>
                  <QuickLink to={paths.members()} icon={UserPlus} label="Invite & manage members" />
                  <QuickLink to={paths.seasons()} icon={CalendarRange} label="Seasons" />
                  <QuickLink
                    to={paths.settings.club()}
                    icon={SlidersHorizontal}
                    label="Club rules & payouts"
                  />
                </>
              ) : null}
              {demo ? null : <QuickLink to={paths.help()} icon={LifeBuoy} label="Help & Support" />}
              {demo ? null : (
                <QuickLink to={paths.account()} icon={Settings2} label="Manage Account" />
              )}
              <QuickLink to={paths.contact()} icon={Mail} label="Contact Us" />
            </ul>
          </DashboardCard>
        </div>
      </div>
    </div>
  );
}
