// `npm start`: build what is not built, then run the server (it migrates at start-up).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './lib/build.mjs';

buildIfStale();

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
