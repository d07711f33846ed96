import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Keys are chosen by the server (`avatars/<random>.png`), never by
 * a client; the local directory is the default and an object store can implement the same.
 */
export interface MediaStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file as a stream with its size, or null when there is none. */
  stream(key: string): Promise<{ stream: ReadStream; size: number } | null>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * Lowercase folder names, then a name of letters, digits, `_` and `-`, and an extension: no
 * dots elsewhere, no empty segments, so `..` and absolute paths cannot be expressed.
 */
const MEDIA_KEY = /^(?:[a-z0-9-]+\/)+[A-Za-z0-9_-]{1,128}\.[a-z0-9]{1,8}$/;

export function isValidMediaKey(key: string): boolean {
  return key.length <= 300 && MEDIA_KEY.test(key);
}

/** A fresh, unguessable key such as `avatars/Qm9...x.png`. */
export function newMediaKey(folder: string, extension: string): string {
  return `${folder}/${randomBytes(18).toString('base64url')}.${extension}`;
}

/** Where `GET /media/...` serves the file with this key. */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

export function createLocalMediaStorage(root: string): MediaStorage {
  const base = path.resolve(root);
  const fileOf = (key: string): string => {
    if (!isValidMediaKey(key)) throw new Error(`invalid media key ${JSON.stringify(key)}`);
    const file = path.resolve(base, ...key.split('/'));
    // The key pattern already rules this out; resolve-and-compare keeps it true if it changes.
    if (!file.startsWith(base + path.sep)) throw new Error('media key escapes the media folder');
    return file;
  };

  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, data, { mode: 0o640 });
      await rename(temporary, file);
    },
    async stream(key) {
      if (!isValidMediaKey(key)) return null;
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
