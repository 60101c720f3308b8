import { parseArgs } from 'node:util';
import { readEnv } from '../env';
import { createBackup } from './backup';
import { BackupRefused } from './backup-dump';

// npm run backup [-- --out <folder>]: a consistent copy of the database (the embedded one, or
// a pg_dump of the external one, as its owner: MIGRATION_DATABASE_URL, else DATABASE_URL) and of
// the uploaded files on local disk, taken while the app runs or not (docs/deployment.md, "Backups").
const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
const env = readEnv();
const includeFiles = env.STORAGE_DRIVER === 'local';
let backup;
try {
  backup = await createBackup({ dataDir: env.DATA_DIR, backupsDir: values.out, includeFiles, databaseUrl: env.MIGRATION_DATABASE_URL ?? env.DATABASE_URL });
} catch (error) {
  if (!(error instanceof BackupRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
const { dir, manifest } = backup;
const { database } = manifest;
console.log(`Backup written to ${dir}`);
console.log(
  database.kind === 'embedded'
    ? `  Embedded PostgreSQL ${database.postgresVersion}, consistent as of WAL ${database.stopLsn}`
    : `  pg_dump ${database.pgDumpVersion} of PostgreSQL ${database.postgresVersion}, one snapshot`,
);
console.log(
  manifest.files
    ? `  ${manifest.files.count} uploaded files, ${(manifest.files.bytes / 1024 / 1024).toFixed(1)} MB`
    : '  Uploaded files are in the S3 bucket and were not copied: back the bucket up with its own versioning or replication.',
);
console.log(`Restore it, with the app stopped, with: npm run restore -- ${dir}`);
