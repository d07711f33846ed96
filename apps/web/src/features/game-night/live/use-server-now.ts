import { useEffect, useState } from 'react';

/** A little after the boundary, so a timer firing a hair early still lands past it. */
const AFTER_BOUNDARY_MS = 4;

/**
 * The server's time (`live.now()`), re-read every `everyMs` at the moments where
 * (time - alignTo) is a whole multiple of `everyMs` on the server's clock: every screen of the
 * night re-renders at the same instant, so they flip the second together. Pass the level's end
 * (now + remaining_ms) as `alignTo` to flip exactly when the shown second changes. Also
 * re-read at once when the tab is shown again (timers sleep in a hidden tab).
 */
export function useServerNow(live: { now: () => number }, everyMs = 1_000, alignTo = 0): number {
  const { now } = live;
  const [time, setTime] = useState(now);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = now();
      setTime(current);
      const intoStep = (((current - alignTo) % everyMs) + everyMs) % everyMs;
      timer = setTimeout(tick, everyMs - intoStep + AFTER_BOUNDARY_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      tick();
    };
    tick();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [now, everyMs, alignTo]);
  return time;
}
