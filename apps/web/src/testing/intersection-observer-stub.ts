import { act } from 'react';
import { vi } from 'vitest';

export interface ObservedElement {
  callback: IntersectionObserverCallback;
  target?: Element;
}

/**
 * Puts a stand-in IntersectionObserver on the window (jsdom has none, so useNearViewport would
 * answer "near" at once): each observer made is kept in `observed` with the element it watches,
 * and `comeNear(index)` tells that observer its element came near the screen. Undo with
 * vi.unstubAllGlobals().
 */
export function stubIntersectionObserver() {
  const observed: ObservedElement[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: ObservedElement;
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback };
        observed.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {}
    },
  );
  const comeNear = (index = 0) => {
    const watched = observed[index];
    if (!watched) throw new Error(`no IntersectionObserver number ${index} was made`);
    act(() =>
      watched.callback(
        [{ isIntersecting: true, target: watched.target } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
  };
  return { observed, comeNear };
}
