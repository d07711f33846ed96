import { LogOut, Menu as MenuIcon } from 'lucide-react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { appPageAt } from '../../../lib/app-pages';
import { useClubRole } from '../../../lib/club/use-selected-club';
import { ClubSelector } from '../../clubs';
import { useLeaveDemo } from '../use-leave-demo';
import { UserMenu } from './user-menu';

function LeaveDemoButton() {
  const { leave, pending } = useLeaveDemo();
  return (
    <Button
      variant="secondary"
      size="sm"
      className="px-3 sm:px-4"
      disabled={pending}
      onClick={() => void leave()}
    >
      <LogOut className="size-4" aria-hidden="true" />
      Leave Demo
    </Button>
  );
}

/** SPEC.md section 2's top bar: drawer toggle, page title, club selector, Leave Demo, user. */
export function TopBar({
  drawerOpen,
  onOpenDrawer,
}: {
  drawerOpen: boolean;
  onOpenDrawer: () => void;
}) {
  const { pathname } = useLocation();
  const role = useClubRole();
  const title = appPageAt(pathname)?.title ?? '';
  return (
    <header className="sticky top-0 z-20 border-b border-white/[0.06] bg-ink-950/80 backdrop-blur-md supports-[backdrop-filter]:bg-ink-950/65">
      <div className="flex h-16 items-center gap-2 px-3 sm:gap-3 sm:px-6 lg:px-8">
        <button
          type="button"
          onClick={onOpenDrawer}
          aria-label="Open sidebar"
          aria-expanded={drawerOpen}
          className="-ml-1 grid size-10 shrink-0 place-items-center rounded-full text-mist transition-colors hover:bg-white/[0.06] hover:text-chalk lg:hidden"
        >
          <MenuIcon className="size-5" aria-hidden="true" />
        </button>
        <p className="hidden min-w-0 truncate text-base font-semibold text-chalk min-[480px]:block">
          {title}
        </p>
        <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
          <ClubSelector />
          {role === 'Demo' ? <LeaveDemoButton /> : null}
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
