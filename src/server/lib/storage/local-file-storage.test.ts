import { mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { describeFileStorage } from './file-storage-contract';
import { LocalFileStorage } from './local-file-storage';

let dir: string;
let storage: LocalFileStorage;

beforeAll(async () => {
  dir = await mkdtemp(path.join(inject('testFilesDir'), 'local-storage-'));
  storage = new LocalFileStorage(dir);
});
afterAll(async () => {
  // No partial files may be left behind by the failed writes above.
  const left = await readdir(dir, { recursive: true, withFileTypes: true });
  if (left.some((entry) => entry.isFile())) throw new Error(`files left behind: ${left.map((e) => e.name).join(', ')}`);
  await rm(dir, { recursive: true, force: true });
});

describeFileStorage('local', () => storage);
