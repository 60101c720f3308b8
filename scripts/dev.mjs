// npm run dev: one server for the API and the pages, on Vite's port. Vite runs inside it in
// middleware mode (hot reload, the client's modules from source) and pages are rendered on the
// server from the sources, as in production (src/server/dev-server.ts). The server restarts when
// its own code changes.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const server = spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/index.ts', '--dev'], {
  cwd: root,
  stdio: 'inherit',
  // Links in emails name this port too (PUBLIC_PORT defaults to PORT outside production).
  env: { ...process.env, PORT: process.env.PORT ?? '5173', HOST: process.env.HOST ?? '127.0.0.1' },
});
// Ctrl-C reaches the server too (same process group); wait for its clean stop.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
