import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createBackup } from '../../src/server/db/backup';
import { BackupRefused } from '../../src/server/db/backup-dump';
import { restoreBackup, RestoreRefused } from '../../src/server/db/backup-restore';
import type { Database } from '../../src/server/db/client';
import { openDatabase, type RunningDatabase } from '../../src/server/db/database';
import { companies } from '../../src/server/db/schema/companies';
import { seedDemo } from '../../src/server/db/seed';
import { runAsTenant } from '../../src/server/db/tenant-context';
import { parseEnv } from '../../src/server/env';
import { silentLogger } from '../../src/server/lib/logger';
import { loadSigningKeys, PRIVATE_KEY_FILE, PUBLIC_KEYS_DIR } from '../../src/server/lib/signing-keys';
import { LocalFileStorage } from '../../src/server/lib/storage/local-file-storage';
import { createDatabaseWithRoles } from '../setup/database-with-roles';

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

/** Counts rate-limit hits as requests of one company do (the app role, that company set) until stopped. */
function keepWriting(appDb: Database, companyId: string) {
  let written = 0;
  let stopped = false;
  const loop = runAsTenant(companyId, async () => {
    while (!stopped) {
      await appDb.execute(sql`insert into rate_limits (id, key, count, last_request) values (gen_random_uuid()::text, ${`backup-test:${written}`}, 1, 0)`);
      written += 1;
    }
  });
  return async () => {
    stopped = true;
    await loop;
    return written;
  };
}

/** An npm script's program run as an operator runs it; answers what it printed. */
async function command(script: string, args: string[], env: Record<string, string>): Promise<string> {
  const root = path.resolve(import.meta.dirname, '../..');
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, env: { PATH: process.env.PATH ?? '', ...env } });
  return stdout;
}

async function companyId(db: Database, subdomain: string): Promise<string> {
  return (await db.select({ id: companies.id }).from(companies).where(eq(companies.subdomain, subdomain)))[0]!.id;
}

/** The app role serves the restored data: one company's rows with that company set, none without. */
async function expectAppRoleServes(database: RunningDatabase, demoId: string): Promise<void> {
  expect(await runAsTenant(demoId, () => database.db.select({ subdomain: companies.subdomain }).from(companies))).toEqual([{ subdomain: 'demo' }]);
  expect(await database.db.select({ subdomain: companies.subdomain }).from(companies)).toEqual([]);
}

it('embedded set-up: a backup taken while the app writes restores the data, files and both roles exactly as they were', async () => {
  const dir = await dataDir();
  const filesDir = path.join(dir, 'files');
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dir });
  // As the app starts: the owner (the cluster's superuser) migrates, and the app role is made.
  const database = await openDatabase(env, silentLogger);
  // The demo seed stores its gallery photos as files, so the backup has rows and bytes to keep.
  await seedDemo(database.owner.db, { storage: new LocalFileStorage(filesDir) });
  const demoId = await companyId(database.owner.db, 'demo');
  const before = { rows: await fingerprint(database.owner.db), files: await fileTree(filesDir) };
  expect(Object.keys(before.files).length).toBeGreaterThan(0);
  // The app's generated sealing key: its public half is backed up, the private key never.
  const keys = loadSigningKeys({ privateKeyPem: null, dataDir: dir });
  const publicKeyFile = path.join(PUBLIC_KEYS_DIR, `${keys.current.keyId}.pem`);
  const appPassword = await readFile(path.join(dir, 'pg-app-password'), 'utf8');
  // The server listens on a socket in its data directory, which the copy must leave out.
  expect((await readdir(path.join(dir, 'pg'))).some((name) => name.startsWith('.s.PGSQL.'))).toBe(true);

  const stopWriting = keepWriting(database.db, demoId);
  const backup = await createBackup({ dataDir: dir, includeFiles: true });
  const written = await stopWriting();
  expect(backup.manifest.database.kind).toBe('embedded');
  expect(backup.manifest.files?.count).toBe(Object.keys(before.files).length);
  // The running server's socket and its lock are not data: a restored copy must not find them.
  const copied = await readdir(backup.dir, { recursive: true });
  expect(copied.filter((name) => path.basename(name).startsWith('.s.PGSQL.'))).toEqual([]);
  expect(copied).toContain(publicKeyFile);
  expect(copied).not.toContain(PRIVATE_KEY_FILE);
  // The app role lives in the copied cluster; its password goes with it.
  expect(copied).toEqual(expect.arrayContaining(['pg-password', 'pg-app-password']));

  await changeEverything(database.owner.db, filesDir);
  expect(await fingerprint(database.owner.db)).not.toEqual(before.rows);
  // Restoring under a running database would pull the data from under it.
  await expect(restoreBackup({ backupDir: backup.dir, dataDir: dir })).rejects.toThrow(RestoreRefused);
  await database.shutdown();

  // As on a new machine: no public keys, no app role password.
  await rm(path.join(dir, PUBLIC_KEYS_DIR), { recursive: true });
  await rm(path.join(dir, 'pg-app-password'));
  const { replacedDir } = await restoreBackup({ backupDir: backup.dir, dataDir: dir });
  expect(replacedDir).not.toBeNull();
  expect(await readFile(path.join(dir, publicKeyFile), 'utf8')).toBe(keys.current.publicKeyPem);
  expect(await readFile(path.join(dir, 'pg-app-password'), 'utf8')).toBe(appPassword);
  // The app starts on the restored data as before: the same roles, the app role still unprivileged.
  const restored = await openDatabase(env, silentLogger);
  try {
    expect(await fingerprint(restored.owner.db)).toEqual(before.rows);
    expect(await fileTree(filesDir)).toEqual(before.files);
    // Some of the writes made during the backup are in it, never more than were made.
    const kept = await restored.owner.db.execute<{ n: number }>(sql`select count(*)::int as n from rate_limits where key like 'backup-test:%'`);
    expect(kept.rows[0]!.n).toBeLessThanOrEqual(written);
    await expectAppRoleServes(restored, demoId);
  } finally {
    await restored.shutdown();
  }
}, 120_000);

const externalServer = process.env.TEST_DATABASE_URL;
if (externalServer) {
  describe('external set-up (DATABASE_URL the app role, MIGRATION_DATABASE_URL the owner)', () => {
    it('pg_dump as the owner restores the data and files exactly as backed up, and the app role serves them again', async () => {
      // Laid out as docs/deployment.md says: an owner that is no superuser, so row-level security,
      // forced on the tables, applies to it too, and an app role.
      const roles = await createDatabaseWithRoles(inject('adminDatabaseUrl'), 'arbour_backup');
      const dir = await dataDir();
      const filesDir = path.join(dir, 'files');
      const cliEnv = { NODE_ENV: 'test', DATA_DIR: dir, DATABASE_URL: roles.appUrl, MIGRATION_DATABASE_URL: roles.ownerUrl };
      const env = parseEnv(cliEnv);
      try {
        let database = await openDatabase(env, silentLogger);
        await seedDemo(database.owner.db, { storage: new LocalFileStorage(filesDir) });
        const demoId = await companyId(database.owner.db, 'demo');
        const before = { rows: await fingerprint(database.owner.db), files: await fileTree(filesDir) };

        // The app role sees no company's rows without one set: its dump would be empty, so it is refused.
        await expect(createBackup({ dataDir: dir, includeFiles: true, databaseUrl: roles.appUrl })).rejects.toThrow(BackupRefused);
        // npm run backup as an operator runs it, with both URLs set: it dumps as the owner.
        const backedUp = await command('src/server/db/backup-cli.ts', [], cliEnv);
        const backupDir = /^Backup written to (.+)$/m.exec(backedUp)![1]!;
        expect(backedUp).toMatch(/pg_dump [\d.]+ of PostgreSQL/);
        await changeEverything(database.owner.db, filesDir);
        // An app server still connected would write between the database and the files.
        await expect(restoreBackup({ backupDir, dataDir: dir, databaseUrl: roles.ownerUrl })).rejects.toThrow(/Stop every app server/);
        await database.close();
        // The app role owns no table: what it restored would not be the owner's.
        await expect(restoreBackup({ backupDir, dataDir: dir, databaseUrl: roles.appUrl })).rejects.toThrow(/does not own the database's tables/);

        expect(await command('src/server/db/backup-restore-cli.ts', [backupDir], cliEnv)).toContain('into the database of MIGRATION_DATABASE_URL and');
        // The app starts on it: the owner grants the app role again, which is still unprivileged.
        database = await openDatabase(env, silentLogger);
        try {
          expect(await fingerprint(database.owner.db)).toEqual(before.rows);
          expect(await fileTree(filesDir)).toEqual(before.files);
          const owners = await database.owner.db.execute<{ owner: string }>(sql`select distinct tableowner::text as owner from pg_tables where schemaname = 'public'`);
          expect(owners.rows).toEqual([{ owner: roles.owner }]);
          await expectAppRoleServes(database, demoId);
        } finally {
          await database.close();
        }
      } finally {
        await roles.drop();
      }
    }, 120_000);
  });
}
