// The databases a bench run measures: a fresh embedded PostgreSQL, and the server named by
// BENCH_DATABASE_URL when set (a throw-away database is created on it and dropped afterwards).
// Each has the two roles production has: the owner seeds and migrates, the app role serves.
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedDatabase } from '../../src/server/db/embedded';
import { EMBEDDED_APP_ROLE, ensureAppRole } from '../../src/server/db/roles';
import { createDatabaseWithRoles } from '../../tests/setup/database-with-roles';

export type DatabaseLabel = 'embedded-postgres' | 'external-postgres';

export interface BenchDatabase {
  label: DatabaseLabel;
  /** The owner: the bench seeds and checks with it, and the server migrates with it (MIGRATION_DATABASE_URL). */
  url: string;
  /** The app role the server serves requests as (DATABASE_URL), bound by row-level security. */
  appUrl: string;
  /** A folder for the app server's own data (files, secret), removed by stop(). */
  dataDir: string;
  stop: () => Promise<void>;
}

export async function openEmbedded(): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'arbour-bench-'));
  // embedded-postgres runs initdb as another user when we are root: it must be able to enter the folder.
  await chmod(dataDir, 0o755);
  const server = await startEmbeddedDatabase(dataDir);
  await server.createDatabase('arbour');
  // As the app's own start makes it (and grants it its rights once migrated, which the server does).
  const app = { user: EMBEDDED_APP_ROLE, password: randomBytes(18).toString('base64url') };
  await admin(server.url('arbour'), (client) => ensureAppRole(client, app.user, app.password));
  return {
    label: 'embedded-postgres',
    url: server.url('arbour'),
    appUrl: server.url('arbour', app),
    dataDir,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A database of its own on the external server, so a run never mixes with what is there, laid out
 * as docs/deployment.md says (an owner that is no superuser, and an app role); dropped afterwards.
 */
export async function openExternal(serverUrl: string): Promise<BenchDatabase> {
  const database = await createDatabaseWithRoles(serverUrl, 'arbour_bench');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'arbour-bench-'));
  return {
    label: 'external-postgres',
    url: database.ownerUrl,
    appUrl: database.appUrl,
    dataDir,
    stop: async () => {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function admin(serverUrl: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
