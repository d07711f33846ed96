// `npm run dev`: the API server reloading on change (tsx watch) and Vite's dev server with the
// API proxied to it. Open the URL Vite prints.
import { spawn } from 'node:child_process';
import { root } from './lib/build.mjs';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@felt/web'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  }),
];

function stop(signal) {
  for (const child of children) child.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
