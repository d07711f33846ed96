import { afterEach, expect, it } from 'vitest';
import {
  gameNightStorageKey,
  MAX_STORED_GAME_NIGHTS,
  readStoredGameNight,
  writeStoredGameNight,
  type StoredGameNight,
} from './game-night-storage';

afterEach(() => window.localStorage.clear());

const night = (queue: unknown[] = []): StoredGameNight =>
  ({ version: 0, state: null, queue, offsetMs: 0 }) as StoredGameNight;

function storeOld(slug: string, savedAt: number, queue: unknown[] = []) {
  window.localStorage.setItem(
    gameNightStorageKey(slug),
    JSON.stringify({ ...night(), queue, savedAt }),
  );
}

it('keeps the newest nights and any with commands waiting, and forgets the oldest', () => {
  const queued = {
    id: 'c1',
    body: { id: 'c1', type: 'pause' },
    label: 'Pause the clock',
    at: 1,
    status: 'queued',
    acceptedVersion: null,
  };
  storeOld('oldest-with-queue', 1, [queued]);
  for (let index = 2; index <= 8; index += 1) storeOld(`night-${index}`, index);

  writeStoredGameNight('tonight', night());

  const left = Object.keys(window.localStorage)
    .map((key) => key.replace('felt.game-night.', ''))
    .sort();
  // Tonight, the four newest others, and the old one that still has a command to send.
  expect(left).toEqual([
    'night-5',
    'night-6',
    'night-7',
    'night-8',
    'oldest-with-queue',
    'tonight',
  ]);
  expect(MAX_STORED_GAME_NIGHTS).toBe(5);
  expect(readStoredGameNight('oldest-with-queue')?.queue.map((command) => command.id)).toEqual([
    'c1',
  ]);
});

it('ignores a stored night it cannot read, and drops a queued command that is not one', () => {
  window.localStorage.setItem(gameNightStorageKey('broken'), '{not json');
  expect(readStoredGameNight('broken')).toBeNull();
  storeOld('odd', 1, [{ id: 'x', body: { id: 'x', type: 'fly' }, label: 'Fly', at: 1 }]);
  expect(readStoredGameNight('odd')?.queue).toEqual([]);
});
