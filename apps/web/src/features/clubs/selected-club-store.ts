import { useSyncExternalStore } from 'react';

/*
 * The club this browser last selected, per user (SPEC.md section 4's "stored club"), kept in
 * localStorage so a reload or a new tab opens the same club. Logout clears localStorage, and
 * with it every user's choice.
 */

const KEY_PREFIX = 'felt.selected-club.';

export function selectedClubStorageKey(userId: number): string {
  return `${KEY_PREFIX}${userId}`;
}

// Storage may be blocked; the choice then lasts as long as the page.
const memory = new Map<number, string | null>();
const listeners = new Set<() => void>();

export function readSelectedClubSlug(userId: number | null): string | null {
  if (userId === null) return null;
  try {
    return window.localStorage.getItem(selectedClubStorageKey(userId));
  } catch {
    return memory.get(userId) ?? null;
  }
}

export function storeSelectedClubSlug(userId: number, slug: string): void {
  memory.set(userId, slug);
  try {
    window.localStorage.setItem(selectedClubStorageKey(userId), slug);
  } catch {
    // Kept in memory above.
  }
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // Another tab switched club, or cleared storage on logout (`key` null).
  if (event.key === null || event.key.startsWith(KEY_PREFIX)) {
    for (const listener of listeners) listener();
  }
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The stored club slug of `userId`, re-rendering when it changes here or in another tab. */
export function useStoredClubSlug(userId: number | null): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readSelectedClubSlug(userId),
    () => null,
  );
}
