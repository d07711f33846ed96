import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, REQUEST_TIMEOUT_MS } from './api-client';

type FetchArgs = [input: string, init: RequestInit];

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setCookie(value: string) {
  document.cookie = `csrftoken=${value}; path=/`;
}

function clearCookie() {
  document.cookie = 'csrftoken=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();

function headersOf(call: number): Headers {
  const args = fetchMock.mock.calls[call];
  if (!args) throw new Error(`fetch was not called ${call + 1} times`);
  return new Headers(args[1].headers);
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  clearCookie();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearCookie();
});

describe('api client headers', () => {
  it('sends the csrftoken cookie back as X-CSRFToken on an unsafe request, with same-origin credentials', async () => {
    setCookie('token-123');
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));

    await expect(api.post('/api/contact/', { a: 1 })).resolves.toEqual({ ok: true });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact/');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(headersOf(0).get('X-CSRFToken')).toBe('token-123');
  });

  it('sends no token on a safe request, the cookie there or not (the server checks none)', async () => {
    setCookie('token-123');
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));

    await expect(api.get('/api/health/')).resolves.toEqual({ ok: true });

    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(headersOf(0).has('X-CSRFToken')).toBe(false);
  });

  it("sends the browser's time zone as Time-Zone, read once a minute at most", async () => {
    const real = Intl.DateTimeFormat().resolvedOptions();
    const zone = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...real,
      timeZone: 'America/Chicago',
    });
    // An hour after any read the other tests made.
    let now = Date.now() + 3_600_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, {})));

    await api.get('/api/health/');
    expect(headersOf(0).get('Time-Zone')).toBe('America/Chicago');
    const reads = zone.mock.calls.length;

    // The phone crosses into another zone: the requests of the next minute send the zone read.
    zone.mockReturnValue({ ...real, timeZone: 'America/Denver' });
    now += 59_000;
    await api.get('/api/health/');
    expect(headersOf(1).get('Time-Zone')).toBe('America/Chicago');
    expect(zone.mock.calls.length).toBe(reads);

    now += 1_000;
    await api.get('/api/health/');
    expect(headersOf(2).get('Time-Zone')).toBe('America/Denver');
  });

  it('sends a JSON body with a JSON content type', async () => {
    setCookie('token-123');
    fetchMock.mockResolvedValue(jsonResponse(201, { detail: 'Thanks' }));

    await api.post('/api/contact/', { name: 'Ada' });

    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.body).toBe('{"name":"Ada"}');
    expect(headersOf(0).get('Content-Type')).toBe('application/json');
  });
});

describe('CSRF cookie bootstrap', () => {
  it('gets a CSRF cookie before an unsafe request when there is none, then sends it', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/auth/csrf/') {
        setCookie('fresh-token');
        return new Response(null, { status: 204 });
      }
      return jsonResponse(201, { detail: 'Thanks' });
    });

    await api.post('/api/contact/', { name: 'Ada' });

    expect(fetchMock.mock.calls.map(([url, init]) => [init.method, url])).toEqual([
      ['GET', '/api/auth/csrf/'],
      ['POST', '/api/contact/'],
    ]);
    expect(headersOf(1).get('X-CSRFToken')).toBe('fresh-token');
  });

  it('asks for the cookie once when several unsafe requests start together', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/auth/csrf/') {
        setCookie('fresh-token');
        return new Response(null, { status: 204 });
      }
      return jsonResponse(200, {});
    });

    await Promise.all([api.post('/api/a/'), api.patch('/api/b/'), api.delete('/api/c/')]);

    const csrfCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/csrf/');
    expect(csrfCalls).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('does not ask for a cookie before a safe request', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));

    await api.get('/api/health/');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(headersOf(0).has('X-CSRFToken')).toBe(false);
  });

  it('does not ask again when the cookie is already there', async () => {
    setCookie('token-123');
    fetchMock.mockResolvedValue(jsonResponse(201, {}));

    await api.post('/api/contact/', {});

    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('CSRF token refused', () => {
  it('sends once more with the fresh token the refusal set', async () => {
    setCookie('stale-token');
    fetchMock
      .mockImplementationOnce(async () => {
        setCookie('fresh-token');
        return jsonResponse(403, {
          detail: 'CSRF Failed: CSRF token incorrect.',
          code: 'csrf_failed',
        });
      })
      .mockResolvedValueOnce(jsonResponse(200, { detail: 'ok' }));

    await expect(api.post('/api/auth/password/reset/', {})).resolves.toEqual({ detail: 'ok' });

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(headersOf(0).get('X-CSRFToken')).toBe('stale-token');
    expect(headersOf(1).get('X-CSRFToken')).toBe('fresh-token');
  });

  it('gives up when no new token came back (cookies blocked)', async () => {
    setCookie('token-123');
    fetchMock.mockResolvedValue(
      jsonResponse(403, { detail: 'CSRF Failed: CSRF token incorrect.', code: 'csrf_failed' }),
    );

    const error = (await api.post('/api/a/', {}).catch((e: unknown) => e)) as ApiError;

    expect(error.status).toBe(403);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not resend other 403s', async () => {
    setCookie('token-123');
    fetchMock.mockImplementation(async () => {
      setCookie('another-token');
      return jsonResponse(403, { detail: 'Nope.', code: 'permission_denied' });
    });

    await api.post('/api/a/', {}).catch(() => undefined);

    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('errors', () => {
  beforeEach(() => setCookie('token-123'));

  it('turns a 400 with field errors into an ApiError with field errors', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        email: ['Enter a valid email address'],
        non_field_errors: ['Try again later'],
      }),
    );

    const error = await api.post('/api/contact/', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.isNoResponse).toBe(false);
    expect(apiError.fieldErrors()).toEqual({
      email: ['Enter a valid email address'],
      non_field_errors: ['Try again later'],
    });
  });

  it('exposes detail, code and retry_after of a general error body', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, { detail: 'Too many messages.', code: 'throttled', retry_after: 42 }),
    );

    const error = (await api.post('/api/contact/', {}).catch((e: unknown) => e)) as ApiError;

    expect(error.status).toBe(429);
    expect(error.detail).toBe('Too many messages.');
    expect(error.message).toBe('Too many messages.');
    expect(error.code).toBe('throttled');
    expect(error.retryAfter).toBe(42);
    expect(error.fieldErrors()).toEqual({});
  });

  it('keeps a non-JSON error body as text', async () => {
    fetchMock.mockResolvedValue(new Response('Bad Gateway', { status: 502 }));

    const error = (await api.get('/api/health/').catch((e: unknown) => e)) as ApiError;

    expect(error.status).toBe(502);
    expect(error.body).toBe('Bad Gateway');
    expect(error.detail).toBeUndefined();
  });

  it('reports a network failure as "no response"', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = (await api.get('/api/health/').catch((e: unknown) => e)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(error.isNoResponse).toBe(true);
    expect(error.message).toBe('No response from server. Please check your connection.');
  });

  it('gives up after 15 seconds and reports a timeout as "no response"', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );

    const pending = api.get('/api/slow/').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]![1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = (await pending) as ApiError;
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('timeout');
    expect(error.isNoResponse).toBe(true);
  });

  it("hands a caller's own cancellation back as an AbortError", async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    const controller = new AbortController();

    const pending = api.get('/api/slow/', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();

    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('resolves an empty 204 answer with undefined', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(api.delete('/api/thing/')).resolves.toBeUndefined();
  });
});
