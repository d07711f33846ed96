import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** Where the worker is served: at the root, so its scope is the whole site. */
export const SERVICE_WORKER_FILE = 'sw.js';
const TEMPLATE = new URL('./service-worker.template.js', import.meta.url);
const SHELL = '/index.html';

/** What the worker caches of a build: the shell, the built files and the public ones. */
export function precacheList(bundleFiles: readonly string[], publicFiles: readonly string[]) {
  const wanted = (file: string) =>
    file !== 'index.html' &&
    file !== SERVICE_WORKER_FILE &&
    // Source maps are for developers' tools, .br/.gz the server picks by itself.
    !/\.(?:map|br|gz)$/.test(file) &&
    // Dotfiles are not served (the server's static plugin ignores them).
    !file.split('/').some((part) => part.startsWith('.'));
  const urls = [...bundleFiles, ...publicFiles].filter(wanted).map((file) => `/${file}`);
  return [SHELL, ...[...new Set(urls)].sort()];
}

/** The worker's source for a build: its version changes with any file, the shell's or its own. */
export function serviceWorkerSource(
  template: string,
  precache: readonly string[],
  contents: readonly (string | Uint8Array)[],
): string {
  const hash = createHash('sha256').update(template).update(JSON.stringify(precache));
  for (const content of contents) hash.update(content);
  const version = hash.digest('hex').slice(0, 16);
  const withVersion = template.replace("'__FELT_VERSION__'", JSON.stringify(version));
  const source = withVersion.replace('/* __FELT_PRECACHE__ */ []', JSON.stringify(precache));
  if (source === template || source === withVersion) {
    throw new Error('service-worker.template.js lost its placeholders');
  }
  return source;
}

async function filesUnder(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory()
        ? filesUnder(full, base)
        : Promise.resolve([path.relative(base, full).split(path.sep).join('/')]);
    }),
  );
  return nested.flat();
}

/**
 * Writes `sw.js` into the build (decision 0026): the service worker that serves the app shell
 * when the network is gone, precaching index.html, the hashed files of this build and the
 * public files. A build only: the dev server and the tests never see a worker.
 */
export function serviceWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'felt:service-worker',
    apply: 'build',
    // After Vite's own plugins, so index.html is in the bundle.
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const publicFiles = config.publicDir ? await filesUnder(config.publicDir) : [];
      const files = Object.keys(bundle);
      const precache = precacheList(files, publicFiles);
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') {
        this.error('the service worker needs index.html in the bundle');
      }
      const template = await readFile(TEMPLATE, 'utf8');
      // The hashed names change with their content; the shell and the public files may not.
      const contents = [
        index.source,
        ...(await Promise.all(
          publicFiles.map((file) => readFile(path.join(config.publicDir, file))),
        )),
      ];
      this.emitFile({
        type: 'asset',
        fileName: SERVICE_WORKER_FILE,
        source: serviceWorkerSource(template, precache, contents),
      });
    },
  };
}
