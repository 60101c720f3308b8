// npm run scale-test: two app servers behind nginx, sharing one PostgreSQL and one S3-compatible
// store, all on loopback; checks that the app keeps no state of its own, and that a rolling
// restart under load loses no request and no write (docs/deployment.md).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { connectDatabase } from '../../src/server/db/client';
import { seedDemo } from '../../src/server/db/seed';
import { DEMO_PASSWORD } from '../../src/server/tenancy/demo-accounts';
import { createFileStorage } from '../../src/server/lib/storage/file-storage';
import { balancing, files, migrationsOnce, payments, rollingRestart, sessions, sharedRateLimit, type Check } from './checks';
import { startCluster, type Teardown } from './cluster';
import { signIn, type Session } from './http';
import { backgroundJobs } from './job-checks';
import { findNginx } from './nginx';

const root = path.resolve(import.meta.dirname, '../..');
const PAYMENT_ITEMS = 60;
const CONCURRENCY = 8;
/** Callers loading nginx while each app server is restarted in turn. */
const ROLLING_CLIENTS = 16;
// The app's default, which the servers keep.
const SIGN_IN_LIMIT = 10;

const nginx = findNginx();
if (!nginx) {
  console.error('nginx is not installed. On Debian or Ubuntu: sudo apt-get install -y nginx (the service need not run; this starts its own).');
  process.exit(1);
}

const teardown: Teardown = {};
let stopping = false;
const cleanUp = async (): Promise<string[]> => {
  if (stopping || !teardown.stop) return [];
  stopping = true;
  return teardown.stop();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void cleanUp().finally(() => process.exit(130)));
}

const results: { name: string; ok: boolean; detail: string }[] = [];
const started = Date.now();
try {
  console.log('Starting PostgreSQL, s3rver, two app servers and nginx on loopback…');
  const cluster = await startCluster({ root, nginx, teardown });
  const handle = connectDatabase(cluster.databaseUrl, { max: 2 });
  try {
    await seedDemo(handle.db, { storage: createFileStorage(cluster.storage) });
    let signedIn: { customer: Session; staff: Session } | undefined;
    const signedInSessions = () => signedIn!;
    const checks: Check[] = [
      migrationsOnce(handle.db),
      balancing(cluster),
      sessions(cluster),
      sharedRateLimit(cluster, SIGN_IN_LIMIT),
      {
        name: 'Signing in the customer and staff through nginx',
        run: async () => {
          signedIn = {
            customer: await signIn(cluster.balancer, 'customer@example.com', DEMO_PASSWORD),
            staff: await signIn(cluster.balancer, 'staff@example.com', DEMO_PASSWORD),
          };
          return 'both signed in';
        },
      },
      files(cluster, () => signedInSessions().customer),
      payments(cluster, handle.db, signedInSessions, PAYMENT_ITEMS, CONCURRENCY),
      backgroundJobs(cluster, handle.db),
      // Last: it stops and starts the servers.
      rollingRestart(cluster, handle.db, signedInSessions, ROLLING_CLIENTS),
    ];
    for (const check of checks) {
      process.stdout.write(`• ${check.name}… `);
      try {
        const detail = await check.run();
        results.push({ name: check.name, ok: true, detail });
        console.log('ok');
      } catch (error) {
        results.push({ name: check.name, ok: false, detail: (error as Error).message });
        console.log('FAILED');
      }
    }
  } finally {
    await handle.close();
  }
} catch (error) {
  results.push({ name: 'Start the cluster', ok: false, detail: (error as Error).stack ?? String(error) });
}

const failed = results.filter((r) => !r.ok);
if (failed.length && teardown.logDir) printLogTails(teardown.logDir);
const stopped = await cleanUp();
console.log(`\nScale test: ${results.length - failed.length} of ${results.length} checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
for (const r of results) console.log(`  ${r.ok ? 'PASS' : 'FAIL'}  ${r.name}\n        ${r.detail}`);
console.log(`Stopped: ${stopped.join(', ')}; temporary data removed.`);
console.log(failed.length ? '\nFAIL' : '\nPASS');
process.exit(failed.length ? 1 : 0);

function printLogTails(logDir: string) {
  for (const name of readdirSync(logDir)) {
    const lines = readFileSync(path.join(logDir, name), 'utf8').trim().split('\n').slice(-15);
    if (lines.join('').trim()) console.log(`\n--- last lines of ${name}\n${lines.join('\n')}`);
  }
}
