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
import { blindClockPath } from '../clubs/club-pages';
import { clubCan } from '../clubs/club-roles';

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

const exactly =
  (...paths: string[]) =>
  (pathname: string) =>
    paths.includes(pathname.replace(/\/+$/, '') || '/');
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
      to: '/app/dashboard',
      icon: LayoutDashboard,
      isActive: exactly('/app/dashboard'),
    },
    {
      id: 'game-dashboard',
      label: 'Games',
      to: '/app/games',
      icon: CalendarDays,
      isActive: (pathname) => under('/app/games')(pathname) || under('/app/game')(pathname),
    },
    {
      id: 'league-dashboard',
      label: 'Leagues',
      to: '/app/dashboard/leagues',
      icon: Trophy,
      isActive: under('/app/dashboard/leagues'),
    },
    {
      id: 'members-directory',
      label: 'Members',
      to: '/app/members/directory',
      icon: Users,
      // The directory and the member profiles it links to.
      isActive: (pathname) => under('/app/members')(pathname) && !exactly('/app/members')(pathname),
    },
    {
      id: club?.has_blind_structures ? 'blind-clock-scoped' : 'blind-clock',
      label: 'Blind Clock',
      to: blindClockPath(club),
      icon: Timer,
      isActive: under('/app/tools/clock'),
    },
  ];
  if (!clubCan(role, 'club:see-management')) return { general, management: [] };

  // The Schedule Game modal (SPEC.md section 2; hidden for Demo: `clubCan(role, 'game:schedule')`)
  // joins this section with the games issue: until then there is nothing honest for it to open.
  const management: SidebarItem[] = [
    {
      id: 'members',
      label: 'Manage Members',
      to: '/app/members',
      icon: UserCog,
      isActive: exactly('/app/members'),
    },
    {
      id: 'blind-schedules',
      label: 'Blind Structures',
      to: '/app/club/blind-schedules',
      icon: Layers,
      isActive: under('/app/club/blind-schedules'),
    },
    {
      id: 'settings-club',
      label: 'Club Settings',
      to: '/app/settings',
      icon: Settings,
      isActive: under('/app/settings'),
    },
  ];
  return { general, management };
}

/** The top bar's title for a page (the document title is each page's own). */
export function shellPageTitle(pathname: string): string {
  const titles: [RegExp, string][] = [
    [/^\/app\/dashboard\/leagues(?:\/|$)/, 'Leagues'],
    [/^\/app\/dashboard\/?$/, 'Dashboard'],
    [/^\/app\/games?(?:\/|$)/, 'Games'],
    [/^\/app\/season\//, 'Seasons'],
    [/^\/app\/seasons(?:\/|$)/, 'Seasons'],
    [/^\/app\/members\/?$/, 'Manage Members'],
    [/^\/app\/members\//, 'Members'],
    [/^\/app\/club\/blind-schedules(?:\/|$)/, 'Blind Structures'],
    [/^\/app\/settings\/league\//, 'League Settings'],
    [/^\/app\/settings\/season\//, 'Season Settings'],
    [/^\/app\/settings(?:\/|$)/, 'Club Settings'],
    [/^\/app\/tools\/clock(?:\/|$)/, 'Blind Clock'],
    [/^\/app\/account\/?$/, 'Manage Account'],
    [/^\/app\/billing(?:\/|$)/, 'Billing'],
    [/^\/app\/help\/?$/, 'Help & Support'],
  ];
  return titles.find(([pattern]) => pattern.test(pathname))?.[1] ?? '';
}
