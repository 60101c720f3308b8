import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { isAlive, isPostgres, startEmbeddedDatabase } from './embedded';

/** The role embedded.ts creates; the password is in DATA_DIR/pg-password. */
const USER = 'arbour';

export interface RunningServer {
  pid: number;
  port: number;
}

/**
 * The PostgreSQL server running on `<dataDir>/pg`, read from its postmaster.pid (pid on the
 * first line, port on the fourth), or null when none is. The app's embedded server picks a
 * new port at each start, so this file is the only place that says where it listens.
 */
export async function findRunningServer(dataDir: string): Promise<RunningServer | null> {
  let lines: string[];
  try {
    lines = (await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n');
  } catch {
    return null;
  }
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !(await isPostgres(pid))) return null;
  return { pid, port };
}

/**
 * A superuser connection to the embedded server: the running one (the app's), or one started
 * for the purpose and stopped by `close`. Starting our own while the app runs would stop the
 * app's server (embedded.ts takes over a data directory it thinks was left behind).
 */
export async function connectToEmbedded(dataDir: string, database = 'postgres'): Promise<{ client: pg.Client; close: () => Promise<void> }> {
  const running = await findRunningServer(dataDir);
  const password = (await readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
  if (running) {
    const client = new pg.Client({ host: '127.0.0.1', port: running.port, user: USER, password, database });
    await client.connect();
    return { client, close: () => client.end() };
  }
  const server = await startEmbeddedDatabase(dataDir);
  const client = new pg.Client({ connectionString: server.url(database) });
  try {
    await client.connect();
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    client,
    close: async () => {
      await client.end();
      await server.stop();
    },
  };
}
