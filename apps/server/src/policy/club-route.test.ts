import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clubRoutePlugin } from './club-route';

/** An app with only the club route hook and one route, to see what it accepts at start-up. */
async function appWith(route: { url: string; config: Record<string, string> }) {
  const app = Fastify();
  await app.register(clubRoutePlugin);
  app.get(route.url, { config: route.config }, async () => ({ ok: true }));
  return app;
}

// What the hook answers callers (401/403/404 per role) is the access matrix's job; here: the
// mistakes a route author can make are refused when the app starts, not found in production.
describe('club route hook', () => {
  it('refuses a route that declares two kinds of club thing', async () => {
    await expect(
      appWith({ url: '/api/x/:slug/', config: { club: 'club:read', league: 'club:read' } }),
    ).rejects.toThrow('GET /api/x/:slug/ declares club and league: pick one');
  });

  it('refuses a club action on a path without :slug', async () => {
    await expect(
      appWith({ url: '/api/x/:clubSlug/', config: { club: 'club:read' } }),
    ).rejects.toThrow('GET /api/x/:clubSlug/ declares club but has no :slug');
  });

  it('refuses a game action on a path without :gameSlug', async () => {
    await expect(
      appWith({ url: '/api/games/:slug/', config: { game: 'club:read' } }),
    ).rejects.toThrow('GET /api/games/:slug/ declares game but has no :gameSlug');
  });

  it('lets a route without a club action through untouched', async () => {
    const app = await appWith({ url: '/api/open/', config: {} });
    const response = await app.inject({ method: 'GET', url: '/api/open/' });
    expect(response.json()).toEqual({ ok: true });
    await app.close();
  });

  it('fails loudly, naming the route, when a handler reads request.club it never declared', async () => {
    const app = Fastify();
    await app.register(clubRoutePlugin);
    app.get('/api/oops/', async (request) => ({ slug: request.club.slug }));
    const response = await app.inject({ method: 'GET', url: '/api/oops/' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ message: '/api/oops/ declares no club action' });
    await app.close();
  });
});
