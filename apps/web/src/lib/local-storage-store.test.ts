import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalStorageStore } from './local-storage-store';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('createLocalStorageStore', () => {
  it('keeps values in localStorage under its prefix and lists only its own keys', () => {
    const store = createLocalStorageStore('test.store.');
    store.write('test.store.a', 'one');
    localStorage.setItem('other.b', 'two');
    expect(localStorage.getItem('test.store.a')).toBe('one');
    expect(store.read('test.store.a')).toBe('one');
    expect(store.read(null)).toBeNull();
    expect(store.keys()).toEqual(['test.store.a']);
    store.remove('test.store.a');
    expect(store.read('test.store.a')).toBeNull();
    expect(store.keys()).toEqual([]);
  });

  it('remembers in memory when storage is blocked', () => {
    const store = createLocalStorageStore('test.blocked.');
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    store.write('test.blocked.a', 'one');
    expect(store.read('test.blocked.a')).toBe('one');
    expect(store.keys()).toEqual(['test.blocked.a']);
  });

  it('tells its listeners of writes here and of its keys changing in another tab', () => {
    const store = createLocalStorageStore('test.events.');
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.write('test.events.a', 'one');
    window.dispatchEvent(new StorageEvent('storage', { key: 'test.events.a' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other.key' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.write('test.events.a', 'two');
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
