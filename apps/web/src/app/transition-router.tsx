import { useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { NavigationGuard, UnsavedChangesProvider } from '../lib/forms/unsaved-changes';
import { NavigationPendingContext } from '../lib/navigation-pending';

/**
 * React Router's declarative BrowserRouter, with two additions. It owns the transition that
 * navigations run in, so the layout can show a progress bar while the next page's chunk
 * loads. (BrowserRouter starts the same transition internally but keeps `isPending` to
 * itself, and the data router's useNavigation costs the landing page ~16 kB of gzipped
 * JavaScript.) During the transition the current page stays on screen. And Back and Forward
 * ask before leaving a form with unsaved edits: the address has already changed when the
 * browser tells us, so it is put back and changed again once the person agrees.
 */
export function TransitionBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [guard] = useState(() => new NavigationGuard());
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();

  useLayoutEffect(() => {
    let restoring = false;
    let allowed = false;
    return history.listen((update) => {
      if (restoring) {
        restoring = false;
        return;
      }
      const delta = update.delta;
      if (update.action === 'POP' && delta && !allowed && guard.blocked) {
        restoring = true;
        history.go(-delta);
        guard.attempt(() => {
          allowed = true;
          history.go(delta);
        });
        return;
      }
      allowed = false;
      startTransition(() => setState(update));
    });
  }, [history, guard]);

  return (
    <NavigationPendingContext value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        <UnsavedChangesProvider guard={guard}>{children}</UnsavedChangesProvider>
      </Router>
    </NavigationPendingContext>
  );
}
