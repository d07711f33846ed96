import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import { ShellPanelsContext, type ShellPanelName, type ShellPanels } from '../../lib/shell-panels';
import { loadChangePasswordModal } from '../account';
import { loadScheduleGameModal } from '../games';
import { loadProfileEditorPanel } from '../profile';

/*
 * The side panels and modals the shell opens from anywhere (SPEC.md section 2): the profile
 * editor ('Edit Profile'), the Change Password modal and the sidebar's Schedule Game modal.
 * Their components live in features/profile, features/account and features/games; this
 * provider owns which one is open. Pages open one with lib/shell-panels' useShellPanels.
 */

// Each is its own chunk, fetched the first time it opens.
const ProfileEditorPanel = lazyNamed(loadProfileEditorPanel, 'ProfileEditorPanel');
const ChangePasswordModal = lazyNamed(loadChangePasswordModal, 'ChangePasswordModal');
const ScheduleGameModal = lazyNamed(loadScheduleGameModal, 'ScheduleGameModal');

export function ShellPanelsProvider({ children }: { children: ReactNode }) {
  const [panel, setPanel] = useState<ShellPanelName | null>(null);
  // A panel stays mounted once opened, so closing it can play its exit transition.
  const [opened, setOpened] = useState<ReadonlySet<ShellPanelName>>(() => new Set());
  if (panel && !opened.has(panel)) setOpened(new Set(opened).add(panel));
  const value = useMemo<ShellPanels>(
    () => ({ panel, openPanel: setPanel, closePanel: () => setPanel(null) }),
    [panel],
  );
  return (
    <ShellPanelsContext value={value}>
      {children}
      <Suspense fallback={null}>
        {opened.has('profile') ? (
          <ProfileEditorPanel open={panel === 'profile'} onClose={value.closePanel} />
        ) : null}
        {opened.has('change-password') ? (
          <ChangePasswordModal open={panel === 'change-password'} onClose={value.closePanel} />
        ) : null}
        {opened.has('schedule-game') ? (
          <ScheduleGameModal open={panel === 'schedule-game'} onClose={value.closePanel} />
        ) : null}
      </Suspense>
    </ShellPanelsContext>
  );
}
