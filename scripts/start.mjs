// npm start: build the client if needed, then serve the app and API.
import { spawn } from 'node:child_process';
import { buildClientIfNeeded, root } from './lib.mjs';

const built = await buildClientIfNeeded();
if (built !== 0) process.exit(built);

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], { cwd: root, stdio: 'inherit' });
// Ctrl-C reaches the server too (same process group); wait for its clean stop.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
