import { copyFile, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Copies a folder that a running program is changing: a file that disappears while we walk
 * (a dropped table, a renamed upload) is skipped, and `skip` leaves out what the copy must not
 * carry. Returns how many files and bytes were copied.
 */
export async function copyLiveTree(
  from: string,
  to: string,
  options: { skip?: (relative: string, isDirectory: boolean) => 'skip' | 'empty' | 'copy'; skipExisting?: boolean } = {},
  relative = '',
): Promise<{ files: number; bytes: number }> {
  const totals = { files: 0, bytes: 0 };
  const entries = await readdirIfThere(path.join(from, relative));
  if (entries === null) return totals;
  await mkdir(path.join(to, relative), { recursive: true, mode: 0o700 });
  for (const name of entries) {
    const rel = path.join(relative, name);
    const stat = await lstatIfThere(path.join(from, rel));
    if (!stat) continue;
    if (stat.isSymbolicLink()) {
      // Only a tablespace would put one in the data directory; the embedded server has none.
      throw new Error(`Cannot back up the symbolic link ${rel}`);
    }
    const decision = options.skip?.(rel, stat.isDirectory()) ?? 'copy';
    if (decision === 'skip') continue;
    if (stat.isDirectory()) {
      if (decision === 'empty') await mkdir(path.join(to, rel), { recursive: true, mode: 0o700 });
      else add(totals, await copyLiveTree(from, to, options, rel));
      continue;
    }
    if (!stat.isFile()) continue;
    if (options.skipExisting && (await lstatIfThere(path.join(to, rel)))) continue;
    if (await copyIfThere(path.join(from, rel), path.join(to, rel))) add(totals, { files: 1, bytes: stat.size });
  }
  return totals;
}

function add(totals: { files: number; bytes: number }, more: { files: number; bytes: number }): void {
  totals.files += more.files;
  totals.bytes += more.bytes;
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

async function readdirIfThere(dir: string): Promise<string[] | null> {
  try {
    return (await readdir(dir)).sort();
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

async function lstatIfThere(file: string) {
  try {
    return await lstat(file);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

async function copyIfThere(from: string, to: string): Promise<boolean> {
  try {
    await copyFile(from, to);
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}
