import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command.includes('/') ? command : bin(command), args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command with its output (stdout and stderr, interleaved) kept; resolves with its exit code and that output. */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command.includes('/') ? command : bin(command), args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
  });
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((entry) => newestMtime(path.join(target, entry))));
}

/**
 * Builds the client and the server's page renderer (the same as `npm run build`) when there is
 * no build, or the sources are newer than it.
 */
export async function buildClientIfNeeded() {
  const built = [path.join(root, 'dist/client/index.html'), path.join(root, 'dist/ssr/entry-server.js')];
  const sources = ['src/client', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));
  const newestSource = Math.max(...sources.map(newestMtime));
  if (built.every((file) => existsSync(file) && statSync(file).mtimeMs >= newestSource)) return 0;
  console.log('Building the web client…');
  return (await run('vite', ['build', '--logLevel', 'warn'])) || run('vite', ['build', '--ssr', 'src/client/entry-server.tsx', '--logLevel', 'warn']);
}

/** Bundles the server and its tools (`scripts/build-server.mjs`) when there is no bundle, or the sources are newer than it. */
export async function buildServerIfNeeded() {
  const bundle = path.join(root, 'dist/server/index.js');
  // src/client too: the server bundles a few of the client's helpers (portal paths, brand colours).
  const sources = ['src/server', 'src/shared', 'src/client', 'package-lock.json', 'scripts/build-server.mjs'].map((p) => path.join(root, p));
  if (existsSync(bundle) && statSync(bundle).mtimeMs >= Math.max(...sources.map(newestMtime))) return 0;
  console.log('Building the server…');
  const { buildServer } = await import('./build-server.mjs');
  try {
    await buildServer();
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => existsSync(p));
}
