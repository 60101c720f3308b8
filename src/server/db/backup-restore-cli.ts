import { parseArgs } from 'node:util';
import { readEnv } from '../env';
import { restoreBackup, RestoreRefused } from './backup-restore';

// npm run restore -- <backup folder>: replaces the database (embedded, or the external one, as its
// owner: MIGRATION_DATABASE_URL, else DATABASE_URL) and DATA_DIR's files with the backup's.
const { positionals } = parseArgs({ allowPositionals: true, strict: true });
const backupDir = positionals[0];
if (!backupDir || positionals.length > 1) {
  console.error('Usage: npm run restore -- <backup folder>   (a folder written by npm run backup)');
  process.exit(1);
}
const env = readEnv();
try {
  const databaseUrl = env.MIGRATION_DATABASE_URL ?? env.DATABASE_URL;
  const { replacedDir, manifest } = await restoreBackup({ backupDir, dataDir: env.DATA_DIR, databaseUrl });
  const into = databaseUrl ? `the database of ${env.MIGRATION_DATABASE_URL ? 'MIGRATION_DATABASE_URL' : 'DATABASE_URL'}${manifest.files ? ` and ${env.DATA_DIR}/files` : ''}` : env.DATA_DIR;
  console.log(`Restored the backup of ${manifest.createdAt} into ${into}.`);
  // The dump holds no grants: the app role would see no table until a server gives them back.
  if (env.MIGRATION_DATABASE_URL) console.log('Start the app: at start it grants the app role (DATABASE_URL) its rights on the restored tables again.');
  if (replacedDir) console.log(`The data it replaced is in ${replacedDir}; delete it once the app runs well.`);
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
