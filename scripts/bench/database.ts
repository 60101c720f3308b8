// The databases a bench run measures: a fresh embedded PostgreSQL, and the server named by
// BENCH_DATABASE_URL when set (a throw-away database is created on it and dropped afterwards).
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedDatabase } from '../../src/server/db/embedded';

export type DatabaseLabel = 'embedded-postgres' | 'external-postgres';

export interface BenchDatabase {
  label: DatabaseLabel;
  url: string;
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
  return {
    label: 'embedded-postgres',
    url: server.url('arbour'),
    dataDir,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database of its own on the external server, so a run never mixes with what is there. */
export async function openExternal(serverUrl: string): Promise<BenchDatabase> {
  const name = `arbour_bench_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'arbour-bench-'));
  return {
    label: 'external-postgres',
    url: url.toString(),
    dataDir,
    stop: async () => {
      await admin(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
