import { HttpError } from '../http-error';
import { sharedPlugin } from './shared-plugin';

/**
 * Replaces Fastify's JSON parser to report where the JSON broke ("JSON parse error - ...",
 * as Django REST framework does) while still refusing prototype-poisoning keys. An empty body
 * counts as no body, so clients may send the JSON content type on payload-less POSTs.
 */
export const jsonBodyPlugin = sharedPlugin('felt-json-body', async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text, rejectPrototypeKeys));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      done(new HttpError(400, `JSON parse error - ${reason}`, 'parse_error'), undefined);
    }
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
