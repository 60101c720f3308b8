import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, symlink } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * The server entry point bundled once into one file, so each of the many restarts loads one
 * module instead of compiling hundreds. It sits inside node_modules so its packages resolve as
 * they do for src/server, beside a link to the migrations the bundle looks for next to itself.
 */
export interface ServerBundle {
  entry: string;
  remove: () => Promise<void>;
}

export async function bundleServer(): Promise<ServerBundle> {
  const dir = path.join(root, 'node_modules/.cache', `arbour-crash-${randomUUID().slice(0, 8)}`);
  await mkdir(dir, { recursive: true });
  const entry = path.join(dir, 'server.mjs');
  await build({
    entryPoints: [path.join(root, 'src/server/index.ts')],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    logLevel: 'silent',
  });
  await symlink(path.join(root, 'src/server/db/migrations'), path.join(dir, 'migrations'));
  return { entry, remove: () => rm(dir, { recursive: true, force: true }) };
}

export interface ServerProcess {
  base: string;
  pid: number;
  /** The last lines the server wrote to stderr, for a failure message. */
  log: () => string;
  /** Once the app's process has exited: its code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Every process group started here. Each server runs in its own group with its embedded
 * PostgreSQL, so one kill of the group leaves nothing behind, even a server left orphaned
 * by an earlier SIGKILL of its app.
 */
const groups = new Set<number>();

export async function startServer(bundle: ServerBundle, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let stderr = '';
  const child: ChildProcess = spawn(process.execPath, [bundle.entry], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DEMO_MODE: 'true',
      SEED_DEMO: 'true',
      BETTER_AUTH_SECRET: 'crash-safety-secret-crash-safety-secret',
      // One caller signs many accounts in; the sign-in tests prove the limit.
      AUTH_RATE_LIMIT_MAX: '100000',
      STORAGE_DRIVER: 'local',
      ...env,
    },
  });
  groups.add(child.pid!);
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const base = `http://127.0.0.1:${port}`;
  const server = { base, pid: child.pid!, log: () => stderr, exited };
  await waitForHealth(server, child);
  return server;
}

async function waitForHealth(server: ServerProcess, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before answering:\n${server.log()}`);
    try {
      if ((await fetch(`${server.base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not answer within two minutes:\n${server.log()}`);
}

/** SIGKILL of the app's own process only: its PostgreSQL lives on, as after a `kill -9` of the app. */
export async function killApp(server: ServerProcess): Promise<void> {
  try {
    process.kill(server.pid, 'SIGKILL');
  } catch (error) {
    // Already gone: the app can exit by itself once its embedded PostgreSQL has been killed.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
  await server.exited;
}

/** The embedded PostgreSQL's postmaster, from its pid file in the data directory. */
export function postmasterPid(dataDir: string): number | null {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Stops a server as Ctrl-C would, so its embedded PostgreSQL shuts down cleanly. */
export async function stopServer(server: ServerProcess): Promise<void> {
  try {
    process.kill(server.pid, 'SIGTERM');
  } catch {
    return;
  }
  await Promise.race([server.exited, new Promise((r) => setTimeout(r, 15_000))]);
}

/** Ends every process group this file started (app servers and their PostgreSQL), whatever state they are in. */
export async function killEverything(): Promise<void> {
  for (const group of groups) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  groups.clear();
  // Give the kernel a moment to reap them before their directories are removed.
  await new Promise((r) => setTimeout(r, 300));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address() as net.AddressInfo;
      probe.close(() => resolve(address.port));
    });
  });
}
