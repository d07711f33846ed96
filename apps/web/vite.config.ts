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

/** A name another module's code takes from `source` (ALL: its namespace, so every export). */
interface Use {
  source: string;
  names: Names;
}

/** What a module's own code needs, and where each name it exports without defining comes from. */
interface Shape {
  /** The imports its own code uses (and those it runs for their side effects). */
  code: Use[];
  /** Each exported name that only passes another module's through, and that module's name. */
  passed: Map<string, Use>;
  /** `export * from`: the modules whose exports are its own. */
  stars: string[];
}

/** Every identifier a syntax tree names (JSX tags included), as an over-estimate of its uses. */
function identifiers(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) identifiers(item, into);
  else if (node && typeof node === 'object') {
    const { type, name } = node as { type?: string; name?: unknown };
    if ((type === 'Identifier' || type === 'JSXIdentifier') && typeof name === 'string') {
      into.add(name);
    }
    for (const value of Object.values(node))
      if (value && typeof value === 'object') identifiers(value, into);
  }
  return into;
}

/**
 * A module's imports split by who uses them: its own code, or only an `export { x as X }`
 * that passes them on (Headless UI's index does both; so does a feature's index.ts with a
 * loader of its own). Only the first kind is needed whenever the module is; the second only
 * when a name it passes on is.
 */
function shapeOf(statements: Statement[]): Shape {
  const imported = new Map<string, Use & { name: string | typeof ALL }>();
  const code: Use[] = [];
  const passed = new Map<string, Use>();
  const stars: string[] = [];
  const exportLists: { local: string; exported: string }[] = [];
  const used = new Set<string>();
  for (const s of statements) {
    if (s.type === 'ImportDeclaration') {
      if (s.importKind === 'type') continue;
      const source = s.source.value;
      // Run for its side effects.
      if (s.specifiers.length === 0) code.push({ source, names: new Set() });
      for (const spec of s.specifiers) {
        if (spec.type !== 'ImportNamespaceSpecifier' && spec.type !== 'ImportDefaultSpecifier') {
          if (spec.importKind === 'type') continue;
        }
        const name =
          spec.type === 'ImportNamespaceSpecifier'
            ? ALL
            : spec.type === 'ImportDefaultSpecifier'
              ? 'default'
              : nameOf(spec.imported);
        imported.set(spec.local.name, {
          source,
          names: name === ALL ? ALL : new Set([name]),
          name,
        });
      }
    } else if (s.type === 'ExportAllDeclaration') {
      if (s.exportKind === 'type') continue;
      if (s.exported) passed.set(nameOf(s.exported), { source: s.source.value, names: ALL });
      else stars.push(s.source.value);
    } else if (s.type === 'ExportNamedDeclaration' && s.source) {
      if (s.exportKind === 'type') continue;
      for (const spec of s.specifiers) {
        if (spec.exportKind === 'type') continue;
        const local = nameOf(spec.local);
        passed.set(nameOf(spec.exported), { source: s.source.value, names: new Set([local]) });
      }
    } else if (s.type === 'ExportNamedDeclaration' && !s.declaration) {
      if (s.exportKind === 'type') continue;
      for (const spec of s.specifiers) {
        if (spec.exportKind !== 'type') {
          exportLists.push({ local: nameOf(spec.local), exported: nameOf(spec.exported) });
        }
      }
    } else {
      identifiers(s, used);
    }
  }
  for (const [local, use] of imported) if (used.has(local)) code.push(use);
  for (const { local, exported } of exportLists) {
    const use = imported.get(local);
    if (use && !used.has(local)) passed.set(exported, { source: use.source, names: use.names });
  }
  return { code, passed, stars };
}

async function resolved(context: PluginContext, source: string, importer: string): Promise<string> {
  const found = await context.resolve(source, importer);
  if (!found) throw new Error(`felt:app-shell-chunk: cannot resolve ${source} from ${importer}`);
  return found.id;
}

/**
 * The modules `roots` use at run time, through their static imports (dynamic ones start chunks
 * of their own). Through a module's re-exports (a feature's index.ts, decision 0019; the
 * contract's; a package's index), only the names its importers take are followed: a module's
 * own code takes its imports with it, a name it only passes on does not unless it is wanted.
 */
/** Each module's shape, parsed once per build (cleared when a build ends). */
const shapes = new Map<string, Shape>();

async function usedClosure(context: PluginContext, roots: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  // Names followed so far from each module parsed (ALL: every one).
  const taken = new Map<string, Names>();
  const queue: { id: string; names: Names }[] = roots.map((id) => ({ id, names: ALL }));
  while (queue.length > 0) {
    const { id, names } = queue.pop()!;
    const info = context.getModuleInfo(id);
    const statements = shapes.has(id) ? null : moduleStatements(id, info);
    if (!statements && !shapes.has(id)) {
      // Packages, styles, virtual modules: everything they import statically.
      if (found.has(id)) continue;
      found.add(id);
      for (const next of info?.importedIds ?? []) queue.push({ id: next, names: ALL });
      continue;
    }
    if (statements) shapes.set(id, shapeOf(statements));
    const shape = shapes.get(id)!;
    const before = taken.get(id);
    if (before === ALL) continue;
    const wanted = names === ALL ? ALL : new Set([...names].filter((n) => !before?.has(n)));
    if (before && wanted !== ALL && wanted.size === 0) continue;
    found.add(id);
    taken.set(id, wanted === ALL ? ALL : new Set([...(before ?? []), ...wanted]));
    // The module's own code, the first time it is reached.
    if (!before) {
      for (const use of shape.code) {
        queue.push({ id: await resolved(context, use.source, id), names: use.names });
      }
    }
    for (const [name, use] of shape.passed) {
      if (wanted === ALL || wanted.has(name)) {
        queue.push({ id: await resolved(context, use.source, id), names: use.names });
      }
    }
    for (const source of shape.stars) {
      const target = await resolved(context, source, id);
      // Only the modules that export one of the names wanted.
      const has = context.getModuleInfo(target)?.exports;
      const names = wanted === ALL || !has ? wanted : new Set(has.filter((n) => wanted.has(n)));
      if (names === ALL || names.size > 0) queue.push({ id: target, names });
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
/**
 * Code this many of the app's lazy parts (its pages, their modals) use goes into the 'app'
 * chunk with the shell. Left to Rolldown, each set of pages sharing modules got a chunk of
 * its own, a game's payouts page loaded thirty files, half of them an icon or a helper of a
 * few hundred bytes, and each file costs about 1 kB of response headers as transferred
 * (issue 20). Measured on a build (static closures, kB as transferred): 4 pages put too much
 * into the shell (help 226 kB), 7 left the game pages fragmented (payouts 256 kB); 5 gave
 * the lowest heaviest page. Decision 0044.
 */
const COMMON_PAGES = 5;

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
      // The pages' common code (see COMMON_PAGES): what at least that many of the app's lazy
      // parts use and nothing outside the app does joins the shell.
      const uses = new Map<string, number>();
      for (const page of this.getModuleInfo(entry)?.dynamicallyImportedIds ?? []) {
        for (const id of await usedClosure(this, [page])) uses.set(id, (uses.get(id) ?? 0) + 1);
      }
      for (const [id, count] of uses) {
        if (count < COMMON_PAGES || members.has(id) || shared.has(id)) continue;
        if (initial.has(id) || others.has(id) || !/\.[mc]?[jt]sx?$/.test(id)) continue;
        if (!FORMS_CHUNK.some((part) => part.test(id))) members.add(id);
      }
      shapes.clear();
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
