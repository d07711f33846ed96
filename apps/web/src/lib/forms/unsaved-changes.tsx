import { createContext, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { UNSAFE_NavigationContext as NavigationContext, type Navigator } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

export const UNSAVED_CHANGES_MESSAGES = {
  title: 'Leave without saving?',
  description: 'Your unsaved changes on this page will be lost.',
  leave: 'Leave page',
} as const;

/**
 * The forms that hold unsaved edits right now, and how to ask the person before a navigation
 * drops them. One per router: the router's own Back/Forward handling (TransitionBrowserRouter)
 * and the in-app links (through `UnsavedChangesProvider`) both ask it.
 */
export class NavigationGuard {
  private readonly forms = new Set<{ current: boolean }>();
  private asker: ((proceed: () => void) => void) | null = null;

  /** A form's edits; the form keeps `current` up to date. */
  add(dirty: { current: boolean }): () => void {
    this.forms.add(dirty);
    return () => this.forms.delete(dirty);
  }

  get blocked(): boolean {
    return [...this.forms].some((form) => form.current);
  }

  /** Runs `proceed` now, or once the person agrees to drop their edits. */
  attempt(proceed: () => void): void {
    if (!this.blocked || !this.asker) proceed();
    else this.asker(proceed);
  }

  setAsker(asker: ((proceed: () => void) => void) | null): void {
    this.asker = asker;
  }
}

const GuardContext = createContext<NavigationGuard | null>(null);

/**
 * Asks before any in-app navigation (a link, a redirect, `navigate()`) leaves a page whose form
 * has unsaved edits (issue 19): it hands the pages below a navigator that goes through
 * `guard`, and shows the question. Back and Forward are the router's to stop (they change the
 * address before anyone is asked); TransitionBrowserRouter asks the same `guard`.
 */
export function UnsavedChangesProvider({
  guard: given,
  children,
}: {
  guard?: NavigationGuard;
  children: ReactNode;
}) {
  const [guard] = useState(() => given ?? new NavigationGuard());
  const [pending, setPending] = useState<{ proceed: () => void } | null>(null);
  const parent = use(NavigationContext);

  useEffect(() => {
    guard.setAsker((proceed) => setPending({ proceed }));
    return () => guard.setAsker(null);
  }, [guard]);

  const context = useMemo(() => {
    const inner = parent.navigator;
    const navigator: Navigator = {
      createHref: (to) => inner.createHref(to),
      encodeLocation: inner.encodeLocation ? (to) => inner.encodeLocation!(to) : undefined,
      go: (delta) => guard.attempt(() => inner.go(delta)),
      push: (to, state, options) => guard.attempt(() => inner.push(to, state, options)),
      replace: (to, state, options) => guard.attempt(() => inner.replace(to, state, options)),
    };
    return { ...parent, navigator };
  }, [parent, guard]);

  return (
    <GuardContext value={guard}>
      <NavigationContext value={context}>{children}</NavigationContext>
      <ConfirmDialog
        open={pending !== null}
        title={UNSAVED_CHANGES_MESSAGES.title}
        description={UNSAVED_CHANGES_MESSAGES.description}
        confirmLabel={UNSAVED_CHANGES_MESSAGES.leave}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const proceed = pending?.proceed;
          setPending(null);
          proceed?.();
        }}
      />
    </GuardContext>
  );
}

/**
 * A form with edits the person has not saved: while `dirty`, leaving the page asks first (in-app
 * links, Back and Forward) and closing or reloading the tab gets the browser's own question.
 * Call `release()` right before a navigation the form makes itself after saving, when its
 * `dirty` has not caught up yet.
 */
export function useUnsavedChanges(dirty: boolean): { release: () => void } {
  const guard = use(GuardContext);
  const ref = useRef(dirty);

  useEffect(() => {
    ref.current = dirty;
  }, [dirty]);

  useEffect(() => guard?.add(ref), [guard]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return useMemo(
    () => ({
      release: () => {
        ref.current = false;
      },
    }),
    [],
  );
}
