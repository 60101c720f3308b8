import { parseArgs } from 'node:util';
import { readEnv } from '../env';
import { restoreBackup, RestoreRefused } from './backup-restore';

// npm run restore -- <backup folder>: replaces the database (embedded, or DATABASE_URL's) and
// DATA_DIR's files with the backup's.
const { positionals } = parseArgs({ allowPositionals: true, strict: true });
const backupDir = positionals[0];
if (!backupDir || positionals.length > 1) {
  console.error('Usage: npm run restore -- <backup folder>   (a folder written by npm run backup)');
  process.exit(1);
}
const env = readEnv();
try {
  const { replacedDir, manifest } = await restoreBackup({ backupDir, dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  const into = env.DATABASE_URL ? `DATABASE_URL's database${manifest.files ? ` and ${env.DATA_DIR}/files` : ''}` : env.DATA_DIR;
  console.log(`Restored the backup of ${manifest.createdAt} into ${into}.`);
  if (replacedDir) console.log(`The data it replaced is in ${replacedDir}; delete it once the app runs well.`);
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
