/* global self, caches */
// Felt's service worker (decision 0026): the app shell for a reload without the network.
// The build writes dist/sw.js from this file, putting the build's version and its files where
// the two placeholders below stand (vite-plugins/service-worker.ts).
//
// - Navigations: the network first (the page as the server answers it, its status included),
//   the cached shell when the network fails, answers 5xx or takes longer than a few seconds.
// - Hashed files under /assets/: from the cache, else the network (then kept).
// - The precached public files (icons, the manifest): the network first, else the cache.
// - Never anything under /api/, /dev/, /media/ or /events/: the browser goes to the server as
//   if there were no worker (Chromium skips the worker for them altogether).
// - A new build's worker takes over at once and deletes the caches of the older ones.

const VERSION = '__FELT_VERSION__';
/** The shell (index.html) and every file of the build that the app may need offline. */
const PRECACHE = /* __FELT_PRECACHE__ */ [];

const CACHE_PREFIX = 'felt-shell-';
const CACHE = `${CACHE_PREFIX}${VERSION}`;
const SHELL = '/index.html';
const SERVER_PREFIXES = ['/api', '/dev', '/media', '/events'];
/** How long a navigation waits for the network before the cached shell is shown instead. */
const NAVIGATION_TIMEOUT_MS = 5000;

const precached = new Set(PRECACHE);

function isServerPath(pathname) {
  return SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** A page of the app, not a file: `/app/tools/clock`, not `/robots.txt`. */
function isAppPage(pathname) {
  return !/\.[a-z0-9]+$/i.test(pathname);
}

self.addEventListener('install', (event) => {
  // The server's own paths never wake the worker (Chromium's static routing; others ignore it).
  if (typeof event.addRoutes === 'function' && typeof URLPattern === 'function') {
    try {
      event.addRoutes(
        SERVER_PREFIXES.map((prefix) => ({
          condition: { urlPattern: new URLPattern({ pathname: `${prefix}/*` }) },
          source: 'network',
        })),
      );
    } catch {
      // The fetch handler below leaves them alone anyway.
    }
  }
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // From the server, not the HTTP cache: a file of this build, never an older copy.
      await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
          .map((name) => caches.delete(name)),
      );
      // The navigation's request starts while the worker wakes up.
      await self.registration.navigationPreload?.enable();
      // The open pages too, so a TV loaded once is covered without a second reload.
      await self.clients.claim();
    })(),
  );
});

async function cachedShell() {
  const cache = await caches.open(CACHE);
  return cache.match(SHELL);
}

async function navigate(event) {
  const network = (async () => (await event.preloadResponse) ?? fetch(event.request))();
  // Let the preload or the fetch finish even when the shell answers first.
  event.waitUntil(network.catch(() => undefined));
  const appPage = isAppPage(new URL(event.request.url).pathname);
  let timer;
  const slow = new Promise((resolve) => {
    timer = setTimeout(resolve, NAVIGATION_TIMEOUT_MS, 'slow');
  });
  try {
    const first = await Promise.race([network, slow]);
    if (first === 'slow') {
      const shell = appPage ? await cachedShell() : undefined;
      return shell ?? (await network);
    }
    if (first.status >= 500 && appPage) return (await cachedShell()) ?? first;
    return first;
  } catch (error) {
    const shell = appPage ? await cachedShell() : undefined;
    if (shell) return shell;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  // Hashed names never change content: a file of this build not in the list is kept too.
  if (response.ok && !request.url.endsWith('.map')) await cache.put(request, response.clone());
  return response;
}

async function networkFirst(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(CACHE);
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isServerPath(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (precached.has(url.pathname)) {
    event.respondWith(networkFirst(request));
  }
});
