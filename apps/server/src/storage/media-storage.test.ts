import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalMediaStorage, isValidMediaKey, newMediaKey } from './media-storage';

describe('media keys', () => {
  it.each(['avatars/abc_DEF-1.png', 'avatars/x/y.png'])('accepts %s', (key) => {
    expect(isValidMediaKey(key)).toBe(true);
  });

  it.each([
    '../secret_key',
    'avatars/../../secret_key.png',
    '/etc/passwd.png',
    'avatars/.png',
    'avatars//a.png',
    'avatars/a.b.png',
    'avatars\\a.png',
    'a.png',
    'avatars/a%2F.png',
  ])('refuses %s', (key) => {
    expect(isValidMediaKey(key)).toBe(false);
  });

  it('makes fresh valid keys', () => {
    const key = newMediaKey('avatars', 'png');
    expect(isValidMediaKey(key)).toBe(true);
    expect(newMediaKey('avatars', 'png')).not.toBe(key);
  });
});

describe('local media storage', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('stores, streams and deletes files under its root only', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'felt-media-'));
    dirs.push(root);
    const storage = createLocalMediaStorage(root);
    await storage.put('avatars/one.png', Buffer.from('png bytes'), 'image/png');
    expect(await readFile(path.join(root, 'avatars', 'one.png'), 'utf8')).toBe('png bytes');
    const found = await storage.stream('avatars/one.png');
    expect(found?.size).toBe(9);
    found?.stream.destroy();
    await storage.delete('avatars/one.png');
    expect(await storage.stream('avatars/one.png')).toBeNull();
    await storage.delete('avatars/one.png');
    expect(await storage.stream('../outside.png')).toBeNull();
    await expect(storage.put('../outside.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
  });
});
