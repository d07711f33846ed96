import type { Club } from '@felt/contract';
import { ArrowRight, CalendarPlus, TimerReset, UserPlus, Zap } from 'lucide-react';
import { DashboardCard } from '../../../components/ui/dashboard-card';
import { Link } from '../../../components/ui/link';
import { clubCan } from '../../../lib/club/club-roles';
import { paths } from '../../../lib/paths';
import { useShellPanels } from '../../../lib/shell-panels';

const ACTION =
  'group flex w-full items-center gap-3 rounded-xl border border-gold-400/20 bg-gold-400/[0.05] px-4 py-3 text-left text-sm font-semibold text-chalk transition-colors hover:border-gold-400/40 hover:bg-gold-400/[0.1]';

function ActionBody({ icon: Icon, label }: { icon: typeof Zap; label: string }) {
  return (
    <>
      <Icon className="size-4 shrink-0 text-gold-300" aria-hidden="true" />
      <span className="flex-1">{label}</span>
      <ArrowRight
        className="size-4 text-fog transition-transform group-hover:translate-x-0.5"
        aria-hidden="true"
      />
    </>
  );
}

/**
 * What a director does most, one tap away: schedule a game (the shell's Schedule Game modal),
 * invite members, open the clock (the running night's, else the blind clock). Only for those
 * who may (owners and managers); never for Demo, who reads.
 */
export function QuickActions({ club, runningGameSlug }: { club: Club; runningGameSlug?: string }) {
  const { openPanel } = useShellPanels();
  const canSchedule = clubCan(club.role, 'game:schedule');
  const canInvite = clubCan(club.role, 'club:manage');
  const canRun = clubCan(club.role, 'game:run');
  if (!canSchedule && !canInvite && !canRun) return null;
  const clock = runningGameSlug
    ? paths.gamePlay(runningGameSlug)
    : club.has_blind_structures
      ? paths.clock({ clubSlug: club.slug })
      : paths.clock();
  return (
    <DashboardCard title="Quick actions" icon={Zap}>
      <ul className="grid gap-3">
        {canSchedule ? (
          <li>
            <button
              type="button"
              aria-haspopup="dialog"
              className={ACTION}
              onClick={() => openPanel('schedule-game')}
            >
              <ActionBody icon={CalendarPlus} label="Schedule Game" />
            </button>
          </li>
        ) : null}
        {canInvite ? (
          <li>
            <Link to={paths.members()} className={ACTION}>
              <ActionBody icon={UserPlus} label="Invite members" />
            </Link>
          </li>
        ) : null}
        {canRun ? (
          <li>
            <Link to={clock} className={ACTION}>
              <ActionBody icon={TimerReset} label="Open the clock" />
            </Link>
          </li>
        ) : null}
      </ul>
    </DashboardCard>
  );
}
