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

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    treeShakeReactRouter(),
    siteManifest(),
    serviceWorker(),
    compressAssets(),
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
          // than one.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});
