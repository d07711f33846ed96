import type { FastifyRequest } from 'fastify';
import { FormError, HttpError } from '../http-error';
import { sharedPlugin } from './shared-plugin';

/** What a text field refuses: C0 controls but tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it finds
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'This field may not contain control characters.';

/** No request of ours nests deeper than a few levels; far deeper is an attack on the parser. */
export const MAX_NESTING = 64;
export const TOO_DEEP_MESSAGE = `JSON parse error - The body is nested more than ${MAX_NESTING} levels deep.`;

/** How deep the arrays and objects of a JSON text go (brackets inside strings do not count). */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') deepest = Math.max(deepest, ++depth);
    else if (char === ']' || char === '}') depth--;
  }
  return deepest;
}

function isMultipart(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasControlCharacter(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value);
  if (Array.isArray(value)) return value.some(hasControlCharacter);
  if (isPlainObject(value)) return Object.values(value).some(hasControlCharacter);
  return false;
}

/**
 * Field errors for every top-level field holding a control character anywhere inside it: no
 * name, title or note needs one, and PostgreSQL cannot store NUL at all (SQLite would).
 */
export function assertNoControlCharacters(body: Record<string, unknown> | unknown[]): void {
  if (Array.isArray(body)) {
    // A list body (level swaps, bulk edits) has no field names: one error for the request.
    if (hasControlCharacter(body))
      throw FormError.fields({ non_field_errors: [CONTROL_CHARACTER_MESSAGE] });
    return;
  }
  const fields = Object.keys(body).filter((field) => hasControlCharacter(body[field]));
  if (fields.length > 0) {
    throw FormError.fields(Object.fromEntries(fields.map((f) => [f, [CONTROL_CHARACTER_MESSAGE]])));
  }
}

/**
 * Replaces Fastify's JSON parser to report where the JSON broke ("JSON parse error - ...",
 * as Django REST framework does) while still refusing prototype-poisoning keys. An empty body
 * counts as no body, so clients may send the JSON content type on payload-less POSTs; a route
 * that takes a body then sees `{}`. A body that is there must be a JSON object (or a list, for
 * the route's schema to judge), and its text
 * holds no control characters, on every route that takes one, before its own schema runs.
 */
export const jsonBodyPlugin = sharedPlugin('felt-json-body', async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (nestingDepth(text) > MAX_NESTING) {
      done(new HttpError(400, TOO_DEEP_MESSAGE, 'parse_error'), undefined);
      return;
    }
    try {
      done(null, JSON.parse(text, rejectPrototypeKeys));
    } catch (error) {
      // A syntax error says where the JSON broke; anything else the engine hit is not the
      // client's business (issue 16: no engine messages in answers).
      const reason = error instanceof SyntaxError ? error.message : 'The body is malformed.';
      done(new HttpError(400, `JSON parse error - ${reason}`, 'parse_error'), undefined);
    }
  });

  app.addHook('preValidation', async (request) => {
    // Multipart forms arrive as a stream that the route reads (and checks) itself.
    if (!request.routeOptions.schema?.body || isMultipart(request)) return;
    if (request.body === undefined) request.body = {};
    // A list goes on to the route's schema, which takes it (a few routes take lists) or names
    // what it expected.
    if (Array.isArray(request.body)) {
      assertNoControlCharacters(request.body);
      return;
    }
    if (!isPlainObject(request.body)) {
      throw new HttpError(400, 'The request body must be a JSON object.', 'parse_error');
    }
    assertNoControlCharacters(request.body);
  });
});

function rejectPrototypeKeys(key: string, value: unknown): unknown {
  const poisonsConstructor =
    key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value;
  if (key === '__proto__' || poisonsConstructor) {
    throw new Error(`"${key}" is not allowed as a key`);
  }
  return value;
}
