/*
 * A full disk, told apart from every other failure (decision 0020). SQLite says SQLITE_FULL
 * (the disk, or `max_page_count`); PostgreSQL says SQLSTATE 53100 `disk_full`; a file write
 * (an uploaded avatar) says ENOSPC, or EDQUOT over a quota.
 */

const STORAGE_FULL_CODES = new Set(['SQLITE_FULL', '53100', 'ENOSPC', 'EDQUOT']);

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error
    ? (error as { code: unknown }).code
    : undefined;
}

/** Whether `error`, or an error it wraps (`cause`), says the storage is full. */
export function isStorageFull(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const code = codeOf(current);
    if (typeof code === 'string' && STORAGE_FULL_CODES.has(code)) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}

export interface StorageFullReport {
  /** When the last write failed for want of space. */
  since: Date;
  /** The database's own words, for the log and the operator. */
  cause: string;
}

/**
 * Whether the database took its last write. A write that fails for want of space marks it
 * full; the next write that succeeds (space came back) marks it writable again. Per process:
 * each process learns from its own writes.
 */
export class StorageState {
  #full: StorageFullReport | null = null;

  constructor(private readonly now: () => Date = () => new Date()) {}

  writeFailed(error: unknown): void {
    if (!isStorageFull(error)) return;
    const cause = error instanceof Error ? error.message : String(error);
    this.#full = { since: this.#full?.since ?? this.now(), cause };
  }

  writeSucceeded(): void {
    this.#full = null;
  }

  /** The last failure for want of space, unless a write has succeeded since. */
  get full(): StorageFullReport | null {
    return this.#full;
  }
}
