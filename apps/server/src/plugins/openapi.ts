import { STATUS_CODES } from 'node:http';
import { createRequire } from 'node:module';
import swagger from '@fastify/swagger';
import { AVATAR_MAX_BYTES, SEASON_IMPORT_COLUMNS, SEASON_IMPORT_MAX_BYTES } from '@felt/contract';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../features/accounts/sessions.service';
import { CSRF_COOKIE } from './csrf';
import { sharedPlugin } from './shared-plugin';

/** Where the document is served; the reference page at API_DOCS_PATH reads it. */
export const OPENAPI_PATH = '/api/openapi.json';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonObject = Record<string, unknown>;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The package's own version, read where npm's workspace link puts it (src and dist alike). */
function serverVersion(): string {
  const manifest = createRequire(import.meta.url)('@felt/server/package.json') as {
    version: string;
  };
  return manifest.version;
}

const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The session, set HttpOnly by `POST /api/auth/login/` and ended by `POST /api/auth/logout/`. ' +
      'Operations that list it answer 401 without a live session.',
  },
  csrfCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: CSRF_COOKIE,
    description:
      'The CSRF token cookie, set by `GET /api/auth/csrf/` (and renewed on login and logout).',
  },
  csrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRFToken',
    description:
      `Every POST, PUT, PATCH and DELETE carries the \`${CSRF_COOKIE}\` cookie's value back in this ` +
      "header, else 403 `csrf_failed`. A present `Origin` (or `Referer`) must be the app's own.",
  },
} as const;

/** Tags in the order the reference page lists them; a route's tag comes from its path. */
const TAGS: { name: string; description: string }[] = [
  { name: 'Accounts', description: 'Sign-up, login, passwords, email changes and sessions.' },
  { name: 'Profile', description: "The signed-in user's profile and avatar." },
  { name: 'Mail preferences', description: 'Which mails the signed-in user receives.' },
  { name: 'Clubs', description: "Clubs, the user's clubs and ownership." },
  {
    name: 'Subscriptions',
    description: "A club's plan, its limits and its upgrade, and Stripe's webhook.",
  },
  { name: 'Members', description: 'Members of a club and invitations to join it.' },
  { name: 'Settings', description: 'The settings cascade: club, league, season and game.' },
  { name: 'Blind schedules', description: "A club's blind schedules and their levels." },
  { name: 'Leagues and seasons', description: 'Leagues, their seasons and the hidden season.' },
  { name: 'Games', description: 'Scheduled games, entries and joining.' },
  { name: 'Game night', description: 'Running a game live: state, commands, events, deals.' },
  { name: 'Payouts', description: 'How a game pays out.' },
  { name: 'Results', description: 'Recorded results and season leaderboards.' },
  { name: 'Calendars', description: 'iCalendar files and feeds.' },
  { name: 'Contact', description: 'The contact form.' },
  { name: 'Service', description: 'Health, the server clock and this description.' },
];

/** First match wins: more specific paths before the features that contain them. */
const TAG_RULES: [RegExp, string][] = [
  [/^\/api\/auth\/user\/profile\/mail-preferences\//, 'Mail preferences'],
  [/^\/api\/auth\/user\/(profile|avatar)\//, 'Profile'],
  [/^\/api\/auth\//, 'Accounts'],
  [/(^\/api\/calendar\/|\/calendar-feed\/|\/calendar\.ics$)/, 'Calendars'],
  [/\/settings\/$/, 'Settings'],
  [/\/blind-schedules\//, 'Blind schedules'],
  [/(\/subscription\/|\/billing\/)/, 'Subscriptions'],
  [/(\/members\/|\/invites\/)/, 'Members'],
  [/\/payouts\//, 'Payouts'],
  [/(\/results\/|\/record\/|\/leaderboard)/, 'Results'],
  [/(\/leagues\/|\/seasons\/)/, 'Leagues and seasons'],
  [/^\/api\/games\/:gameSlug\/(state|events|commands|deal|seating|tables)\b/, 'Game night'],
  [/^\/api\/time\/$/, 'Game night'],
  [/\/games\//, 'Games'],
  [/^\/api\/(clubs|user\/clubs)\//, 'Clubs'],
  [/^\/api\/contact\//, 'Contact'],
  [/^\/api\/(health\/|openapi\.json$)/, 'Service'],
];

/** The route's feature as a tag: a path no rule knows gets its first segment, capitalized. */
export function tagOf(url: string): string {
  const rule = TAG_RULES.find(([pattern]) => pattern.test(url));
  if (rule) return rule[1];
  const segment = url.split('/')[2] ?? 'api';
  return segment.charAt(0).toUpperCase() + segment.slice(1);
}

/** `PATCH /api/clubs/:slug/members/:memberSlug/` -> `patchClubsBySlugMembersByMemberSlug`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .slice(2)
    .filter(Boolean)
    .flatMap((segment) =>
      segment.split(/(?=:)/).map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part)),
    )
    .join('-')
    .split(/[^A-Za-z0-9]+|(?=[A-Z])/)
    .filter(Boolean);
  return [
    method.toLowerCase(),
    ...words.map((word) => word[0]!.toUpperCase() + word.slice(1)),
  ].join('');
}

function securityOf(route: RouteOptions, method: string) {
  const signedIn = route.config?.signedIn === true;
  const requirement: Record<string, string[]> = {};
  if (signedIn) requirement.sessionCookie = [];
  if (UNSAFE_METHODS.has(method)) Object.assign(requirement, { csrfCookie: [], csrfHeader: [] });
  return Object.keys(requirement).length > 0 ? [requirement] : undefined;
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the zod schemas cannot say: the live game's event stream, and the profile form and the
 * season import that also arrive as multipart with a file. Keyed by `METHOD url` as
 * registered; the document test fails for a key that names no route.
 */
export const ROUTE_DOCUMENTATION: Record<string, (schema: JsonObject) => JsonObject> = {
  [`GET ${OPENAPI_PATH}`]: (schema) => ({
    ...schema,
    description: 'This document. The readable reference is at `/api/docs`.',
    response: {
      200: {
        description: 'The OpenAPI 3.1 description of the API.',
        content: { 'application/json': { schema: { type: 'object' } } },
      },
    },
  }),
  'GET /api/games/:gameSlug/events/': (schema) => ({
    ...schema,
    description:
      'Server-sent events. `id: <version>`, `event: state` and `data: <the game state as JSON, ' +
      'as GET /api/games/{gameSlug}/state/ answers>` for every new version, first the current ' +
      'one unless `Last-Event-ID` already has it; a comment line as a heartbeat; and, when the ' +
      'game is cancelled or deleted, `event: cancelled` before the stream ends.',
    response: {
      200: {
        description: 'The stream of events (`text/event-stream`), open until the game ends.',
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      },
    },
  }),
  'PATCH /api/auth/user/profile/': (schema) => {
    const json = isObject(schema.body) ? schema.body : {};
    const fields =
      (Array.isArray(json.anyOf)
        ? json.anyOf.find((entry) => isObject(entry) && entry.type === 'object')
        : json) ?? {};
    const form = isObject(fields) ? fields : {};
    return {
      ...schema,
      description:
        'JSON changes the fields it names. `multipart/form-data` carries the same fields as ' +
        `text parts and may add an \`avatar\` image (PNG, JPEG or WebP, at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB), ` +
        'stored as a square PNG.',
      body: {
        content: {
          'application/json': { schema: json },
          'multipart/form-data': {
            schema: {
              ...form,
              type: 'object',
              properties: {
                ...(isObject(form.properties) ? form.properties : {}),
                avatar: { type: 'string', format: 'binary', contentMediaType: 'image/*' },
              },
            },
          },
        },
      },
    };
  },
  'POST /api/seasons/:slug/import/': (schema) => {
    const json = isObject(schema.body) ? schema.body : {};
    const form = (
      Array.isArray(json.anyOf)
        ? json.anyOf.find((entry) => isObject(entry) && entry.type === 'object')
        : json
    ) as JsonObject | undefined;
    return {
      ...schema,
      description:
        'Past results from a CSV file, one row per player per game (columns ' +
        `${SEASON_IMPORT_COLUMNS.join(', ')}; at most ${SEASON_IMPORT_MAX_BYTES / 1024 / 1024} MB). ` +
        'With `dry_run` it answers what the import would create and every problem by line, ' +
        'writing nothing; without, it imports everything in one transaction, or nothing: a 400 ' +
        '`import_invalid` carrying the same answer. `multipart/form-data` sends the file as ' +
        '`file`; JSON sends its text as `csv`.',
      body: {
        content: {
          'application/json': { schema: form ?? json },
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file'],
              properties: {
                file: { type: 'string', format: 'binary', contentMediaType: 'text/csv' },
                dry_run: { type: 'string', enum: ['true', 'false'] },
              },
            },
          },
        },
      },
    };
  },
};

/** Files a route answers by the extension of its path (it declares no JSON response). */
const FILE_TYPES: Record<string, { type: string; description: string }> = {
  ics: { type: 'text/calendar', description: 'An iCalendar file.' },
  csv: { type: 'text/csv', description: 'A CSV file with a header row.' },
};

function fileResponse(url: string): JsonObject | undefined {
  const file = FILE_TYPES[/\.(\w+)$/.exec(url)?.[1] ?? ''];
  if (!file) return undefined;
  return {
    200: {
      description: file.description,
      content: { [file.type]: { schema: { type: 'string' } } },
    },
  };
}

/** Hides a route from the document: for routes added after the app is built (tests). */
export function hideFromApiDocument(route: RouteOptions): void {
  route.schema = { ...route.schema, hide: true } as RouteOptions['schema'];
}

const isDocumented = (url: string) =>
  url.startsWith('/api/') && url !== '/api/docs' && !url.startsWith('/api/docs/');

const isZod = (value: unknown) => isObject(value) && '_zod' in value;

/**
 * A part the zod provider could not convert: a plain JSON schema (Fastify's own kind) as it is;
 * anything else is left out of the document, its route still listed.
 */
const unconverted = (value: unknown) => (isObject(value) && !isZod(value) ? value : undefined);

/**
 * Converts one part (body, querystring, params, headers, a response) at a time with the zod
 * provider's transform, for a route where converting them together failed.
 */
function convertParts(input: TransformInput): JsonObject {
  const schema = (input.schema ?? {}) as JsonObject;
  const converted: JsonObject = {};
  const parts = ['body', 'querystring', 'params', 'headers'] as const;
  for (const part of parts) {
    if (schema[part] === undefined) continue;
    try {
      const result = jsonSchemaTransform({ ...input, schema: { [part]: schema[part] } });
      converted[part] = (result.schema as JsonObject)[part];
    } catch {
      const fallback = unconverted(schema[part]);
      if (fallback) converted[part] = fallback;
    }
  }
  if (isObject(schema.response)) {
    const response: JsonObject = {};
    for (const [status, entry] of Object.entries(schema.response)) {
      try {
        const result = jsonSchemaTransform({ ...input, schema: { response: { [status]: entry } } });
        response[status] = ((result.schema as JsonObject).response as JsonObject)[status];
      } catch {
        const fallback = unconverted(entry);
        if (fallback) response[status] = fallback;
      }
    }
    converted.response = response;
  }
  for (const [key, value] of Object.entries(schema)) {
    if (!(key in converted) && !parts.includes(key as never) && key !== 'response') {
      converted[key] = value;
    }
  }
  return converted;
}

/**
 * @fastify/swagger's transform: the zod provider's conversion, then the tag, the security
 * requirement and the operation id every documented route gets, and the notes of
 * ROUTE_DOCUMENTATION. Routes outside /api/ (the SPA, /media, /dev) and the reference page are
 * hidden.
 */
export function documentRoute(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const { url, route } = input;
  const declared = (input.schema ?? {}) as JsonObject;
  if (!isDocumented(url) || declared.hide === true) return { schema: { hide: true }, url };

  let schema: JsonObject;
  try {
    schema = (jsonSchemaTransform(input).schema ?? {}) as JsonObject;
  } catch {
    schema = convertParts(input);
  }
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const method = String(methods[0]);
  const key = `${method} ${url}`;
  schema = {
    ...schema,
    tags: schema.tags ?? [tagOf(url)],
    operationId: schema.operationId ?? operationIdOf(method, url),
  };
  if (!schema.response) {
    const response = fileResponse(url);
    if (response) schema.response = response;
  }
  const security = securityOf(route, method);
  if (security && !schema.security) schema.security = security;
  const documentation = ROUTE_DOCUMENTATION[key];
  if (documentation) schema = documentation(schema);
  return { schema, url } as ReturnType<typeof jsonSchemaTransform>;
}

const ERROR_RESPONSE = {
  description:
    'An error: `{"detail", "code"}`, or for a refused form `{"<field>": ["message", ...]}` ' +
    '(`non_field_errors` for the form as a whole). 400 bad input, 401 not signed in, 403 not ' +
    "allowed or a failed CSRF check, 404 unknown or another club's, 413 too large, 429 " +
    'throttled (with `Retry-After`).',
  content: {
    'application/json': {
      schema: {
        oneOf: [
          {
            type: 'object',
            properties: { detail: { type: 'string' }, code: { type: 'string' } },
            required: ['detail', 'code'],
          },
          {
            type: 'object',
            additionalProperties: { type: 'array', items: { type: 'string' } },
          },
        ],
      },
    },
  },
};

type OpenApiObject = ReturnType<typeof jsonSchemaTransformObject>;

/**
 * Adds the shared error answer to every operation that does not describe its own, and names
 * each status @fastify/swagger left as "Default Response" (`201` -> "Created").
 */
function withErrorResponses(document: OpenApiObject): OpenApiObject {
  const paths = (document.paths ?? {}) as Record<string, Record<string, unknown>>;
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        if (isObject(response) && response.description === 'Default Response') {
          response.description = STATUS_CODES[status] ?? status;
        }
      }
      operation.responses.default ??= { $ref: '#/components/responses/Error' };
    }
  }
  const components = ('components' in document ? document.components : undefined) ?? {};
  return {
    ...document,
    components: {
      ...components,
      responses: { ...components.responses, Error: ERROR_RESPONSE },
    },
  } as OpenApiObject;
}

export function documentObject(
  input: Parameters<typeof jsonSchemaTransformObject>[0],
): OpenApiObject {
  return withErrorResponses(jsonSchemaTransformObject(input));
}

/**
 * The OpenAPI 3.1 description of the API, made from the routes' zod schemas as they are
 * registered (so register this before them) and served at OPENAPI_PATH.
 */
export const openApiPlugin = sharedPlugin('felt-openapi', async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Felt',
        version: serverVersion(),
        description:
          "The HTTP API of Felt, the poker club app, as its own web app uses it. JSON in and out; paths keep Django's trailing slashes. " +
          'Sign in with `POST /api/auth/login/` after `GET /api/auth/csrf/`: the session is a cookie, and every unsafe method sends the CSRF token back in `X-CSRFToken`. ' +
          'Lists answer `{"count", "next", "previous", "results"}`.',
      },
      servers: [{ url: '/' }],
      tags: TAGS,
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: documentRoute,
    transformObject: documentObject,
  });

  let body: string | null = null;
  app.get(OPENAPI_PATH, async (_request, reply) => {
    // Made once: the routes do not change while the process runs.
    body ??= JSON.stringify(app.swagger());
    // No Cache-Control of its own: like every API answer, no-store for a signed-in caller.
    return reply.type('application/json; charset=utf-8').send(body);
  });
});
