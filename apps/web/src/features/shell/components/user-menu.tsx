import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import {
  ChevronDown,
  LifeBuoy,
  LockKeyhole,
  LogOut,
  Settings2,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useNavigate } from 'react-router';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useLogOut } from '../../../lib/auth/log-out';
import { useAuth } from '../../../lib/auth/session-store';
import { useClubRole } from '../../../lib/club/use-selected-club';
import { paths } from '../../../lib/paths';
import { useShellPanels } from '../../../lib/shell-panels';

const DEMO_UNAVAILABLE = 'Not available in the demo';

const ITEM =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm text-chalk data-disabled:cursor-not-allowed data-disabled:text-fog data-disabled:opacity-60 data-focus:bg-white/[0.06]';

function Item({
  icon: Icon,
  label,
  onSelect,
  demoOnly = false,
}: {
  icon: LucideIcon;
  label: string;
  onSelect: () => void;
  /** Disabled, saying why, for the Demo role. */
  demoOnly?: boolean;
}) {
  return (
    <MenuItem
      as="button"
      type="button"
      disabled={demoOnly}
      title={demoOnly ? DEMO_UNAVAILABLE : undefined}
      onClick={onSelect}
      className={ITEM}
    >
      <Icon className="size-4 shrink-0 text-fog" aria-hidden="true" />
      {label}
    </MenuItem>
  );
}

/**
 * The top bar's user menu (SPEC.md section 2). Demo visitors keep Your Profile (read-only
 * there) and Sign Out; account management, password and help are not theirs.
 */
export function UserMenu() {
  const auth = useAuth();
  const user = auth.status === 'authenticated' ? auth.user : null;
  const role = useClubRole();
  const demo = role === 'Demo';
  const { openPanel } = useShellPanels();
  const navigate = useNavigate();
  const { logOut } = useLogOut();
  const name = user?.full_name.trim() || 'Sign In';
  const avatarName = user ? user.full_name || user.first_name || user.email : '';

  return (
    <Menu as="div" className="relative shrink-0">
      <MenuButton
        aria-label="User menu"
        className="flex h-11 items-center gap-3 rounded-full py-1 pr-1 pl-1 text-left transition-colors hover:bg-white/[0.05] data-active:bg-white/[0.06] md:pr-3"
      >
        <UserAvatar src={user?.avatar_url} name={avatarName} />
        <span className="hidden min-w-0 md:block">
          <span className="block max-w-[10rem] truncate text-sm leading-5 font-semibold text-chalk">
            {name}
          </span>
          <span className="block text-xs leading-4 text-fog">{role}</span>
        </span>
        <ChevronDown className="hidden size-4 text-fog md:block" aria-hidden="true" />
      </MenuButton>
      <MenuItems className="absolute right-0 z-50 mt-2 w-64 origin-top-right rounded-2xl border border-white/10 bg-ink-850 p-1.5 shadow-[0_24px_60px_-20px_rgb(0_0_0/0.9)] focus:outline-none">
        <div className="flex items-center gap-3 px-3 pt-2.5 pb-3">
          <UserAvatar src={user?.avatar_url} name={avatarName} size="md" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-chalk">{name}</p>
            {user ? <p className="truncate text-xs text-fog">{user.email}</p> : null}
            <p className="mt-1 inline-flex rounded-full bg-felt-800/80 px-2 py-0.5 text-[0.6875rem] font-semibold tracking-wide text-felt-200">
              {role}
            </p>
          </div>
        </div>
        <MenuSeparator className="mx-2 my-1 h-px bg-white/10" />
        <Item icon={UserRound} label="Your Profile" onSelect={() => openPanel('profile')} />
        <Item
          icon={Settings2}
          label="Manage Account"
          demoOnly={demo}
          onSelect={() => navigate(paths.account())}
        />
        <Item
          icon={LockKeyhole}
          label="Change Password"
          demoOnly={demo}
          onSelect={() => openPanel('change-password')}
        />
        <Item
          icon={LifeBuoy}
          label="Help & Support"
          demoOnly={demo}
          onSelect={() => navigate(paths.help())}
        />
        <MenuSeparator className="mx-2 my-1 h-px bg-white/10" />
        <Item icon={LogOut} label="Sign Out" onSelect={() => void logOut()} />
      </MenuItems>
    </Menu>
  );
}
