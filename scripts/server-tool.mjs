// npm run db:migrate, tenant:create, backup, …: one of the server's bundled tools (dist/server/<name>.js),
// built first if the sources are newer, run with the arguments given.
import { spawn } from 'node:child_process';
import { buildServerIfNeeded, root } from './lib.mjs';

const [tool, ...args] = process.argv.slice(2);
if (!tool || !/^[\w-]+$/.test(tool)) {
  console.error('Usage: node scripts/server-tool.mjs <tool> [arguments]');
  process.exit(2);
}
const built = await buildServerIfNeeded();
if (built !== 0) process.exit(built);
const child = spawn(process.execPath, ['--enable-source-maps', `dist/server/${tool}.js`, ...args], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
