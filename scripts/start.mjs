// npm start: build the client and the server if needed, then serve the app and API from the bundle.
import { spawn } from 'node:child_process';
import { buildClientIfNeeded, buildServerIfNeeded, root } from './lib.mjs';

const built = (await buildClientIfNeeded()) || (await buildServerIfNeeded());
if (built !== 0) process.exit(built);

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], { cwd: root, stdio: 'inherit' });
// Ctrl-C reaches the server too (same process group); wait for its clean stop.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
