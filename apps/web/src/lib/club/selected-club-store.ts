import { createLocalStorageStore, useLocalStorageValue } from '../local-storage-store';

/*
 * The club this browser last selected, per user (SPEC.md section 4's "stored club"), kept in
 * localStorage so a reload or a new tab opens the same club. Logout clears localStorage, and
 * with it every user's choice.
 */

const KEY_PREFIX = 'felt.selected-club.';
const store = createLocalStorageStore(KEY_PREFIX);

export function selectedClubStorageKey(userId: number): string {
  return `${KEY_PREFIX}${userId}`;
}

const keyOf = (userId: number | null) => (userId === null ? null : selectedClubStorageKey(userId));

export function readSelectedClubSlug(userId: number | null): string | null {
  return store.read(keyOf(userId));
}

export function storeSelectedClubSlug(userId: number, slug: string): void {
  store.write(selectedClubStorageKey(userId), slug);
}

/** The stored club slug of `userId`, re-rendering when it changes here or in another tab. */
export function useStoredClubSlug(userId: number | null): string | null {
  return useLocalStorageValue(store, keyOf(userId));
}
