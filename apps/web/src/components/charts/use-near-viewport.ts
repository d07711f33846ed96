import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element is on screen or within `margin` of it, once and for good: a chart's
 * drawing code is fetched only when its box comes near, so a page whose chart sits below the
 * fold (the leaderboard under its standings, a profile's stats on a phone) does not pay for it
 * on its first load (issue 20's budget). Printing asks for it too. Where there is no
 * IntersectionObserver (jsdom, very old browsers) the answer is yes at once.
 */
export function useNearViewport<T extends Element>(margin = '200px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    const onPrint = () => setNear(true);
    window.addEventListener('beforeprint', onPrint);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', onPrint);
    };
  }, [near, margin]);
  return [ref, near] as const;
}
