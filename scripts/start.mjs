// `npm start`: build what is not built, build the demo club when there is none (decision 0032),
// then run the server (it migrates at start-up).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './lib/build.mjs';

buildIfStale();

// A demo club that cannot be built is no reason not to serve the app: /demo then says so.
const seeded = spawnSync(
  process.execPath,
  [path.join(root, 'apps/server/dist/seed-demo.mjs'), '--if-missing'],
  { cwd: root, stdio: 'inherit', env: process.env },
);
if (seeded.status !== 0) {
  console.warn('The demo club was not built; the app starts without it (npm run db:seed-demo).');
}

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 0 : 1));
});
