import { randomUUID } from 'node:crypto';
import { get as httpGet, type ClientRequest, type IncomingMessage } from 'node:http';
import { expect } from 'vitest';
import type { ClubWorld } from '../../../test/factories';
import type { TestClient } from '../../../test/helpers';

/*
 * What the game night's integration tests share: a game with registered guests, commands sent
 * through HTTP, and a reader of the server-sent events.
 */

export interface NightState {
  version: number;
  server_time: number;
  status: string;
  clock: { status: string; level_index: number; remaining_ms: number };
  entries: {
    id: string;
    name: string;
    member_slug: string | null;
    status: string;
    table: number | null;
    seat: number | null;
    rebuys: number;
    addons: number;
    knockouts: number;
    eliminated_by: string | null;
    place: number | null;
    reentry_of: string | null;
  }[];
  tables: { table: number; seats: (string | null)[] }[];
  players_total: number;
  players_left: number;
  prize_pool_cents: number;
  balance_needed: boolean;
  undo: { id: string; type: string; label: string }[];
}

export interface CommandAnswer {
  version: number;
  state: NightState;
}

let games = 0;

/** A new game of the world's club with `guests` registered, and its settings overridden. */
export async function nightWith(
  world: ClubWorld,
  guests: readonly string[],
  settings: Record<string, unknown> = {},
): Promise<{ slug: string; path: string }> {
  games += 1;
  const owner = world.clients.owner;
  const made = await owner.post(`/api/clubs/${world.club.slug}/games/`, {
    title: `Live Night ${games}`,
    starts_at: '2031-11-28T00:30:00Z',
  });
  expect(made.status).toBe(201);
  const { slug } = (await made.json()) as { slug: string };
  for (const name of guests) {
    const entry = await owner.post(`/api/games/${slug}/entries/`, { guest_name: name });
    expect(entry.status).toBe(201);
  }
  if (Object.keys(settings).length > 0) {
    const changed = await owner.patch(`/api/games/${slug}/settings/`, settings);
    expect(changed.status).toBe(200);
  }
  return { slug, path: `/api/games/${slug}/` };
}

/** Sends a command (a new id unless given) and answers the raw response. */
export function send(
  client: TestClient,
  path: string,
  body: Record<string, unknown>,
): Promise<Response> {
  return client.post(`${path}commands/`, { id: randomUUID(), ...body });
}

/** Sends a command that must be applied; answers `{version, state}`. */
export async function run(
  client: TestClient,
  path: string,
  body: Record<string, unknown>,
): Promise<CommandAnswer> {
  const response = await send(client, path, body);
  const answer = (await response.json()) as CommandAnswer;
  expect({ status: response.status, answer }).toMatchObject({ status: 200 });
  return answer;
}

/** Sends a command that must be refused; answers the 409's body. */
export async function refused(
  client: TestClient,
  path: string,
  body: Record<string, unknown>,
): Promise<{ detail: string; code: string; blocked_by?: string }> {
  const response = await send(client, path, body);
  const answer = (await response.json()) as { detail: string; code: string; blocked_by?: string };
  expect({ status: response.status, code: answer.code }).toEqual({
    status: 409,
    code: 'command_refused',
  });
  return answer;
}

export async function stateOf(client: TestClient, path: string): Promise<NightState> {
  const response = await client.get(`${path}state/`);
  expect(response.status).toBe(200);
  return (await response.json()) as NightState;
}

export const entryNamed = (state: Pick<NightState, 'entries'>, name: string) => {
  const entry = state.entries.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`no entry ${name}`);
  return entry;
};

export interface ServerEvent {
  id: string | null;
  event: string | null;
  data: string;
}

/** A server-sent events stream read as it arrives: events and comment lines. */
export interface EventReader {
  response: EventsResponse;
  events: ServerEvent[];
  comments: string[];
  /** Waits for the `count`-th event (1-based) whose data parses; answers it. */
  nth(count: number, timeoutMs?: number): Promise<ServerEvent>;
  waitFor(check: () => boolean, what: string, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ends the stream (or the reader closes it). */
  ended: Promise<void>;
  close(): Promise<void>;
}

export interface EventsResponse {
  status: number;
  headers: { get(name: string): string | null };
}

/**
 * Opens the game's event stream on a connection of its own (node:http without an agent), as a
 * browser's EventSource does: closing it closes the connection, and nothing is left in a pool.
 */
export async function openEvents(
  client: TestClient,
  path: string,
  headers: Record<string, string> = {},
): Promise<EventReader> {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const url = new URL(`${path}events/`, client.baseUrl);
  const events: ServerEvent[] = [];
  const comments: string[] = [];
  let buffer = '';
  let request: ClientRequest | undefined;
  const message = await new Promise<IncomingMessage>((resolve, reject) => {
    request = httpGet(
      url,
      { agent: false, headers: { accept: 'text/event-stream', cookie, ...headers } },
      resolve,
    );
    request.on('error', reject);
  });
  const ended = new Promise<void>((resolve) => {
    message.on('close', resolve);
    message.on('error', () => resolve());
  });
  message.setEncoding('utf8');
  message.on('data', (chunk: string) => {
    buffer += chunk;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event: ServerEvent = { id: null, event: null, data: '' };
      let isEvent = false;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) comments.push(line.slice(1).trim());
        else if (line.startsWith('id: ')) event.id = line.slice(4);
        else if (line.startsWith('event: ')) event.event = line.slice(7);
        else if (line.startsWith('data: ')) {
          event.data += line.slice(6);
          isEvent = true;
        }
      }
      if (isEvent) events.push(event);
    }
  });
  const waitFor = async (check: () => boolean, what: string, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) {
        throw new Error(`timed out waiting for ${what}; got ${events.map((e) => e.id).join(',')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const response: EventsResponse = {
    status: message.statusCode ?? 0,
    headers: {
      get: (name) => {
        const value = message.headers[name.toLowerCase()];
        return value === undefined ? null : String(value);
      },
    },
  };
  return {
    response,
    events,
    comments,
    waitFor,
    ended,
    async nth(count, timeoutMs) {
      await waitFor(() => events.length >= count, `event ${count}`, timeoutMs);
      return events[count - 1]!;
    },
    async close() {
      request?.destroy();
      await ended;
    },
  };
}

export const stateOfEvent = (event: ServerEvent) => JSON.parse(event.data) as NightState;
