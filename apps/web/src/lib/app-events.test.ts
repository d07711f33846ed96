import { describe, expect, it, vi } from 'vitest';
import { emitClubUpdated, emitProfileUpdated, onClubUpdated, onProfileUpdated } from './app-events';

describe('app events', () => {
  it('delivers club-updated with the club id and name until unsubscribed', () => {
    const listener = vi.fn();
    const off = onClubUpdated(listener);
    emitClubUpdated({ clubId: 7, name: 'Thursday Night Poker' });
    off();
    emitClubUpdated({ clubId: 7, name: 'Ignored' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ clubId: 7, name: 'Thursday Night Poker' });
  });

  it('delivers profile-updated until unsubscribed', () => {
    const listener = vi.fn();
    const off = onProfileUpdated(listener);
    emitProfileUpdated();
    off();
    emitProfileUpdated();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
