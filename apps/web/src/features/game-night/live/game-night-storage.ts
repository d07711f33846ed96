/*
 * What a screen keeps of a running night in localStorage (decision 0026): the last confirmed
 * state and its version, the commands still queued, and the clock offset, so a reload without
 * the network still shows the clock running from the last state and sends the queue later.
 * Logout clears localStorage, and with it every night a screen remembered.
 */

import { gameCommandRequestSchema } from '@felt/contract';
import type { GameState } from '@felt/domain';
import { createLocalStorageStore } from '../../../lib/local-storage-store';
import type { QueuedCommand } from './command-queue';

const PREFIX = 'felt.game-night.';

export const gameNightStore = createLocalStorageStore(PREFIX);

export const gameNightStorageKey = (gameSlug: string): string => `${PREFIX}${gameSlug}`;

/** The nights kept at most: each may be tens of kB, and localStorage holds about 5 MB. */
export const MAX_STORED_GAME_NIGHTS = 5;

export interface StoredGameNight {
  version: number;
  /** The fold of the confirmed log up to `version`; null before anything was read. */
  state: GameState | null;
  queue: QueuedCommand[];
  offsetMs: number;
  /** When this screen last stored it (epoch ms): the oldest nights make room for new ones. */
  savedAt?: number;
}

/** The stored night, or null when there is none or it cannot be read (then it is ignored). */
export function readStoredGameNight(gameSlug: string): StoredGameNight | null {
  const text = gameNightStore.read(gameNightStorageKey(gameSlug));
  if (text === null) return null;
  try {
    return parseStored(JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function writeStoredGameNight(gameSlug: string, stored: StoredGameNight): void {
  const key = gameNightStorageKey(gameSlug);
  const first = gameNightStore.read(key) === null;
  gameNightStore.write(key, JSON.stringify({ ...stored, savedAt: Date.now() }));
  if (first) pruneStoredGameNights(key);
}

/**
 * Forgets the nights stored longest ago beyond `MAX_STORED_GAME_NIGHTS`, never `keep` and
 * never one with commands still waiting to be sent.
 */
export function pruneStoredGameNights(keep: string): void {
  const others = gameNightStore
    .keys()
    .filter((key) => key !== keep)
    .map((key) => {
      let savedAt = 0;
      let waiting = false;
      try {
        const value = JSON.parse(gameNightStore.read(key) ?? 'null') as unknown;
        if (isRecord(value)) {
          savedAt = typeof value.savedAt === 'number' ? value.savedAt : 0;
          waiting = Array.isArray(value.queue) && value.queue.length > 0;
        }
      } catch {
        // Unreadable: the first to go.
      }
      return { key, savedAt, waiting };
    })
    .sort((a, b) => b.savedAt - a.savedAt);
  let kept = 1;
  for (const night of others) {
    if (night.waiting || kept < MAX_STORED_GAME_NIGHTS) kept += 1;
    else gameNightStore.remove(night.key);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseStored(value: unknown): StoredGameNight | null {
  if (!isRecord(value)) return null;
  const { version, state, queue, offsetMs } = value;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) return null;
  const stateOk =
    state === null ||
    (isRecord(state) &&
      Array.isArray(state.log) &&
      Array.isArray(state.undone) &&
      Array.isArray(state.entries));
  if (!stateOk || !Array.isArray(queue)) return null;
  const commands: QueuedCommand[] = [];
  for (const item of queue) {
    const command = parseQueued(item);
    // A command that no longer reads as one is dropped rather than sent as something else.
    if (command) commands.push(command);
  }
  return {
    version: state === null ? 0 : version,
    state: state as GameState | null,
    queue: commands,
    offsetMs: typeof offsetMs === 'number' && Number.isFinite(offsetMs) ? offsetMs : 0,
  };
}

function parseQueued(value: unknown): QueuedCommand | null {
  if (!isRecord(value)) return null;
  const { id, body, label, at, acceptedVersion } = value;
  if (typeof id !== 'string' || typeof label !== 'string' || typeof at !== 'number') return null;
  const parsed = gameCommandRequestSchema.safeParse(body);
  if (!parsed.success || parsed.data.id !== id) return null;
  return {
    id,
    body: parsed.data,
    label,
    at,
    status: 'queued',
    acceptedVersion: typeof acceptedVersion === 'number' ? acceptedVersion : null,
  };
}
