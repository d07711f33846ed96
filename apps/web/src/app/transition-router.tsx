import { useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { NavigationPendingContext } from '../lib/navigation-pending';

/**
 * React Router's declarative BrowserRouter, with one addition: it owns the transition that
 * navigations run in, so the layout can show a progress bar while the next page's chunk
 * loads. (BrowserRouter starts the same transition internally but keeps `isPending` to
 * itself, and the data router's useNavigation costs the landing page ~16 kB of gzipped
 * JavaScript.) During the transition the current page stays on screen.
 */
export function TransitionBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();

  useLayoutEffect(
    () => history.listen((update) => startTransition(() => setState(update))),
    [history],
  );

  return (
    <NavigationPendingContext value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}
