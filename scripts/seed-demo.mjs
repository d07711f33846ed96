// `npm run db:seed-demo`: build (or rebuild) the demo club in DATABASE_URL; migrates first.
// Extra arguments go to the CLI (`--if-missing`: only when there is no demo club yet).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './lib/build.mjs';

buildIfStale();
const result = spawnSync(
  process.execPath,
  [path.join(root, 'apps/server/dist/seed-demo.mjs'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
