import type { Club, ClubRoleName } from '@felt/contract';
import {
  CalendarDays,
  LayoutDashboard,
  Layers,
  Settings,
  Timer,
  Trophy,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { blindClockPath } from '../../lib/club/club-pages';
import { clubCan } from '../../lib/club/club-roles';
import { paths } from '../../lib/paths';

export interface SidebarItem {
  /** SPEC.md section 2's item name (`game-dashboard`, `settings-club`, ...). */
  id: string;
  label: string;
  to: string;
  icon: LucideIcon;
  isActive: (pathname: string) => boolean;
}

export interface SidebarSections {
  general: SidebarItem[];
  /** Empty for members. */
  management: SidebarItem[];
}

const exactly = (target: string) => (pathname: string) =>
  (pathname.replace(/\/+$/, '') || '/') === target;
const under = (prefix: string) => (pathname: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The sidebar of SPEC.md section 2 for the selected club and the user's role in it. One
 * Blind Clock item serves both clocks: it opens the club's own schedules when the club has
 * any (the scoped variant), else the plain clock.
 */
export function sidebarSections(club: Club | null, role: ClubRoleName): SidebarSections {
  const general: SidebarItem[] = [
    {
      id: 'dashboard',
      label: 'Dashboard',
      to: paths.dashboard(),
      icon: LayoutDashboard,
      isActive: exactly(paths.dashboard()),
    },
    {
      id: 'game-dashboard',
      label: 'Games',
      to: paths.games(),
      icon: CalendarDays,
      // The games list, its forms and each game's pages (`/app/game/{slug}/...`).
      isActive: (pathname) => under(paths.games())(pathname) || pathname.startsWith(paths.game('')),
    },
    {
      id: 'league-dashboard',
      label: 'Leagues',
      to: paths.league(),
      icon: Trophy,
      isActive: under(paths.league()),
    },
    {
      id: 'members-directory',
      label: 'Members',
      to: paths.membersDirectory(),
      icon: Users,
      // The directory and the member profiles it links to.
      isActive: (pathname) =>
        under(paths.members())(pathname) && !exactly(paths.members())(pathname),
    },
    {
      id: club?.has_blind_structures ? 'blind-clock-scoped' : 'blind-clock',
      label: 'Blind Clock',
      to: blindClockPath(club),
      icon: Timer,
      isActive: under(paths.clock()),
    },
  ];
  if (!clubCan(role, 'club:see-management')) return { general, management: [] };

  // The Schedule Game modal (SPEC.md section 2) ends this section, hidden for Demo: it opens a
  // dialog rather than a page, so SidebarNav adds it (`clubCan(role, 'game:schedule')`).
  const management: SidebarItem[] = [
    {
      id: 'members',
      label: 'Manage Members',
      to: paths.members(),
      icon: UserCog,
      isActive: exactly(paths.members()),
    },
    {
      id: 'blind-schedules',
      label: 'Blind Structures',
      to: paths.blindSchedules(),
      icon: Layers,
      isActive: under(paths.blindSchedules()),
    },
    {
      id: 'settings-club',
      label: 'Club Settings',
      to: paths.settings.club(),
      icon: Settings,
      isActive: under(paths.settings.club()),
    },
  ];
  return { general, management };
}
