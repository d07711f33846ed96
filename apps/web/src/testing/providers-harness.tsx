import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { paths } from '../lib/paths';

/*
 * Renders one feature's component with what the signed-in app gives it (TanStack Query,
 * toasts, a router), for tests that do not need the whole app. The network is answered by
 * a fake `fetch`, as in app-harness.
 */
export function renderWithProviders(ui: ReactNode, { path = paths.dashboard() } = {}) {
  // jsdom has no layout engine; overlays and the cropper only need these to exist.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>{ui}</AppProviders>
    </MemoryRouter>,
  );
}

export interface RecordedCall {
  method: string;
  path: string;
  /** The parsed JSON body, or the FormData as sent. */
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/**
 * Like app-harness's fakeApi, but keeps FormData bodies (multipart uploads) as they were sent.
 */
export function fakeFetch(handlers: Record<string, Handler | Response>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? undefined);
    const call: RecordedCall = { method, path: input, body };
    calls.push(call);
    const handler = handlers[`${method} ${input}`];
    if (handler === undefined) {
      return new Response(JSON.stringify({ detail: 'Not found.', code: 'not_found' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return typeof handler === 'function' ? handler(call) : handler.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
