import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runnerImport, type Plugin, type ResolvedConfig } from 'vite';
import type { SiteRoutes } from '../src/app/site-routes';

/** The file beside index.html the server reads to tell pages from unknown paths. */
export const SITE_MANIFEST_FILE = 'routes.json';

/**
 * Writes `routes.json` into the build from `src/app/site-routes.ts`, the same modules the
 * router uses, so the server's 404s and sitemap follow the client's routes (decision 0020).
 */
export function siteManifest(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'felt:site-manifest',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      const { module } = await runnerImport<{ siteRoutes: SiteRoutes }>(
        path.join(config.root, 'src/app/site-routes.ts'),
        { root: config.root, configFile: false, logLevel: 'error' },
      );
      const outDir = path.resolve(config.root, config.build.outDir);
      await writeFile(
        path.join(outDir, SITE_MANIFEST_FILE),
        `${JSON.stringify(module.siteRoutes, null, 2)}\n`,
      );
    },
  };
}
