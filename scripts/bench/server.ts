// The app server under test: started as `npm run serve` would be, on loopback, against a bench
// database, serving as the app role with the owner for migrations and background work.
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface BenchServer {
  base: string;
  pid: number;
  stop: () => Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Logging stays at its production level (info, one line per request) because its cost is part of
 * what a real server pays; the lines go to /dev/null rather than a pipe this process would drain.
 */
export async function startServer(opts: {
  databaseUrl: string;
  migrationDatabaseUrl: string;
  dataDir: string;
  env?: Record<string, string>;
  nodeArgs?: string[];
}): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--enable-source-maps', 'dist/server/index.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: opts.databaseUrl,
      MIGRATION_DATABASE_URL: opts.migrationDatabaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DEMO_MODE: 'false',
      SEED_DEMO: 'false',
      BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
      // Production with an external database needs it; a fresh one each run is enough for a bench.
      SIGNING_KEY: generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      DATA_DIR: path.join(opts.dataDir, 'app'),
      STORAGE_DRIVER: 'local',
      ...opts.env,
    },
  });
  // In production an IP literal names no company: callers use the app domain (localhost here).
  const base = `http://localhost:${port}`;
  await waitFor(`${base}/api/health`, child);
  return { base, pid: child.pid!, stop: () => stop(child) };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGINT');
  await exited;
}

/** Signs in through the API as a browser would, and returns the cookie header to send afterwards. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    // Node's fetch sends Sec-Fetch-Mode like a browser, so it must say where it comes from too.
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`bench sign-in as ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Resident memory of a process, in MB (Linux). */
export function rssMB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

async function waitFor(target: string, child: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before answering`);
    try {
      if ((await fetch(target)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${target} did not answer within a minute`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address() as net.AddressInfo;
      probe.close(() => resolve(address.port));
    });
  });
}
