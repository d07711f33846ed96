import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sharedPlugin } from './shared-plugin';

type HelmetMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;
type Helmet = (options: Record<string, unknown>) => HelmetMiddleware;

/*
 * The helmet that @fastify/helmet is built on, resolved as its dependency. @fastify/helmet
 * builds helmet's whole middleware again on every request (the CSP directives parsed and
 * joined anew); the headers it sets only depend on the options, so they are worked out once.
 */
const requireHere = createRequire(import.meta.url);
const helmet = createRequire(requireHere.resolve('@fastify/helmet'))('helmet') as Helmet;

export interface SecurityHeadersOptions {
  appUrl: string;
}

/**
 * The SPA ships no inline scripts, so scripts are limited to our own files. Inline styles stay
 * allowed: React `style` attributes and react-toastify inject them.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export interface StaticHeaders {
  set: Array<[string, string]>;
  removed: string[];
}

/** The headers helmet sets (and removes) for these options, by running it once. */
export function helmetHeaders(options: Record<string, unknown>): StaticHeaders {
  const headers: StaticHeaders = { set: [], removed: [] };
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers.set.push([name, String(value)]);
    },
    removeHeader(name: string) {
      headers.removed.push(name);
    },
  } as unknown as ServerResponse;
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder, (error) => {
    if (error) throw error;
    finished = true;
  });
  // helmet answers synchronously; a version that did not would leave answers unprotected.
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/**
 * Security headers on every response, errors and 404s included: helmet's, with the options
 * below, worked out when the app starts and set on each answer before anything else runs.
 */
export const securityHeadersPlugin = sharedPlugin<SecurityHeadersOptions>(
  'felt-security-headers',
  async (app, { appUrl }) => {
    const https = appUrl.startsWith('https:');
    const { set, removed } = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: https
          ? { ...CONTENT_SECURITY_POLICY, 'upgrade-insecure-requests': [] }
          : CONTENT_SECURITY_POLICY,
      },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // A browser that saw HSTS on plain http would refuse the site until it expires.
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      xContentTypeOptions: true,
    });
    app.addHook('onRequest', (request, reply, done) => {
      const response = reply.raw;
      for (const name of removed) response.removeHeader(name);
      for (const [name, value] of set) response.setHeader(name, value);
      done();
    });
  },
);
