/** How often an open page asks for a newer worker (a TV may stay on one page for days). */
const UPDATE_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the service worker the build writes (`/sw.js`, decision 0026) once the page has
 * loaded, so it never competes with the first paint. Production builds only: `main.tsx` calls
 * it under `import.meta.env.PROD`, so the dev server and the tests run without a worker.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = async () => {
    try {
      const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      setInterval(() => {
        if (document.visibilityState === 'visible') void registration.update().catch(() => {});
      }, UPDATE_EVERY_MS);
    } catch (error) {
      // Without a worker the app works as before, only not offline.
      console.warn('Felt could not register its service worker:', error);
    }
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
