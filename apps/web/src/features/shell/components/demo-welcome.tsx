import { Eye, X } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useClubRole } from '../../../lib/club/use-selected-club';

/** Set once the welcome was shown in this tab; logging out clears session storage with it. */
export const DEMO_WELCOME_KEY = 'felt.demoWelcomeShown';

function shownBefore(): boolean {
  try {
    return window.sessionStorage.getItem(DEMO_WELCOME_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberShown(): void {
  try {
    window.sessionStorage.setItem(DEMO_WELCOME_KEY, '1');
  } catch {
    // Storage refused: the welcome may come again on the next page load, nothing worse.
  }
}

/**
 * SPEC.md section 2's demo welcome 'Take the Reins', once per browser session for Demo users.
 * A non-modal dialog in a corner: the club stays usable behind it, and it never comes back in
 * this session once shown (Leave Demo clears session storage, so a new visit is welcomed).
 */
export function DemoWelcome() {
  const role = useClubRole();
  const [open, setOpen] = useState(() => !shownBefore());
  const titleId = useId();
  const textId = useId();
  const showing = open && role === 'Demo';

  useEffect(() => {
    if (showing) rememberShown();
  }, [showing]);

  if (!showing) return null;
  const close = () => setOpen(false);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') close();
  };

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={onKeyDown}
      className="fixed right-4 bottom-4 left-4 z-50 rounded-2xl border border-gold-400/30 bg-ink-900 p-5 shadow-2xl sm:left-auto sm:w-96"
    >
      <button
        type="button"
        onClick={close}
        aria-label="Close"
        className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-full text-mist hover:bg-white/5 hover:text-chalk"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
      <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-gold-300 uppercase">
        <Eye className="size-4" aria-hidden="true" />
        Demo club
      </p>
      <h2 id={titleId} className="mt-2 text-xl font-semibold text-chalk">
        Take the Reins
      </h2>
      <div id={textId} className="mt-2 space-y-2 text-sm leading-6 text-mist">
        <p>
          This club is in full swing: a year of results and standings, next week&rsquo;s games with
          their RSVPs, and tonight&rsquo;s tournament on the clock.
        </p>
        <p>Look around as its director would. The demo is read-only, so nothing you try sticks.</p>
      </div>
      <Button className="mt-4 w-full" onClick={close}>
        Start exploring
      </Button>
    </section>
  );
}
