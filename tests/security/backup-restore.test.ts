import { createHash } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createBackup } from '../../src/server/db/backup';
import { restoreBackup, RestoreRefused } from '../../src/server/db/backup-restore';
import { connectDatabase, type Database } from '../../src/server/db/client';
import { startEmbeddedDatabase } from '../../src/server/db/embedded';
import { applyMigrations } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/db/seed';
import { loadSigningKeys, PRIVATE_KEY_FILE, PUBLIC_KEYS_DIR } from '../../src/server/lib/signing-keys';
import { LocalFileStorage } from '../../src/server/lib/storage/local-file-storage';

// npm run backup, then npm run restore: for the embedded set-up always, and for an external
// server when TEST_DATABASE_URL names one (CI's second run, on PostgreSQL 15).

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'arbour-backup-'));
  dirs.push(dir);
  // The embedded server runs as its own user when we are root: let it in.
  await chmod(dir, 0o755);
  return dir;
}

const TABLES = ['companies', 'users', 'accounts', 'projects', 'payment_items', 'stored_files', 'gallery_items', 'activity'];

/** Every row of the main tables, hashed per table: equal hashes, equal rows. */
async function fingerprint(db: Database): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const { rows } = await db.execute<{ n: string; h: string }>(
      sql.raw(`select count(*) as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${table} t`),
    );
    result[table] = `${rows[0]!.n}:${rows[0]!.h}`;
  }
  return result;
}

/** Every stored file by its path under `dir`, with the SHA-256 of its bytes. */
async function fileTree(dir: string): Promise<Record<string, string>> {
  const tree: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    tree[path.relative(dir, file)] = createHash('sha256').update(await readFile(file)).digest('hex');
  }
  return tree;
}

/** What a user would do after the backup: rename the company, lose activity, delete one file and upload another. */
async function changeEverything(db: Database, filesDir: string): Promise<void> {
  await db.execute(sql`update companies set name = name || ' (changed)'`);
  await db.execute(sql`delete from activity`);
  const key = (await db.execute<{ storage_key: string }>(sql`select storage_key from stored_files limit 1`)).rows[0]!.storage_key;
  await unlink(path.join(filesDir, key));
  await mkdir(path.join(filesDir, 'after-backup'), { recursive: true });
  await writeFile(path.join(filesDir, 'after-backup', 'new.pdf'), '%PDF-1.4 uploaded after the backup');
}

/** Inserts rows until stopped, so the backup is taken from a database that is being written. */
function keepWriting(db: Database) {
  let written = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      await db.execute(sql`insert into rate_limits (id, key, count, last_request) values (gen_random_uuid()::text, ${`backup-test:${written}`}, 1, 0)`);
      written += 1;
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return written;
  };
}

it('embedded set-up: a backup taken while the app writes restores the data and files exactly as they were', async () => {
  const dir = await dataDir();
  const filesDir = path.join(dir, 'files');
  const server = await startEmbeddedDatabase(dir);
  await server.createDatabase('arbour');
  const handle = connectDatabase(server.url('arbour'), { max: 3 });
  await applyMigrations(handle.db);
  // The demo seed stores its gallery photos as files, so the backup has rows and bytes to keep.
  await seedDemo(handle.db, { storage: new LocalFileStorage(filesDir) });
  const before = { rows: await fingerprint(handle.db), files: await fileTree(filesDir) };
  expect(Object.keys(before.files).length).toBeGreaterThan(0);
  // The app's generated sealing key: its public half is backed up, the private key never.
  const keys = loadSigningKeys({ privateKeyPem: null, dataDir: dir });
  const publicKeyFile = path.join(PUBLIC_KEYS_DIR, `${keys.current.keyId}.pem`);

  const stopWriting = keepWriting(handle.db);
  const backup = await createBackup({ dataDir: dir, includeFiles: true });
  const written = await stopWriting();
  expect(backup.manifest.database.kind).toBe('embedded');
  expect(backup.manifest.files?.count).toBe(Object.keys(before.files).length);
  // The running server's socket and its lock are not data: a restored copy must not find them.
  const copied = await readdir(backup.dir, { recursive: true });
  expect(copied.filter((name) => path.basename(name).startsWith('.s.PGSQL.'))).toEqual([]);
  expect(server.url('arbour')).toContain('?host='); // the server did have a socket to leave out
  expect(copied).toContain(publicKeyFile);
  expect(copied).not.toContain(PRIVATE_KEY_FILE);

  await changeEverything(handle.db, filesDir);
  expect(await fingerprint(handle.db)).not.toEqual(before.rows);
  // Restoring under a running database would pull the data from under it.
  await expect(restoreBackup({ backupDir: backup.dir, dataDir: dir })).rejects.toThrow(RestoreRefused);
  await handle.close();
  await server.stop();

  await rm(path.join(dir, PUBLIC_KEYS_DIR), { recursive: true });
  const { replacedDir } = await restoreBackup({ backupDir: backup.dir, dataDir: dir });
  expect(replacedDir).not.toBeNull();
  expect(await readFile(path.join(dir, publicKeyFile), 'utf8')).toBe(keys.current.publicKeyPem);
  const restored = await startEmbeddedDatabase(dir);
  const restoredHandle = connectDatabase(restored.url('arbour'), { max: 1 });
  try {
    expect(await fingerprint(restoredHandle.db)).toEqual(before.rows);
    expect(await fileTree(filesDir)).toEqual(before.files);
    // Some of the writes made during the backup are in it, never more than were made.
    const kept = await restoredHandle.db.execute<{ n: number }>(sql`select count(*)::int as n from rate_limits where key like 'backup-test:%'`);
    expect(kept.rows[0]!.n).toBeLessThanOrEqual(written);
  } finally {
    await restoredHandle.close();
    await restored.stop();
  }
}, 90_000);

const externalServer = process.env.TEST_DATABASE_URL;
if (externalServer) {
  describe('external set-up (DATABASE_URL)', () => {
    it('pg_dump restores the data and files exactly as backed up', async () => {
      const adminUrl = inject('adminDatabaseUrl');
      const name = `arbour_backup_${Date.now()}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const databaseUrl = url.toString();
      const dir = await dataDir();
      const filesDir = path.join(dir, 'files');
      try {
        let handle = connectDatabase(databaseUrl, { max: 3 });
        await applyMigrations(handle.db);
        await seedDemo(handle.db, { storage: new LocalFileStorage(filesDir) });
        const before = { rows: await fingerprint(handle.db), files: await fileTree(filesDir) };

        const backup = await createBackup({ dataDir: dir, includeFiles: true, databaseUrl });
        expect(backup.manifest.database.kind).toBe('pg_dump');
        await changeEverything(handle.db, filesDir);
        // An app server still connected would write between the database and the files.
        await expect(restoreBackup({ backupDir: backup.dir, dataDir: dir, databaseUrl })).rejects.toThrow(/Stop every app server/);
        await handle.close();

        await restoreBackup({ backupDir: backup.dir, dataDir: dir, databaseUrl });
        handle = connectDatabase(databaseUrl, { max: 1 });
        try {
          expect(await fingerprint(handle.db)).toEqual(before.rows);
          expect(await fileTree(filesDir)).toEqual(before.files);
        } finally {
          await handle.close();
        }
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      }
    }, 90_000);
  });
}
