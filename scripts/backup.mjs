// `npm run db:backup` / `npm run db:restore`: a consistent online backup of DATABASE_URL, and
// bringing one back (docs/decisions/0033). Extra arguments go to the CLI.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './lib/build.mjs';

buildIfStale();
const result = spawnSync(
  process.execPath,
  [path.join(root, 'apps/server/dist/backup.mjs'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
