// Builds the web app and the server bundle when their outputs are missing or older than
// their sources, so `npm start` after a fresh `npm ci` (or after a `git pull`) just works.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const targets = [
  {
    name: 'web app',
    workspace: '@felt/web',
    output: 'apps/web/dist/index.html',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/vite-plugins',
      'packages/contract/src',
      'packages/domain/src',
      'CHANGELOG.md',
    ],
  },
  {
    name: 'server',
    workspace: '@felt/server',
    output: 'apps/server/dist/server.mjs',
    inputs: [
      'apps/server/src',
      'apps/server/build.mjs',
      'packages/contract/src',
      'packages/domain/src',
    ],
  },
];

function newestMtime(p) {
  const abs = path.join(root, p);
  if (!existsSync(abs)) return 0;
  const stat = statSync(abs);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(abs)) {
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

/** Returns the targets whose output is missing or older than one of their inputs. */
export function staleTargets() {
  return targets.filter((t) => {
    const out = path.join(root, t.output);
    if (!existsSync(out)) return true;
    const built = statSync(out).mtimeMs;
    return t.inputs.some((input) => newestMtime(input) > built);
  });
}

export function buildIfStale({ force = false } = {}) {
  const todo = force ? targets : staleTargets();
  for (const t of todo) {
    console.log(`Building the ${t.name}...`);
    const result = spawnSync('npm', ['run', 'build', '-w', t.workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error(`Building the ${t.name} failed.`);
      process.exit(result.status ?? 1);
    }
  }
}
