import { CalendarPlus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../../components/ui/link';
import { clubCan } from '../../../lib/club/club-roles';
import { useClubRole, useSelectedClub } from '../../../lib/club/use-selected-club';
import { useShellPanels } from '../../../lib/shell-panels';
import { sidebarSections, type SidebarItem } from '../sidebar-items';

const ITEM =
  'group relative flex h-10 items-center gap-3 rounded-xl text-sm font-medium transition-colors';

function SidebarLink({
  item,
  active,
  collapsed,
  onNavigate,
}: {
  item: SidebarItem;
  active: boolean;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const Icon = item.icon;
  return (
    <li>
      <Link
        to={item.to}
        aria-current={active ? 'page' : undefined}
        title={collapsed ? item.label : undefined}
        onClick={onNavigate}
        className={[
          ITEM,
          collapsed ? 'justify-center px-0' : 'px-3',
          active
            ? 'bg-felt-800/70 text-chalk shadow-[inset_0_0_0_1px_rgb(63_180_127/0.25)]'
            : 'text-mist hover:bg-white/[0.05] hover:text-chalk',
        ].join(' ')}
      >
        {active ? (
          <span
            aria-hidden="true"
            className="absolute inset-y-2 left-0 w-0.5 rounded-full bg-gold-400"
          />
        ) : null}
        <Icon
          className={`size-[1.125rem] shrink-0 ${active ? 'text-gold-300' : 'text-fog group-hover:text-mist'}`}
          aria-hidden="true"
        />
        <span className={collapsed ? 'sr-only' : 'truncate'}>{item.label}</span>
      </Link>
    </li>
  );
}

/** The Schedule Game modal's opener (SPEC.md section 2), a button among the links. */
function ScheduleGameItem({
  collapsed,
  onNavigate,
}: {
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { openPanel } = useShellPanels();
  return (
    <li>
      <button
        type="button"
        title={collapsed ? 'Schedule Game' : undefined}
        aria-haspopup="dialog"
        onClick={() => {
          onNavigate?.();
          openPanel('schedule-game');
        }}
        className={`${ITEM} w-full text-gold-200 hover:bg-white/[0.05] hover:text-chalk ${collapsed ? 'justify-center px-0' : 'px-3'}`}
      >
        <CalendarPlus className="size-[1.125rem] shrink-0 text-gold-300" aria-hidden="true" />
        <span className={collapsed ? 'sr-only' : 'truncate'}>Schedule Game</span>
      </button>
    </li>
  );
}

/**
 * The sidebar's items for the selected club and role (SPEC.md section 2), in the desktop
 * rail and the phone drawer alike. `onNavigate` lets the drawer close after a choice.
 */
export function SidebarNav({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const { club } = useSelectedClub();
  const role = useClubRole();
  const { general, management } = sidebarSections(club, role);
  const managementId = useId();

  const list = (items: SidebarItem[], labelledBy?: string, extra?: ReactNode) => (
    <ul className="space-y-1" aria-labelledby={labelledBy}>
      {items.map((item) => (
        <SidebarLink
          key={item.id}
          item={item}
          active={item.isActive(pathname)}
          collapsed={collapsed}
          onNavigate={onNavigate}
        />
      ))}
      {extra}
    </ul>
  );
  // Hidden for Demo, who may look at the management pages but not schedule (SPEC.md section 2).
  const scheduleGame =
    club && clubCan(role, 'game:schedule') ? (
      <ScheduleGameItem collapsed={collapsed} onNavigate={onNavigate} />
    ) : null;

  return (
    <nav aria-label="Sidebar" className="flex flex-col gap-6">
      {list(general)}
      {management.length > 0 ? (
        <div>
          <h2
            id={managementId}
            className={
              collapsed
                ? 'sr-only'
                : 'mb-2 px-3 text-xs font-semibold tracking-wider text-fog uppercase'
            }
          >
            Management
          </h2>
          {collapsed ? (
            <div aria-hidden="true" className="mx-3 mb-3 border-t border-white/10" />
          ) : null}
          {list(management, managementId, scheduleGame)}
        </div>
      ) : null}
    </nav>
  );
}
