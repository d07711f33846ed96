// `npm run db:migrate`: apply pending migrations to DATABASE_URL without starting the server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './lib/build.mjs';

buildIfStale();
const result = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/migrate.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
