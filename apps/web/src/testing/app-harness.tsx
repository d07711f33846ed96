import type { User } from '@felt/contract';
import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { App } from '../app/app';
import { AUTH_STORAGE_KEY, forgetLogin } from '../lib/auth/session-store';
import { queryClient } from '../lib/query-client';
import { UnsavedChangesProvider } from '../lib/forms/unsaved-changes';

/*
 * Test harness for the whole app in jsdom: the real routes and providers, with the network
 * answered by a fake `fetch` (the one boundary that is mocked).
 */

export const ADA: User = {
  id: 7,
  slug: 'ada-lovelace',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  full_name: 'Ada Lovelace',
  avatar_url: null,
  timezone: 'America/New_York',
  venmo_handle: null,
  paypal_handle: null,
};

export function jsonResponse(status: number, body: unknown, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  csrfToken: string | null;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * Answers `fetch` from `handlers` keyed "METHOD /path/"; anything else is a 404. Every call
 * is recorded with its JSON body and the X-CSRFToken it carried.
 */
export function fakeApi(handlers: Record<string, Handler | Response>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    const call: ApiCall = {
      method,
      path: input,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      csrfToken: headers.get('X-CSRFToken'),
    };
    calls.push(call);
    const handler = handlers[`${method} ${input}`];
    if (handler === undefined)
      return jsonResponse(404, { detail: 'Not found.', code: 'not_found' });
    return typeof handler === 'function' ? handler(call) : handler.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Stores a login the way the app does, `ageMs` old. */
export function storeLogin(user: User = ADA, ageMs = 0): void {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user, storedAt: Date.now() - ageMs }));
}

export function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}; path=/`;
}

/** A fresh browser: no storage, no cookies, nothing cached, no memory of a sign-out. */
export function resetBrowser(): void {
  localStorage.clear();
  sessionStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
  queryClient.clear();
  forgetLogin();
}

/**
 * Each test of the calling file starts as a visitor with a fresh browser holding only a CSRF
 * cookie, and leaves nothing behind: rendered trees, mocks, stubbed globals, storage.
 */
export function startEachTestAsAVisitor(): void {
  beforeEach(() => {
    resetBrowser();
    setCookie('csrftoken', 'anonymous-token');
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    resetBrowser();
  });
}

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>
  );
}

/**
 * What jsdom lacks and Headless UI's menus and dialogs call: ResizeObserver (to notice a menu
 * button moving) and the Web Animations API (to wait for transitions, of which there are none).
 */
function installLayoutStubs(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.getAnimations ??= () => [];
}

/** Renders the app at `path`; `location()` reads where it is now. */
export async function renderApp(path: string) {
  // jsdom has no layout engine; the scroll manager only needs the call to exist.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  installLayoutStubs();
  const view = render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <UnsavedChangesProvider>
          <App />
          <LocationProbe />
        </UnsavedChangesProvider>
      </MemoryRouter>
    </StrictMode>,
  );
  await act(async () => {});
  const location = () => view.getByTestId('location').textContent;
  return {
    ...view,
    location,
    /** Waits for lazy routes and redirects to settle at `expected`. */
    // The same budget as findBy* (setup-tests.ts): vi.waitFor's own 1 s was too short for a
    // lazy page and its redirect on a loaded 2-core machine.
    waitForLocation: (expected: string) =>
      vi.waitFor(() => expect(location()).toBe(expected), { timeout: 5_000 }),
  };
}
