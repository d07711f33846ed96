import { useEffect } from 'react';

interface WakeLockHandle {
  release(): Promise<void>;
}

interface WakeLockNavigator {
  wakeLock?: { request(type: 'screen'): Promise<WakeLockHandle> };
}

/**
 * Keeps the screen on while `active`. The browser drops the lock whenever the tab is hidden, so
 * it is asked for again when the tab comes back. Browsers without the API, or that refuse (low
 * battery), simply let the screen sleep.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & WakeLockNavigator).wakeLock;
    if (!active || !wakeLock) return;
    let handle: WakeLockHandle | null = null;
    let cancelled = false;

    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock
        .request('screen')
        .then((lock) => {
          if (cancelled) void lock.release().catch(() => undefined);
          else handle = lock;
        })
        .catch(() => undefined);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') acquire();
    };

    acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void handle?.release().catch(() => undefined);
      handle = null;
    };
  }, [active]);
}
