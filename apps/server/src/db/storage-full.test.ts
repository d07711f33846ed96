import { describe, expect, it } from 'vitest';
import { isStorageFull, StorageState } from './storage-full';

const failure = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isStorageFull', () => {
  it.each(['SQLITE_FULL', '53100', 'ENOSPC', 'EDQUOT'])('recognises %s', (code) => {
    expect(isStorageFull(failure(code))).toBe(true);
  });

  it.each(['SQLITE_ERROR', 'SQLITE_CONSTRAINT_UNIQUE', '53300', '23505', 'EACCES'])(
    'does not take %s for a full disk',
    (code) => {
      expect(isStorageFull(failure(code))).toBe(false);
    },
  );

  it('looks into wrapped causes', () => {
    expect(isStorageFull(new Error('outer', { cause: failure('SQLITE_FULL') }))).toBe(true);
    expect(isStorageFull(null)).toBe(false);
    expect(isStorageFull('SQLITE_FULL')).toBe(false);
  });
});

describe('StorageState', () => {
  it('is full from a failed write until a write succeeds', () => {
    const state = new StorageState(() => new Date('2026-11-24T18:00:00Z'));
    state.writeFailed(failure('SQLITE_ERROR'));
    expect(state.full).toBeNull();
    state.writeFailed(failure('SQLITE_FULL', 'database or disk is full'));
    expect(state.full).toEqual({
      since: new Date('2026-11-24T18:00:00Z'),
      cause: 'database or disk is full',
    });
    state.writeSucceeded();
    expect(state.full).toBeNull();
  });
});
