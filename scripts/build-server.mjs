// The server and its command-line tools bundled for production (`npm run build`): plain `node`
// runs them, with no TypeScript compiler at run time. Packages stay in node_modules; what is
// loaded only in development (the Vite dev server) stays in a chunk of its own.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { root } from './lib.mjs';

export const SERVER_OUT_DIR = path.join(root, 'dist/server');

/** Each becomes dist/server/<name>.js. */
const ENTRIES = [
  'src/server/index.ts',
  'src/server/db/migrate-cli.ts',
  'src/server/db/seed-cli.ts',
  'src/server/db/backup-cli.ts',
  'src/server/db/backup-restore-cli.ts',
  'src/server/jobs/jobs-cli.ts',
  'src/server/cli/tenant-create-cli.ts',
  'src/server/cli/tenant-activate.ts',
  'src/server/cli/tenant-deactivate.ts',
];

export async function buildServer() {
  await rm(SERVER_OUT_DIR, { recursive: true, force: true });
  await build({
    entryPoints: ENTRIES.map((entry) => path.join(root, entry)),
    outdir: SERVER_OUT_DIR,
    entryNames: '[name]',
    // Beside the entries: modules find files relative to themselves (the migrations, dist/client).
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  // The migrations are read beside the module that applies them (src/server/db/migrate.ts).
  await cp(path.join(root, 'src/server/db/migrations'), path.join(SERVER_OUT_DIR, 'migrations'), { recursive: true });
}

if (process.argv[1] === import.meta.filename) await buildServer();
