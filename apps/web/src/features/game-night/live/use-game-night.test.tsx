import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameLogMismatchError, liveTiming } from './game-night-session';
import { gameNightStorageKey } from './game-night-storage';
import { OfflineBanner } from './offline-banner';
import { FakeGameNightServer } from './testing/fake-game-night';
import { useGameNight, type GameNightLive } from './use-game-night';

const SLUG = 'friday-night';
const defaults = { ...liveTiming, retryDelaysMs: [...liveTiming.retryDelaysMs] };
let server: FakeGameNightServer;

/** The server's game started with four checked-in players seated at one table. */
function startedServer(): FakeGameNightServer {
  const fake = new FakeGameNightServer({ gameSlug: SLUG }).install();
  fake.run({ type: 'start' });
  fake.run({ type: 'draw_seats' });
  return fake;
}

function Screen({ onLive }: { onLive: (live: GameNightLive) => void }) {
  const live = useGameNight(SLUG);
  onLive(live);
  return <OfflineBanner live={live} />;
}

/** Renders the hook and its banner; `current()` reads the latest answer of the hook. */
function renderNight() {
  let latest: GameNightLive | null = null;
  const view = render(<Screen onLive={(live) => (latest = live)} />);
  const current = (): GameNightLive => {
    if (latest === null) throw new Error('not rendered');
    return latest;
  };
  return { ...view, current };
}

const entryStatus = (live: GameNightLive, name: string) =>
  live.viewAt(live.now())?.entries.find((entry) => entry.name === name)?.status;

const bannerText = () => screen.getByRole('status').textContent;

beforeEach(() => {
  liveTiming.retryDelaysMs = [30, 60];
  liveTiming.hiddenCloseMs = 40;
  server = startedServer();
});

afterEach(async () => {
  cleanup();
  // Sessions stop a turn after their last reader unmounts.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
  Object.assign(liveTiming, defaults);
  vi.unstubAllGlobals();
  window.localStorage.clear();
  Reflect.deleteProperty(navigator, 'onLine');
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('useGameNight', () => {
  it('folds the server log and shows a command at once, before the server confirms it', async () => {
    const { current } = renderNight();
    await waitFor(() => expect(current().version).toBe(2));
    expect(current().connection).toBe('live');
    expect(current().state?.log.map((command) => command.type)).toEqual(['start', 'draw_seats']);
    expect(entryStatus(current(), 'Ann Lee')).toBe('seated');

    server.holdPosts = true;
    let id = '';
    act(() => {
      id = current().send({ type: 'bust', entry_id: '1', eliminated_by_entry_id: '2' });
    });
    // Shown at once, from the domain's fold; the server has not answered yet.
    expect(entryStatus(current(), 'Ann Lee')).toBe('busted');
    expect(current().version).toBe(2);
    expect(current().pending).toEqual([
      {
        id,
        body: { id, type: 'bust', entry_id: '1', eliminated_by_entry_id: '2' },
        label: 'Bust: Ann Lee by Bob Stone',
        status: 'sending',
        localRefusal: null,
      },
    ]);
    expect(current().viewAt(current().now())?.undo[0]?.label).toBe('Bust: Ann Lee by Bob Stone');

    await act(async () => server.releasePosts());
    await waitFor(() => expect(current().version).toBe(3));
    expect(current().pending).toEqual([]);
    expect(entryStatus(current(), 'Ann Lee')).toBe('busted');
    // The held state is the server's own fold: the command carries the server's time.
    expect(current().state?.log.at(-1)).toEqual(server.log.at(-1)?.command);
    expect(server.posts).toEqual([{ id, type: 'bust' }]);
  });

  it('follows another director: an event with a newer version reads the log after the one held', async () => {
    const { current } = renderNight();
    await waitFor(() => expect(current().version).toBe(2));
    server.fetch.mockClear();
    act(() => server.run({ type: 'rebuy', entry_id: '3' }));
    await waitFor(() => expect(current().version).toBe(3));
    expect(current().viewAt(current().now())?.entries[2]?.rebuys).toBe(1);
    expect(server.fetch.mock.calls.map(([path]) => path)).toContain(
      `/api/games/${SLUG}/commands/?after=2`,
    );
  });

  it('keeps commands made offline, says so, and sends them in order when the network returns', async () => {
    const { current } = renderNight();
    await waitFor(() => expect(current().connection).toBe('live'));
    act(() => server.goOffline());
    expect(current().connection).toBe('offline');
    expect(bannerText()).toBe('Offline');

    let first = '';
    let second = '';
    act(() => {
      first = current().send({ type: 'bust', entry_id: '4', eliminated_by_entry_id: '3' });
      second = current().send({ type: 'rebuy', entry_id: '2' });
    });
    await waitFor(() => expect(bannerText()).toBe('Offline: 2 actions waiting'));
    expect(entryStatus(current(), 'Di Moss')).toBe('busted');
    expect(current().pending.map((command) => [command.label, command.status])).toEqual([
      ['Bust: Di Moss by Cy Park', 'queued'],
      ['Rebuy: Bob Stone', 'queued'],
    ]);
    // Nothing reached the server; a retry after the backoff fails the same way.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(server.version).toBe(2);
    expect(bannerText()).toBe('Offline: 2 actions waiting');

    act(() => server.goOnline());
    await waitFor(() => expect(server.version).toBe(4));
    expect(server.log.slice(2).map((entry) => entry.command.id)).toEqual([first, second]);
    await waitFor(() => expect(current().version).toBe(4));
    expect(current().pending).toEqual([]);
    expect(current().connection).toBe('live');
    expect(bannerText()).toBe('');
  });

  it('says "1 action" for one command waiting', async () => {
    const { current } = renderNight();
    await waitFor(() => expect(current().connection).toBe('live'));
    act(() => server.goOffline());
    act(() => void current().send({ type: 'pause' }));
    await waitFor(() => expect(bannerText()).toBe('Offline: 1 action waiting'));
  });

  it('sends a command again with the same id when its answer was lost, and it is applied once', async () => {
    const { current } = renderNight();
    await waitFor(() => expect(current().connection).toBe('live'));
    // Applied, but neither its answer nor its event reaches this screen.
    server.loseAnswers = 1;
    server.announce = false;
    let id = '';
    act(() => {
      id = current().send({ type: 'addon', entry_id: '1' });
    });
    await waitFor(() => expect(current().pending).toEqual([]));
    expect(server.posts).toEqual([
      { id, type: 'addon' },
      { id, type: 'addon' },
    ]);
    expect(server.version).toBe(3);
    expect(current().version).toBe(3);
    expect(current().viewAt(current().now())?.entries[0]?.addons).toBe(1);
  });

  it('drops a refused command, reports the reason, and still sends the ones after it', async () => {
    const { current } = renderNight();
    await waitFor(() => expect(current().connection).toBe('live'));
    act(() => server.run({ type: 'bust', entry_id: '2' }));
    await waitFor(() => expect(current().version).toBe(3));

    // Made on a screen that had not heard of the bust yet: the server refuses it.
    server.holdPosts = true;
    let refusedId = '';
    act(() => {
      refusedId = current().send({ type: 'rebuy', entry_id: '2' });
      current().send({ type: 'pause' });
    });
    await act(async () => server.releasePosts());
    await waitFor(() => expect(current().refusal).not.toBeNull());
    expect(current().refusal).toEqual({
      id: refusedId,
      label: 'Rebuy: Bob Stone',
      detail: expect.stringMatching(/Bob Stone/) as unknown,
    });
    await waitFor(() => expect(current().version).toBe(4));
    expect(server.log.at(-1)?.command.type).toBe('pause');
    expect(current().pending).toEqual([]);
    expect(current().viewAt(current().now())?.entries[1]?.rebuys).toBe(0);

    act(() => current().dismissRefusal());
    expect(current().refusal).toBeNull();
  });

  it('refuses a malformed command before queuing it', async () => {
    const { current } = renderNight();
    await waitFor(() => expect(current().version).toBe(2));
    act(() => void current().send({ type: 'set_remaining', seconds: 0 }));
    expect(current().refusal?.detail).toBe('Enter a whole number of seconds from 1 to 86400.');
    expect(current().pending).toEqual([]);
    expect(server.posts).toEqual([]);
  });

  it('after a reload without network, shows the last state and sends the stored queue later', async () => {
    const first = renderNight();
    await waitFor(() => expect(first.current().connection).toBe('live'));
    act(() => server.goOffline());
    act(() => void first.current().send({ type: 'bust', entry_id: '3' }));
    first.unmount();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(window.localStorage.getItem(gameNightStorageKey(SLUG))).toContain('"bust"');

    const second = renderNight();
    // From storage, before and without any answer from the server.
    expect(second.current().version).toBe(2);
    expect(entryStatus(second.current(), 'Cy Park')).toBe('busted');
    expect(second.current().viewAt(second.current().now())?.clock.status).toBe('running');
    expect(second.current().pending.map((command) => command.label)).toEqual(['Bust: Cy Park']);
    await waitFor(() => expect(bannerText()).toBe('Offline: 1 action waiting'));

    act(() => server.goOnline());
    await waitFor(() => expect(second.current().version).toBe(3));
    expect(server.log.at(-1)?.command).toMatchObject({ type: 'bust', entry_id: '3' });
    expect(second.current().pending).toEqual([]);
    expect(bannerText()).toBe('');
  });

  it('takes the commands another tab of the game queued, and sends them', async () => {
    const { current } = renderNight();
    await waitFor(() => expect(current().connection).toBe('live'));
    act(() => server.goOffline());
    act(() => void current().send({ type: 'pause' }));
    await waitFor(() => expect(current().pending).toHaveLength(1));

    // The seating page in another tab queued a rebuy while offline and stored its night.
    const key = gameNightStorageKey(SLUG);
    const theirs = JSON.parse(window.localStorage.getItem(key) ?? '{}') as {
      queue: { id: string; body: unknown; label: string }[];
    };
    const rebuy = {
      id: '5d3a1f0e-8b7c-4e2a-9f10-2b3c4d5e6f70',
      body: {
        id: '5d3a1f0e-8b7c-4e2a-9f10-2b3c4d5e6f70',
        type: 'rebuy',
        entry_id: '3',
      },
      label: 'Rebuy: Cy Park',
      at: Date.now(),
      status: 'queued',
      acceptedVersion: null,
    };
    const stored = JSON.stringify({ ...theirs, queue: [rebuy] });
    window.localStorage.setItem(key, stored);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key, newValue: stored })));
    expect(current().pending.map((command) => command.label)).toEqual([
      'Pause the clock',
      'Rebuy: Cy Park',
    ]);
    expect(current().viewAt(current().now())?.entries[2]?.rebuys).toBe(1);
    await waitFor(() => expect(bannerText()).toBe('Offline: 2 actions waiting'));

    act(() => server.goOnline());
    await waitFor(() => expect(current().version).toBe(4));
    expect(server.log.slice(2).map((entry) => entry.command.type)).toEqual(['pause', 'rebuy']);
    expect(current().pending).toEqual([]);
  });

  it('lets the stream go while the tab is hidden and reopens and catches up when shown', async () => {
    const { current } = renderNight();
    await waitFor(() => expect(current().connection).toBe('live'));
    expect(server.openSources()).toHaveLength(1);

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(server.openSources()).toHaveLength(0));
    act(() => server.run({ type: 'next_level' }));
    expect(current().version).toBe(2);

    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(current().version).toBe(3));
    expect(server.openSources()).toHaveLength(1);
    expect(server.sources).toHaveLength(2);
    expect(current().viewAt(current().now())?.clock.level_index).toBe(1);
    await waitFor(() => expect(current().connection).toBe('live'));
  });

  it('reads the time on the server clock: the offset of the fastest of several round trips', async () => {
    server.clockAheadMs = 90_000;
    const { current } = renderNight();
    await waitFor(() => expect(Math.abs(current().now() - server.now())).toBeLessThan(50));
    const times = server.fetch.mock.calls.filter(([path]) => path === '/api/time/');
    expect(times.length).toBeGreaterThanOrEqual(3);
  });

  it('estimates the offset again after a while, for a screen left on all night', async () => {
    liveTiming.reestimateMs = 60;
    const { current } = renderNight();
    await waitFor(() => expect(current().connection).toBe('live'));
    await waitFor(() => expect(Math.abs(current().now() - server.now())).toBeLessThan(50));
    // The screen's own clock drifts five seconds.
    server.clockAheadMs = 5_000;
    await waitFor(() => expect(Math.abs(current().now() - server.now())).toBeLessThan(50));
  });

  it('keeps a command the server could not take now (5xx, a session ended) and sends it later', async () => {
    const { current } = renderNight();
    await waitFor(() => expect(current().connection).toBe('live'));
    server.postStatus = 500;
    act(() => void current().send({ type: 'pause' }));
    await waitFor(() => expect(server.posts.length).toBeGreaterThanOrEqual(2));
    expect(current().pending.map((command) => command.label)).toEqual(['Pause the clock']);
    // A server error is not the network: the stream is still live.
    expect(current().connection).toBe('live');

    server.postStatus = 401;
    await waitFor(() => expect(current().refusal?.detail).toBe('Answered 401 by the test.'));
    expect(current().pending).toHaveLength(1);

    server.postStatus = null;
    await waitFor(() => expect(current().version).toBe(3));
    expect(current().pending).toEqual([]);
    expect(server.log.at(-1)?.command.type).toBe('pause');
    expect(current().refusal).toBeNull();
  });

  it('opens a stream the server refused again later', async () => {
    const { current } = renderNight();
    await waitFor(() => expect(current().connection).toBe('live'));
    // The server answered the stream with an error status: the browser gives up on it.
    act(() => server.openSources()[0]?.fireError(true));
    expect(current().connection).toBe('offline');
    act(() => server.run({ type: 'pause' }));
    await waitFor(() => expect(server.openSources()).toHaveLength(1));
    expect(server.sources).toHaveLength(2);
    await waitFor(() => expect(current().version).toBe(3));
    expect(current().connection).toBe('live');
  });

  it("shows another director's command as soon as its event arrives, before the log is read", async () => {
    const { current } = renderNight();
    await waitFor(() => expect(current().connection).toBe('live'));
    await waitFor(() => expect(current().version).toBe(2));
    expect(entryStatus(current(), 'Ann Lee')).toBe('seated');
    // A slow link: the log read after the event hangs.
    server.holdLogReads = true;
    act(() => server.run({ type: 'bust', entry_id: '1' }));
    await waitFor(() => expect(entryStatus(current(), 'Ann Lee')).toBe('busted'));
    expect(current().version).toBe(2);
    expect(current().viewAt(current().now())?.undo[0]?.label).toBe('Bust: Ann Lee');
    // The clock carries on from the event's server time.
    const t = current().now();
    const shown = current().viewAt(t);
    expect(shown?.clock.status).toBe('running');
    expect(current().viewAt(t + 5_000)?.clock.remaining_ms).toBe(
      (shown?.clock.remaining_ms ?? 0) - 5_000,
    );
    // The log catches up and takes over: the same thing, from the domain's fold.
    act(() => server.releaseLogReads());
    await waitFor(() => expect(current().version).toBe(3));
    expect(entryStatus(current(), 'Ann Lee')).toBe('busted');
    expect(current().state?.entries.find((entry) => entry.id === '1')?.state).toBe('busted');
  });

  it('ends the night for good when the stream says the game was cancelled', async () => {
    const { current } = renderNight();
    await waitFor(() => expect(current().connection).toBe('live'));
    expect(current().ended).toBeNull();
    const [source] = server.openSources();
    act(() => source?.fireCancelled(SLUG));
    expect(current().ended).toBe('cancelled');
    // Closed, and not reopened: not when the network returns, nor when the tab is shown.
    expect(source?.closed).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(server.openSources()).toHaveLength(0);
    expect(server.sources).toHaveLength(1);
    expect(current().ended).toBe('cancelled');
  });

  it('reports a log it cannot fold (an app older than the server)', async () => {
    server.log.push({
      version: 3,
      command: { id: 'future', at: Date.now(), type: 'teleport' } as never,
    });
    const { current } = renderNight();
    await waitFor(() => expect(current().loadError).toBeInstanceOf(GameLogMismatchError));
    expect((current().loadError as Error).message).toBe(
      'This screen could not read the game log. Reload the page to get the latest version.',
    );
    expect(current().state).toBeNull();
  });

  it('reports a log whose commands its domain refuses', async () => {
    server.log.push({
      version: 3,
      command: { id: 'ghost', at: Date.now(), type: 'bust', entry_id: '99' } as never,
    });
    const { current } = renderNight();
    await waitFor(() => expect(current().loadError).toBeInstanceOf(GameLogMismatchError));
    expect(server.fetch.mock.calls.map(([path]) => path)).toContain(
      `/api/games/${SLUG}/commands/?after=0`,
    );
  });

  it('reports a game it cannot read', async () => {
    new FakeGameNightServer({ gameSlug: 'another-game' }).install();
    const { current } = renderNight();
    await waitFor(() => expect(current().loadError).not.toBeNull());
    expect(current().state).toBeNull();
    expect((current().loadError as { status: number }).status).toBe(404);
  });

  it('shares one event stream among the components of a page', async () => {
    const one = renderHook(() => useGameNight(SLUG));
    const two = renderHook(() => useGameNight(SLUG));
    await waitFor(() => expect(one.result.current.connection).toBe('live'));
    await waitFor(() => expect(two.result.current.version).toBe(2));
    expect(server.sources).toHaveLength(1);
    one.unmount();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(server.openSources()).toHaveLength(1);
    two.unmount();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(server.openSources()).toHaveLength(0);
  });
});
