import { useLayoutEffect, useRef, useState } from 'react';

export interface ChartSize {
  width: number;
  height: number;
}

/**
 * The size, in CSS pixels, of the box a chart draws into, followed as the box changes (a phone
 * turned, a window resized). The charts draw at this size so their labels keep a readable
 * 12 px on a 390 px phone instead of shrinking with a scaled drawing; before the box is laid
 * out (or where there is no layout, as in jsdom) they draw at `fallback`.
 */
export function useChartSize<T extends HTMLElement>(fallback: ChartSize) {
  const ref = useRef<T>(null);
  const [size, setSize] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const box = element.getBoundingClientRect();
      const width = Math.round(box.width);
      const height = Math.round(box.height);
      if (width === 0 || height === 0) return;
      setSize((drawn) =>
        drawn.width === width && drawn.height === height ? drawn : { width, height },
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}
