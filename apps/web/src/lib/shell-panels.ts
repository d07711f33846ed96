import { createContext, useContext } from 'react';

/*
 * Which of the shell's side panels and modals is open (SPEC.md section 2: 'Edit Profile', the
 * Change Password modal, the sidebar's Schedule Game modal), for any page to open one. The
 * shell's ShellPanelsProvider (features/shell) owns the state and mounts the panels; the
 * context and its hook live here, below the features, so a feature the shell itself mounts
 * (the onboarding layer, the dashboard) can open a panel without importing the shell, which
 * would make an import cycle.
 */

export type ShellPanelName = 'profile' | 'change-password' | 'schedule-game';

export interface ShellPanels {
  panel: ShellPanelName | null;
  openPanel: (name: ShellPanelName) => void;
  closePanel: () => void;
}

export const ShellPanelsContext = createContext<ShellPanels | null>(null);

export function useShellPanels(): ShellPanels {
  const panels = useContext(ShellPanelsContext);
  if (!panels) throw new Error('useShellPanels() needs a <ShellPanelsProvider> above it');
  return panels;
}
