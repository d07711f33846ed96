import type { FieldErrors } from '@felt/contract';

/** SPEC.md section 9: every request gives up after 15 seconds. */
export const REQUEST_TIMEOUT_MS = 15_000;

const CSRF_COOKIE = 'csrftoken';
const CSRF_PATH = '/api/auth/csrf/';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const NO_RESPONSE_MESSAGE = 'No response from server. Please check your connection.';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * `http`: the server answered with a non-2xx status.
 * `network` and `timeout`: no response at all, `status` is 0.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;
  readonly kind: ApiErrorKind;

  constructor(kind: ApiErrorKind, status: number, body: unknown, message: string) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.body = body;
  }

  /** True when the request never got an answer (offline, DNS, timeout). */
  get isNoResponse(): boolean {
    return this.kind !== 'http';
  }

  /** The general `{"detail": "..."}` message, when the server sent one. */
  get detail(): string | undefined {
    const detail = readProperty(this.body, 'detail');
    return typeof detail === 'string' ? detail : undefined;
  }

  /** The machine-readable `{"code": "..."}`, when the server sent one. */
  get code(): string | undefined {
    const code = readProperty(this.body, 'code');
    return typeof code === 'string' ? code : undefined;
  }

  /** Seconds to wait before retrying, from a 429 `{"retry_after": N}` body. */
  get retryAfter(): number | undefined {
    const retryAfter = readProperty(this.body, 'retry_after');
    return typeof retryAfter === 'number' ? retryAfter : undefined;
  }

  /**
   * Field errors of a `{"field": ["message", ...]}` body, including `non_field_errors`.
   * Keys whose value is not a list of strings (`detail`, `code`, `retry_after`) are left out.
   */
  fieldErrors(): FieldErrors {
    const out: FieldErrors = {};
    if (!isRecord(this.body)) return out;
    for (const [key, value] of Object.entries(this.body)) {
      if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string')) {
        out[key] = value;
      }
    }
    return out;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    if (rawKey === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** How long a read of the browser's time zone is sent again before it is read anew. */
const TIME_ZONE_KEPT_MS = 60_000;
let timeZoneRead: { at: number; zone: string | undefined } | null = null;

/**
 * The browser's time zone. Reading it makes an Intl.DateTimeFormat (some 15 ms on a phone's CPU
 * as Lighthouse slows it), and a page's first load sends ten requests or more; a zone that
 * changes with the tab open (a phone crossing a border) is read again within a minute.
 */
function browserTimeZone(): string | undefined {
  const now = Date.now();
  if (timeZoneRead && now - timeZoneRead.at >= 0 && now - timeZoneRead.at < TIME_ZONE_KEPT_MS) {
    return timeZoneRead.zone;
  }
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    zone = undefined;
  }
  timeZoneRead = { at: now, zone };
  return zone;
}

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

let csrfRequest: Promise<void> | undefined;

/** Asks the server for a CSRF cookie once, however many unsafe requests are waiting for it. */
function ensureCsrfCookie(): Promise<void> {
  if (readCookie(CSRF_COOKIE)) return Promise.resolve();
  csrfRequest ??= send('GET', CSRF_PATH, {})
    .then(() => undefined)
    .finally(() => {
      csrfRequest = undefined;
    });
  return csrfRequest;
}

async function send(method: HttpMethod, path: string, options: RequestOptions): Promise<unknown> {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  // Only an unsafe request carries the token (the server checks no other). Reading
  // document.cookie is a synchronous call to the browser's cookie store: on a phone's CPU it
  // was a good part of each read's start, and a page's first load starts ten of them at once.
  if (!SAFE_METHODS.has(method)) {
    const csrfToken = readCookie(CSRF_COOKIE);
    if (csrfToken) headers.set('X-CSRFToken', csrfToken);
  }
  const timeZone = browserTimeZone();
  if (timeZone) headers.set('Time-Zone', timeZone);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) abortFromCaller();
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });

  try {
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        headers,
        body,
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) throw new ApiError('timeout', 0, undefined, NO_RESPONSE_MESSAGE);
      // A caller that cancels (e.g. TanStack Query on unmount) expects its own AbortError back.
      if (options.signal?.aborted) throw error;
      throw new ApiError('network', 0, undefined, NO_RESPONSE_MESSAGE);
    }

    const payload = await readBody(response);
    if (!response.ok) {
      throw new ApiError('http', response.status, payload, errorMessage(response, payload));
    }
    return payload;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function errorMessage(response: Response, payload: unknown): string {
  const detail = readProperty(payload, 'detail');
  if (typeof detail === 'string' && detail) return detail;
  return `Request failed with status ${response.status}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readProperty(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

/**
 * A POST that outlives the page (sent as it unloads), with the CSRF header the server wants
 * on every unsafe call. `navigator.sendBeacon` cannot set a header, so this is a `keepalive`
 * fetch, which the browser also finishes after the page is gone; nobody waits for its answer.
 */
export function postOnUnload(path: string): void {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const csrfToken = readCookie(CSRF_COOKIE);
  if (csrfToken) headers['X-CSRFToken'] = csrfToken;
  try {
    void fetch(path, {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // A browser without keepalive: the session then ends when it expires.
  }
}

/**
 * Sends one JSON request to the Felt API. Resolves with the parsed body; rejects with an
 * `ApiError` (or the caller's own AbortError when the caller cancelled).
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  if (SAFE_METHODS.has(method)) return (await send(method, path, options)) as T;
  await ensureCsrfCookie();
  // Read per request, never cached: the server rotates the token at login and logout.
  const sentToken = readCookie(CSRF_COOKIE);
  try {
    return (await send(method, path, options)) as T;
  } catch (error) {
    // A token from a session that has since ended is refused once, and the refusal sets a
    // fresh token (docs/decisions/0006): send again, once, with that one. Without a new
    // cookie (cookies blocked) the 403 stands.
    const freshToken = readCookie(CSRF_COOKIE);
    const refusedToken = isApiError(error) && error.status === 403 && error.code === 'csrf_failed';
    if (refusedToken && freshToken && freshToken !== sentToken) {
      return (await send(method, path, options)) as T;
    }
    throw error;
  }
}

export const api = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('GET', path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T = unknown>(path: string, options?: RequestOptions) =>
    apiRequest<T>('DELETE', path, options),
};
