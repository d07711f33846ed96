import { useEffect } from 'react';
import { useAuth } from '../lib/auth/session-store';

/**
 * While the demo visitor is signed in, the page ends the demo as it unloads (SPEC.md section
 * 4; lib/auth/demo-unload). Loaded on demand: other visitors never download it.
 */
export function useDemoUnload(): void {
  const auth = useAuth();
  const demo = auth.status === 'authenticated' && auth.demo === true;
  useEffect(() => {
    if (!demo) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../lib/auth/demo-unload').then((module) => {
      if (!cancelled) stop = module.watchDemoUnload();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [demo]);
}
