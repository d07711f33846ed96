import { useSyncExternalStore } from 'react';

/**
 * Strings remembered in localStorage under keys that start with `prefix`, re-rendering their
 * readers when one changes in this tab or another. Keeping them in localStorage (not a store of
 * their own) lets logout forget them all at once by clearing it.
 */
export interface LocalStorageStore {
  /** The value under `key`; null when there is none (or no key). */
  read: (key: string | null) => string | null;
  write: (key: string, value: string) => void;
  remove: (key: string) => void;
  /** Every key of this store that holds a value. */
  keys: () => string[];
  subscribe: (listener: () => void) => () => void;
  /** Re-renders the readers, for state kept beside the stored values. */
  notify: () => void;
}

export function createLocalStorageStore(prefix: string): LocalStorageStore {
  // Storage may be blocked; values then last as long as the page.
  const memory = new Map<string, string>();
  const listeners = new Set<() => void>();

  const notify = () => {
    for (const listener of listeners) listener();
  };

  const read = (key: string | null): string | null => {
    if (key === null) return null;
    try {
      return window.localStorage.getItem(key);
    } catch {
      return memory.get(key) ?? null;
    }
  };

  const write = (key: string, value: string): void => {
    memory.set(key, value);
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Kept in memory above.
    }
    notify();
  };

  const remove = (key: string): void => {
    memory.delete(key);
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Only the memory copy existed.
    }
    notify();
  };

  const keys = (): string[] => {
    const found = new Set([...memory.keys()].filter((key) => key.startsWith(prefix)));
    try {
      for (let index = 0; index < window.localStorage.length; index += 1) {
        const key = window.localStorage.key(index);
        if (key?.startsWith(prefix)) found.add(key);
      }
    } catch {
      // Only the memory copy exists.
    }
    return [...found];
  };

  const onStorage = (event: StorageEvent): void => {
    // Another tab wrote, or cleared storage on logout (`key` null).
    if (event.key === null || event.key.startsWith(prefix)) notify();
  };

  const subscribe = (listener: () => void): (() => void) => {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  };

  return { read, write, remove, keys, subscribe, notify };
}

/** The value of `store` under `key`, re-rendering when it changes here or in another tab. */
export function useLocalStorageValue(store: LocalStorageStore, key: string | null): string | null {
  return useSyncExternalStore(
    store.subscribe,
    () => store.read(key),
    () => null,
  );
}
