import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { OfflineBanner, offlineBannerText, SENDING_NOTICE_DELAY_MS } from './offline-banner';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('says offline with the actions waiting, and nothing once live with all confirmed', () => {
  expect(offlineBannerText('offline', 2, false)).toBe('Offline: 2 actions waiting');
  expect(offlineBannerText('offline', 1, false)).toBe('Offline: 1 action waiting');
  expect(offlineBannerText('offline', 0, false)).toBe('Offline');
  expect(offlineBannerText('connecting', 3, false)).toBe('Connecting: 3 actions waiting');
  expect(offlineBannerText('connecting', 0, false)).toBeNull();
  expect(offlineBannerText('live', 0, true)).toBeNull();
  expect(offlineBannerText('live', 1, false)).toBeNull();
  expect(offlineBannerText('live', 1, true)).toBe('Sending: 1 action waiting');
});

it('mentions commands on their way only when they take a while', () => {
  vi.useFakeTimers();
  const pending = [{}, {}];
  const { rerender } = render(<OfflineBanner live={{ connection: 'live', pending }} />);
  expect(screen.getByRole('status').textContent).toBe('');
  act(() => vi.advanceTimersByTime(SENDING_NOTICE_DELAY_MS));
  expect(screen.getByRole('status').textContent).toBe('Sending: 2 actions waiting');
  rerender(<OfflineBanner live={{ connection: 'live', pending: [] }} />);
  expect(screen.getByRole('status').textContent).toBe('');
});
