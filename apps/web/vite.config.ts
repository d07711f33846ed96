import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compressAssets } from './vite-plugins/compress-assets.ts';
import { serviceWorker } from './vite-plugins/service-worker.ts';
import { siteManifest } from './vite-plugins/site-manifest.ts';

const apiTarget = process.env.FELT_API_URL ?? 'http://127.0.0.1:8000';

/**
 * React Router's build creates its components with `React.forwardRef(...)` calls that carry
 * no `@__PURE__` mark, and names them with `X.displayName = "X"`; the bundler must then keep
 * NavLink, Form and the data-router code they pull in even though the app never uses them.
 * Marking the calls pure and dropping the names takes ~2 kB of gzipped JavaScript off the
 * landing page (issue 2's budget). Neither change alters behaviour.
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: 'felt:tree-shake-react-router',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      const shaken = code
        .replace(/= (React\d*\.forwardRef)\(/g, '= /* @__PURE__ */ $1(')
        .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '');
      // Lines stay where they were, so the incoming source map is still right line by line.
      return { code: shaken, map: null };
    },
  };
}

/**
 * What nearly every page that talks to the API loads, in one chunk instead of a dozen: zod,
 * react-hook-form and its resolver, TanStack Query, the API client, the form helpers, the
 * stored-login code and the small form components. Each file costs a request and about 1 kB
 * of response headers as transferred, so `/auth/login` (issue 20: 150 kB of script) paid more
 * for a dozen tiny chunks than for their code. The landing page loads none of it.
 */
const FORMS_CHUNK = [
  /node_modules[\\/](zod|react-hook-form|@hookform[\\/]resolvers|@tanstack[\\/](react-query|query-core))[\\/]/,
  /web[\\/]src[\\/]lib[\\/](api-client|query-client|error-text)\.ts$/,
  /web[\\/]src[\\/]lib[\\/](forms|auth)[\\/]/,
  /web[\\/]src[\\/]app[\\/]query-provider\.tsx$/,
  /web[\\/]src[\\/]components[\\/]ui[\\/](alert|error-alert|text-field|password-field|status-badge|link|button)\.tsx$/,
];

/**
 * Everything `/app/*` loads on every first visit, in one chunk: the modules the app's routes
 * file (app/routes/app-routes.tsx: the shell, the dashboard, the onboarding layer) imports
 * statically, directly or through others, that the entry does not already load. Without the
 * group Rolldown cut them into some forty chunks of a kilobyte or two, each shared with a lazy
 * page, and every file costs about 1 kB of response headers as transferred: the first load of
 * `/app/dashboard` paid ~40 kB for headers alone (issue 20: 250 kB of script). The set is read
 * from the module graph when the build ends, before the chunks are cut; the lazy pages stay
 * out of it (only static imports are followed).
 */
function appShellChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'felt:app-shell-chunk',
    apply: 'build',
    buildEnd() {
      members.clear();
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => /src[\\/]app[\\/]routes[\\/]app-routes\.tsx$/.test(id));
      if (!entry) this.error('felt:app-shell-chunk: app/routes/app-routes.tsx is not in the build');
      const queue = [entry];
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (members.has(id)) continue;
        members.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, test: (id) => members.has(id) };
}

const appShell = appShellChunk();

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    treeShakeReactRouter(),
    siteManifest(),
    serviceWorker(),
    compressAssets(),
    appShell.plugin,
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/dev': apiTarget,
      '/media': apiTarget,
      '/events': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser Felt supports preloads modules natively; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry loads anyway stays in the entry chunk. Without this group
          // Rolldown moves modules the lazy pages share with the entry (React, React Router)
          // into chunks of their own (rolldown/rolldown#10731), and three files compress worse
          // than one. The forms group: see FORMS_CHUNK; the app group: see appShellChunk. A
          // module in more than one group goes to the first.
          groups: [
            { name: 'index', tags: ['$initial'] },
            { name: 'forms', test: (id) => FORMS_CHUNK.some((part) => part.test(id)) },
            {
              name: 'app',
              test: appShell.test,
              entriesAware: true,
              entriesAwareMergeThreshold: 8000,
            },
          ],
        },
      },
    },
  },
});
