import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useWakeLock } from './use-wake-lock';

function installWakeLock() {
  const release = vi.fn(async () => undefined);
  const request = vi.fn(async () => ({ release }));
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, release };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'wakeLock');
  Reflect.deleteProperty(document, 'visibilityState');
});

it('keeps the screen on while active, asks again on return to the tab, and lets go after', async () => {
  const { request, release } = installWakeLock();
  const { rerender } = renderHook(({ active }) => useWakeLock(active), {
    initialProps: { active: false },
  });
  expect(request).not.toHaveBeenCalled();

  rerender({ active: true });
  await act(async () => {});
  expect(request).toHaveBeenCalledTimes(1);

  await act(async () => setVisibility('hidden'));
  await act(async () => setVisibility('visible'));
  expect(request).toHaveBeenCalledTimes(2);

  rerender({ active: false });
  await act(async () => {});
  expect(release).toHaveBeenCalled();
});

it('does nothing where the browser has no wake lock', () => {
  expect(() => renderHook(() => useWakeLock(true))).not.toThrow();
});
