import type { GameCommandRequest } from '@felt/contract';
import { applyGameCommand, emptyGameState, type GameCommand, type GameState } from '@felt/domain';
import { describe, expect, it } from 'vitest';
import {
  applyQueue,
  type GameCommandInput,
  knownCommandIds,
  nextToSend,
  queueReducer,
  waitingCommands,
  type QueuedCommand,
} from './command-queue';
import { testSetup } from './testing/fake-game-night';

const queued = (id: string, body: GameCommandInput, at = 1_000): QueuedCommand => ({
  id,
  body: { ...body, id } as GameCommandRequest,
  label: id,
  at,
  status: 'queued',
  acceptedVersion: null,
});

function started(): GameState {
  const result = applyGameCommand(emptyGameState(), {
    id: 'start',
    at: 0,
    type: 'start',
    setup: testSetup(),
  } as GameCommand);
  if (!result.ok) throw new Error(result.reason);
  return result.state;
}

describe('the command queue', () => {
  const a = queued('a', { type: 'pause' });
  const b = queued('b', { type: 'resume' });
  const c = queued('c', { type: 'next_level' });

  it('keeps commands in the order made, once each', () => {
    let queue = queueReducer([], { type: 'enqueue', command: a });
    queue = queueReducer(queue, { type: 'enqueue', command: b });
    queue = queueReducer(queue, { type: 'enqueue', command: a });
    expect(queue.map((command) => command.id)).toEqual(['a', 'b']);
    expect(nextToSend(queue)).toBe(a);
  });

  it('marks a command sending, back to queued when it fails, and accepted with its version', () => {
    let queue = queueReducer([a, b], { type: 'sending', id: 'a' });
    expect(queue[0]?.status).toBe('sending');
    queue = queueReducer(queue, { type: 'failed', id: 'a' });
    expect(queue[0]?.status).toBe('queued');
    queue = queueReducer(queue, { type: 'accepted', id: 'a', version: 7 });
    expect(queue[0]).toMatchObject({ status: 'queued', acceptedVersion: 7 });
    // Accepted: no longer waiting nor sent again, still shown until the log has it.
    expect(waitingCommands(queue).map((command) => command.id)).toEqual(['b']);
    expect(nextToSend(queue)).toBe(b);
  });

  it('lets go of what the confirmed log holds: reached versions and known ids', () => {
    const accepted = queueReducer([a, b, c], { type: 'accepted', id: 'a', version: 7 });
    const atSix = queueReducer(accepted, { type: 'confirmed', version: 6, knownIds: new Set() });
    expect(atSix).toBe(accepted);
    const atSeven = queueReducer(accepted, {
      type: 'confirmed',
      version: 7,
      knownIds: new Set(['c']),
    });
    expect(atSeven.map((command) => command.id)).toEqual(['b']);
  });

  it('drops a refused command and restores a stored queue as not sending', () => {
    expect(queueReducer([a, b], { type: 'drop', id: 'a' })).toEqual([b]);
    const restored = queueReducer([], {
      type: 'restore',
      commands: [{ ...a, status: 'sending' }],
    });
    expect(restored).toEqual([a]);
  });

  it('applies the queue on the confirmed state, skipping what the domain refuses there', () => {
    const state = started();
    const result = applyQueue(state, [
      queued('r1', { type: 'rebuy', entry_id: '1' }),
      queued('r2', { type: 'rebuy', entry_id: '1' }),
      queued('b1', { type: 'bust', entry_id: '2' }),
    ]);
    const ann = result.state.entries.find((entry) => entry.id === '1');
    expect(ann?.rebuys).toBe(1);
    expect([...result.refused.keys()]).toEqual(['r2']);
    expect(result.refused.get('r2')).toMatch(/Ann Lee/);
    expect(result.state.entries.find((entry) => entry.id === '2')?.state).toBe('busted');
    expect(state.log).toHaveLength(1);
    expect(knownCommandIds(result.state)).toEqual(new Set(['start', 'r1', 'b1']));
  });
});
