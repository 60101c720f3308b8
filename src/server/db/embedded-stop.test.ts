import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer, killEverything, postmasterPid, startServer, type ServerBundle } from '../../../tests/security/crash/server-process';
import { isAlive } from './embedded';

/**
 * The server as `npm start` runs it (the bundle, plain node, its own embedded PostgreSQL), stopped
 * as a supervisor or Ctrl-C stops it: it drains, stops PostgreSQL with a clean shutdown, and exits
 * with 0, leaving no PostgreSQL process and no postmaster.pid behind.
 */
let bundle: ServerBundle;
let dataDir: string;

beforeAll(async () => {
  bundle = await bundleServer();
  dataDir = await mkdtemp(path.join(tmpdir(), 'arbour-stop-'));
  // As root, the embedded PostgreSQL runs as its own user: let it in.
  await chmod(dataDir, 0o755);
}, 120_000);

afterAll(async () => {
  await killEverything();
  await bundle?.remove();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/**
 * The cluster state PostgreSQL keeps in global/pg_control (what pg_controldata prints as "Database
 * cluster state"): after the system identifier (8 bytes) and two version numbers (4 each).
 */
function clusterState(): string {
  const state = readFileSync(path.join(dataDir, 'pg', 'global', 'pg_control')).readUInt32LE(16);
  return ['starting up', 'shut down', 'shut down in recovery', 'shutting down', 'in crash recovery', 'in archive recovery', 'in production'][state] ?? `unknown (${state})`;
}

describe('a signal stops the server and its embedded PostgreSQL cleanly', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal}: exit code 0, PostgreSQL shut down, no postmaster.pid`, async () => {
      const server = await startServer(bundle, { DATA_DIR: dataDir, SEED_DEMO: 'false', SHUTDOWN_DELAY_MS: '1500' });
      const postmaster = postmasterPid(dataDir);
      expect(postmaster, 'the embedded PostgreSQL is running').not.toBeNull();
      expect(clusterState()).toBe('in production');

      process.kill(server.pid, signal);
      // While the server waits for the load balancer to notice (SHUTDOWN_DELAY_MS) and its requests
      // drain, PostgreSQL still answers: it is stopped last. A lookup of the company this host names
      // (none: nothing was seeded) is a 404 from the database, not a 503 from a stopped one.
      await new Promise((r) => setTimeout(r, 300));
      const during = await fetch(`${server.base}/api/company`);
      const body = await during.text();
      expect(during.status, body).toBe(404);
      expect(body).toContain('TENANT_NOT_FOUND');
      const exit = await Promise.race([server.exited, new Promise<'still running'>((r) => setTimeout(() => r('still running'), 30_000))]);

      expect(exit, server.log()).toEqual({ code: 0, signal: null });
      expect(isAlive(postmaster!), 'the PostgreSQL process is gone').toBe(false);
      expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid')), 'postmaster.pid is removed').toBe(false);
      expect(clusterState(), 'a clean shutdown, not a crash to recover from').toBe('shut down');
    }, 150_000);
  }
});
