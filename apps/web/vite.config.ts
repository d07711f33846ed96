import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ModuleInfo, PluginContext } from 'rolldown';
import { parseAst } from 'rolldown/parseAst';
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

const ALL = Symbol('every export');
type Statement = ReturnType<typeof parseAst>['body'][number];
type Names = Set<string> | typeof ALL;

/**
 * The top-level statements of an ES module (the app's own or a package's); null for anything
 * else (CommonJS, styles, virtual modules), whose static imports are all followed.
 */
function moduleStatements(id: string, info: ModuleInfo | null): Statement[] | null {
  const lang = /\.tsx$/.test(id)
    ? 'tsx'
    : /\.ts$/.test(id)
      ? 'ts'
      : /\.[mc]?jsx?$/.test(id)
        ? 'jsx'
        : null;
  if (!lang || !info || info.code == null || info.inputFormat !== 'es' || id.startsWith('\0'))
    return null;
  return parseAst(info.code, { lang }, id).body;
}

const nameOf = (node: { type: string; name?: string; value?: unknown }) =>
  node.type === 'Identifier' ? node.name! : String(node.value);

/** What a statement takes from another module at run time (types aside), if anything. */
function usedFrom(s: Statement): { source: string; names: Names } | null {
  if (s.type === 'ImportDeclaration') {
    if (s.importKind === 'type') return null;
    const names = new Set<string>();
    for (const spec of s.specifiers) {
      if (spec.type === 'ImportNamespaceSpecifier') return { source: s.source.value, names: ALL };
      if (spec.type === 'ImportDefaultSpecifier') names.add('default');
      else if (spec.importKind !== 'type') names.add(nameOf(spec.imported));
    }
    return { source: s.source.value, names };
  }
  if (s.type === 'ExportAllDeclaration') return { source: s.source.value, names: ALL };
  if (s.type === 'ExportNamedDeclaration' && s.source && s.exportKind !== 'type') {
    const names = new Set(
      s.specifiers.filter((spec) => spec.exportKind !== 'type').map((spec) => nameOf(spec.local)),
    );
    return { source: s.source.value, names };
  }
  return null;
}

async function resolved(context: PluginContext, source: string, importer: string): Promise<string> {
  const found = await context.resolve(source, importer);
  if (!found) throw new Error(`felt:app-shell-chunk: cannot resolve ${source} from ${importer}`);
  return found.id;
}

/**
 * The modules `roots` use at run time, through their static imports (dynamic ones start chunks
 * of their own). Through a module that only re-exports (a feature's index.ts, decision 0019;
 * the contract's), only the names its importers take are followed.
 */
async function usedClosure(context: PluginContext, roots: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  // Names taken so far from each re-exporting module (ALL: every one).
  const taken = new Map<string, Names>();
  const queue: { id: string; names: Names }[] = roots.map((id) => ({ id, names: ALL }));
  while (queue.length > 0) {
    const { id, names } = queue.pop()!;
    const info = context.getModuleInfo(id);
    const statements = moduleStatements(id, info);
    if (!statements) {
      // Packages, styles, virtual modules: everything they import statically.
      if (found.has(id)) continue;
      found.add(id);
      for (const next of info?.importedIds ?? []) queue.push({ id: next, names: ALL });
      continue;
    }
    const reexportsOnly = statements.every(
      (s) =>
        s.type === 'ExportAllDeclaration' ||
        (s.type === 'ExportNamedDeclaration' && s.source) ||
        (s.type === 'ImportDeclaration' && (s.importKind === 'type' || s.specifiers.length === 0)),
    );
    if (!reexportsOnly) {
      if (found.has(id)) continue;
      found.add(id);
      for (const s of statements) {
        const use = usedFrom(s);
        if (use) queue.push({ id: await resolved(context, use.source, id), names: use.names });
      }
      continue;
    }
    // A re-exporting module: follow only the names wanted that were not followed before.
    found.add(id);
    const before = taken.get(id) ?? new Set<string>();
    if (before === ALL) continue;
    const wanted = names === ALL ? ALL : new Set([...names].filter((n) => !before.has(n)));
    if (wanted !== ALL && wanted.size === 0) continue;
    const first = !taken.has(id);
    taken.set(id, wanted === ALL ? ALL : new Set([...before, ...wanted]));
    for (const s of statements) {
      if (s.type === 'ImportDeclaration' && s.importKind !== 'type') {
        // An import for its side effects runs whatever is taken from here.
        if (first) queue.push({ id: await resolved(context, s.source.value, id), names: ALL });
      } else if (s.type === 'ExportAllDeclaration') {
        const target = await resolved(context, s.source.value, id);
        // Only the modules that export one of the names wanted.
        const has = context.getModuleInfo(target)?.exports;
        const names = wanted === ALL || !has ? wanted : new Set(has.filter((n) => wanted.has(n)));
        if (names === ALL || names.size > 0) queue.push({ id: target, names });
      } else if (s.type === 'ExportNamedDeclaration' && s.source && s.exportKind !== 'type') {
        const local = new Set<string>();
        for (const spec of s.specifiers) {
          if (spec.exportKind === 'type') continue;
          if (wanted === ALL || wanted.has(nameOf(spec.exported))) local.add(nameOf(spec.local));
        }
        if (local.size > 0) {
          queue.push({ id: await resolved(context, s.source.value, id), names: local });
        }
      }
    }
  }
  return found;
}

/**
 * Everything `/app/*` loads on every first visit, in one chunk: the modules the app's routes
 * file (app/routes/app-routes.tsx: the shell, the dashboard, the onboarding layer) uses
 * statically, directly or through others, that the entry does not already load. Without the
 * group Rolldown cut them into some forty chunks of a kilobyte or two, each shared with a lazy
 * page, and every file costs about 1 kB of response headers as transferred (issue 20: 250 kB
 * of script). The set is read from the module graph when the build ends, before the chunks are
 * cut; the lazy pages stay out of it (only static imports are followed), and so does the code
 * a feature's index.ts names but the shell does not use (usedClosure): with it, every page
 * loaded code of other pages (issue 20: the settings pages ~20 kB).
 *
 * What the site's other lazy parts (the account, join and print pages, ...) use as well goes
 * to `shared` instead, cut by which pages use it (the app-shared group), or their
 * first load would take the whole shell with it (`/auth/login`: 150 kB).
 */
function appShellChunk(): {
  plugin: Plugin;
  test: (id: string) => boolean;
  shared: (id: string) => boolean;
} {
  const members = new Set<string>();
  const shared = new Set<string>();
  const plugin: Plugin = {
    name: 'felt:app-shell-chunk',
    apply: 'build',
    async buildEnd() {
      members.clear();
      shared.clear();
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => /src[\\/]app[\\/]routes[\\/]app-routes\.tsx$/.test(id));
      if (!entry) this.error('felt:app-shell-chunk: app/routes/app-routes.tsx is not in the build');
      for (const id of await usedClosure(this, [entry])) members.add(id);
      const initial = await usedClosure(
        this,
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
      );
      const roots = [...initial].flatMap(
        (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
      );
      const others = await usedClosure(
        this,
        roots.filter((id) => id !== entry),
      );
      for (const id of members) if (others.has(id)) shared.add(id);
      for (const id of shared) members.delete(id);
    },
  };
  return { plugin, test: (id) => members.has(id), shared: (id) => shared.has(id) };
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
              name: 'app-shared',
              test: appShell.shared,
              entriesAware: true,
              entriesAwareMergeThreshold: 8000,
            },
            {
              name: 'app',
              test: appShell.test,
            },
          ],
        },
      },
    },
  },
});
