import { sharedPlugin } from './shared-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The browser's IANA zone from the `Time-Zone` header, or null if absent or not a zone. */
    timeZone: string | null;
  }
}

const KNOWN_ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
// Names only: Intl would also accept offsets such as "+01:00", which are not IANA zones.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/** Returns the IANA name for a header value, or null when it is not a time zone. */
export function parseTimeZone(value: string | string[] | undefined): string | null {
  if (typeof value !== 'string') return null;
  const candidate = value.trim();
  if (candidate.length === 0 || candidate.length > 64) return null;
  if (KNOWN_ZONES.has(candidate)) return candidate;
  // Aliases such as "Asia/Calcutta" are valid IANA names that supportedValuesOf leaves out.
  if (!ZONE_NAME.test(candidate)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: candidate }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const timeZonePlugin = sharedPlugin('felt-time-zone', async (app) => {
  app.decorateRequest('timeZone', null);
  app.addHook('onRequest', async (request) => {
    request.timeZone = parseTimeZone(request.headers['time-zone']);
  });
});
