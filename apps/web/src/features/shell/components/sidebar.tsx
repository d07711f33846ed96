import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { FeltLogo, FeltMark } from '../../../components/brand/felt-logo';
import { Link } from '../../../components/ui/link';
import { useSelectedClub } from '../../../lib/club/use-selected-club';
import { paths } from '../../../lib/paths';
import { SidebarNav } from './sidebar-nav';

/** The selected club under the logo, so a one-club user (no selector) still sees it. */
function SidebarClub() {
  const { club } = useSelectedClub();
  if (!club) return null;
  return (
    <div className="mx-1 mb-5 rounded-xl border border-white/[0.06] bg-white/[0.02] px-3 py-2.5">
      <p className="text-[0.6875rem] font-semibold tracking-wider text-fog uppercase">Club</p>
      <p className="mt-0.5 truncate text-sm font-semibold text-chalk">{club.name}</p>
    </div>
  );
}

/** The desktop sidebar (1024 px and up): full width or icons only. */
export function DesktopSidebar({
  collapsed,
  onToggleCollapsed,
}: {
  collapsed: boolean;
  onToggleCollapsed: () => void;
}) {
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <aside
      data-testid="desktop-sidebar"
      className={`fixed inset-y-0 left-0 z-30 hidden flex-col border-r border-white/[0.06] bg-ink-900 transition-[width] duration-200 lg:flex ${collapsed ? 'w-[4.5rem]' : 'w-64'}`}
    >
      <div className={`flex h-16 shrink-0 items-center ${collapsed ? 'justify-center' : 'px-5'}`}>
        <Link to={paths.dashboard()} className="rounded-lg p-1" aria-label="Felt, dashboard">
          {collapsed ? <FeltMark className="size-8" /> : <FeltLogo />}
        </Link>
      </div>
      <div className="flex-1 overflow-y-auto px-3 pt-3 pb-6">
        {collapsed ? null : <SidebarClub />}
        <SidebarNav collapsed={collapsed} />
      </div>
      <div className="shrink-0 border-t border-white/[0.06] p-3">
        <button
          type="button"
          onClick={onToggleCollapsed}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          title={collapsed ? 'Expand sidebar' : undefined}
          className={`flex h-10 w-full items-center gap-3 rounded-xl text-sm font-medium text-fog transition-colors hover:bg-white/[0.05] hover:text-chalk ${collapsed ? 'justify-center' : 'px-3'}`}
        >
          <ToggleIcon className="size-[1.125rem] shrink-0" aria-hidden="true" />
          {collapsed ? null : <span>Collapse</span>}
        </button>
      </div>
    </aside>
  );
}

/** Below 1024 px: the sidebar as a drawer over the page. Escape or the backdrop closes it. */
export function SidebarDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 lg:hidden">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-ink-950/70 backdrop-blur-[2px] transition-opacity duration-200 ease-out data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex">
        <DialogPanel
          transition
          className="relative flex w-72 max-w-[85vw] flex-col border-r border-white/[0.08] bg-ink-900 shadow-[24px_0_60px_-20px_rgb(0_0_0/0.8)] transition duration-200 ease-out data-closed:-translate-x-full"
        >
          <DialogTitle className="sr-only">Navigation</DialogTitle>
          <div className="flex h-16 shrink-0 items-center justify-between px-5">
            <Link to={paths.dashboard()} className="rounded-lg p-1" onClick={onClose}>
              <FeltLogo />
            </Link>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close sidebar"
              className="-mr-2 grid size-10 place-items-center rounded-full text-mist transition-colors hover:bg-white/[0.06] hover:text-chalk"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-3 pt-3 pb-6">
            <SidebarClub />
            <SidebarNav onNavigate={onClose} />
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
