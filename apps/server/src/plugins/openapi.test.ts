import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { documentRoute, operationIdOf, tagOf } from './openapi';

type Input = Parameters<typeof documentRoute>[0];

function describeRoute(
  method: string,
  url: string,
  schema: Record<string, unknown> | undefined,
  config: Record<string, unknown> = {},
) {
  const route = { method, url, schema, config, handler: () => {} } as unknown as RouteOptions;
  const input = {
    schema,
    url,
    route,
    openapiObject: { openapi: '3.1.0' },
  } as unknown as Input;
  return documentRoute(input).schema as Record<string, unknown>;
}

describe('documentRoute', () => {
  it('converts the zod schemas and adds the tag, the operation id and the security', () => {
    const schema = describeRoute(
      'POST',
      '/api/clubs/:slug/members/',
      {
        params: z.object({ slug: z.string() }),
        body: z.object({ name: z.string().min(1) }),
      },
      { signedIn: true },
    );
    expect(schema.body).toMatchObject({
      type: 'object',
      properties: { name: { type: 'string', minLength: 1 } },
      required: ['name'],
    });
    expect(schema.tags).toEqual(['Members']);
    expect(schema.operationId).toBe('postClubsBySlugMembers');
    expect(schema.security).toEqual([{ sessionCookie: [], csrfCookie: [], csrfHeader: [] }]);
  });

  it('still lists a route whose schemas are missing, not zod, or do not convert', () => {
    expect(describeRoute('GET', '/api/widgets/:id/', undefined)).toMatchObject({
      tags: ['Widgets'],
      operationId: 'getWidgetsById',
    });

    const plain = describeRoute('POST', '/api/widgets/', {
      body: { type: 'object', properties: { name: { type: 'string' } } },
      querystring: z.object({ page: z.coerce.number().optional() }),
    });
    expect(plain.hide).toBeUndefined();
    // Fastify's own JSON schema, as it is.
    expect(plain.body).toEqual({ type: 'object', properties: { name: { type: 'string' } } });
    expect(plain.querystring).toMatchObject({ properties: { page: { type: 'number' } } });
    expect(plain.tags).toEqual(['Widgets']);

    // Something neither zod nor JSON schema: left out, the rest kept.
    const odd = describeRoute('GET', '/api/widgets/', {
      querystring: z.object({ q: z.string() }),
      response: { 200: z.object({ id: z.number() }), 404: 'not a schema' },
    });
    expect(odd.hide).toBeUndefined();
    expect(odd.querystring).toMatchObject({ properties: { q: { type: 'string' } } });
    expect(odd.response).toEqual({ 200: expect.objectContaining({ type: 'object' }) });
  });

  it('hides what is not the API: the SPA, media, the reference page, hidden routes', () => {
    for (const url of [
      '/robots.txt',
      '/media/*',
      '/dev/mailbox/',
      '/api/docs',
      '/api/docs/:file',
    ]) {
      expect(describeRoute('GET', url, undefined)).toEqual({ hide: true });
    }
    expect(describeRoute('GET', '/api/health/', { hide: true })).toEqual({ hide: true });
  });

  it('describes .ics and .csv answers by their type', () => {
    const schema = describeRoute('GET', '/api/seasons/:slug/leaderboard.csv', {});
    expect(schema.response).toMatchObject({ 200: { content: { 'text/csv': {} } } });
  });
});

describe('tags and operation ids', () => {
  it('tags a route by its feature, and an unknown path by its first segment', () => {
    expect(tagOf('/api/auth/login/')).toBe('Accounts');
    expect(tagOf('/api/auth/user/profile/')).toBe('Profile');
    expect(tagOf('/api/auth/user/profile/mail-preferences/')).toBe('Mail preferences');
    expect(tagOf('/api/clubs/:slug/')).toBe('Clubs');
    expect(tagOf('/api/clubs/:slug/games/')).toBe('Games');
    expect(tagOf('/api/games/:gameSlug/events/')).toBe('Game night');
    expect(tagOf('/api/games/:gameSlug/settings/')).toBe('Settings');
    expect(tagOf('/api/seasons/:slug/leaderboard/')).toBe('Results');
    expect(tagOf('/api/calendar/:token.ics')).toBe('Calendars');
    expect(tagOf('/api/tournaments/')).toBe('Tournaments');
  });

  it('names operations by method and path', () => {
    expect(operationIdOf('GET', '/api/calendar/:token.ics')).toBe('getCalendarByTokenIcs');
    expect(operationIdOf('DELETE', '/api/games/:gameSlug/entries/:entryId/')).toBe(
      'deleteGamesByGameSlugEntriesByEntryId',
    );
    expect(operationIdOf('POST', '/api/auth/sessions/revoke-others/')).toBe(
      'postAuthSessionsRevokeOthers',
    );
  });
});
