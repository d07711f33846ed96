import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useServerNow } from './use-server-now';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
});

// This screen's clock is 250 ms behind the server's.
const live = { now: () => Date.now() + 250 };

it('re-reads the server time just after each whole server second', () => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000_100);
  const { result } = renderHook(() => useServerNow(live));
  expect(result.current).toBe(1_000_000_350);

  // The server's next second begins 650 ms later on this screen's clock.
  act(() => vi.advanceTimersByTime(640));
  expect(result.current).toBe(1_000_000_350);
  act(() => vi.advanceTimersByTime(20));
  expect(Math.floor(result.current / 1000)).toBe(1_000_001);
  expect(result.current % 1000).toBeLessThan(10);
  act(() => vi.advanceTimersByTime(1_000));
  expect(Math.floor(result.current / 1000)).toBe(1_000_002);
  expect(result.current % 1000).toBeLessThan(10);
});

it('aligns the ticks to a given moment, such as the end of the level', () => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000_100);
  // The level ends at server time ...700: the shown second changes at every ...700.
  const { result } = renderHook(() => useServerNow(live, 1_000, 1_000_099_700));
  act(() => vi.advanceTimersByTime(360));
  expect(result.current % 1000).toBeGreaterThanOrEqual(700);
  expect(result.current % 1000).toBeLessThan(710);
});

it('reads the time at once when the tab is shown again', () => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000_100);
  const { result } = renderHook(() => useServerNow(live, 60_000));
  vi.setSystemTime(1_000_030_000);
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
  expect(result.current).toBe(1_000_030_250);
});
