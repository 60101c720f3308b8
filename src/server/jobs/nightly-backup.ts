import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { createBackup, type BackupOptions } from '../db/backup';

/** A finished backup's folder name (a half-written one ends in `.partial`). */
const FINISHED_BACKUP = /^arbour-\d{4}-\d{2}-\d{2}T[\d-]+Z$/;

/**
 * The nightly backup (`npm run backup`'s own code) into `backupsDir`, then the oldest finished
 * backups removed so that `keep` remain. Only folders named as a backup names them are counted
 * or removed: anything else an operator puts there is left alone.
 */
export async function backUpAndPrune(options: BackupOptions & { backupsDir: string; keep: number }): Promise<{ dir: string; removed: string[] }> {
  const { dir } = await createBackup(options);
  return { dir, removed: await pruneOldBackups(options.backupsDir, options.keep) };
}

/** Removes the oldest finished backups in `backupsDir` beyond the newest `keep`; answers their names. */
export async function pruneOldBackups(backupsDir: string, keep: number): Promise<string[]> {
  const finished = (await readdir(backupsDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && FINISHED_BACKUP.test(entry.name))
    .map((entry) => entry.name)
    // ISO times sort as text.
    .sort();
  const removed = finished.slice(0, Math.max(0, finished.length - keep));
  for (const name of removed) await rm(path.join(backupsDir, name), { recursive: true, force: true });
  return removed;
}
