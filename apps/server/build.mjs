// Bundles the server and the migrate, demo-seed and backup CLIs for `node apps/server/dist/*.mjs`.
// Workspace packages (@felt/*) export TypeScript source, so they are bundled; every other
// package stays external and is loaded from node_modules at run time (native modules such as
// better-sqlite3 cannot be bundled anyway). `packages: 'external'` would also externalize the
// symlinked @felt/* packages, hence the plugin.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
// FELT_SERVER_OUTDIR builds elsewhere (a second build beside the app's, for comparisons); it
// must sit below the repository, where node_modules resolves the external packages.
const outdir = path.resolve(here, process.env.FELT_SERVER_OUTDIR ?? 'dist');

/** @type {import('esbuild').Plugin} */
const externalNodeModules = {
  name: 'external-node-modules',
  setup(pluginBuild) {
    // Bare specifiers only: relative and absolute paths are our own files.
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@felt/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: here,
  entryPoints: {
    server: 'src/server.ts',
    migrate: 'src/migrate.ts',
    'seed-demo': 'src/seed-demo.ts',
    backup: 'src/backup.ts',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // CommonJS code that ends up in the bundle may call require(); ESM has none by default.
  banner: {
    js: "import { createRequire as __feltCreateRequire } from 'node:module'; const require = __feltCreateRequire(import.meta.url);",
  },
  plugins: [externalNodeModules],
  logLevel: 'warning',
  metafile: true,
});

for (const [file, output] of Object.entries(result.metafile.outputs)) {
  if (file.endsWith('.mjs')) {
    console.log(
      `built ${path.relative(process.cwd(), path.join(here, file))} (${Math.round(output.bytes / 1024)} kB)`,
    );
  }
}
