/**
 * npm run jobs                       the queues: waiting, running and failed jobs, and the schedules
 * npm run jobs -- failed [queue]     the failed jobs (the last 20 of each queue), with their errors
 * npm run jobs -- retry <queue> <id> a failed job tried again
 * npm run jobs -- run <queue>        a job sent now (a nightly backup taken at once, say)
 *
 * Works while the app runs: with the embedded database it connects to the app's server, else
 * as the owner (MIGRATION_DATABASE_URL, else DATABASE_URL).
 */
import { parseArgs } from 'node:util';
import { format } from 'date-fns';
import { PgBoss } from 'pg-boss';
import { connectToEmbedded } from '../db/backup-server';
import { readEnv } from '../env';

const USAGE = 'Usage: npm run jobs [-- failed [queue] | retry <queue> <job id> | run <queue>]';
const when = (date: Date | null | undefined) => (date ? format(date, 'd MMM yyyy HH:mm:ss') : '');

async function connect() {
  const env = readEnv();
  const url = env.MIGRATION_DATABASE_URL ?? env.DATABASE_URL;
  if (url) return { boss: new PgBoss({ connectionString: url, max: 1, supervise: false, schedule: false, migrate: false, registerInstance: false }), close: async () => {} };
  const { client, close } = await connectToEmbedded(env.DATA_DIR, 'arbour');
  const db = { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
  return { boss: new PgBoss({ db, supervise: false, schedule: false, migrate: false, registerInstance: false }), close };
}

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true });
  const [command = 'list', queue, id] = positionals;
  if (!['list', 'failed', 'retry', 'run'].includes(command) || ((command === 'retry' && !id) || (command === 'run' && !queue))) {
    console.error(USAGE);
    return 2;
  }
  const { boss, close } = await connect();
  await boss.start();
  try {
    if (command === 'run') {
      if (!(await boss.getQueue(queue!))) throw new UsageError(`No queue is called ${queue}. \`npm run jobs\` lists them.`);
      console.log(`Sent job ${await boss.send(queue!, null)} to ${queue}: a server running the app takes it within seconds.`);
      return 0;
    }
    if (command === 'retry') {
      // pg-boss types the answer as {}; it carries the count of jobs changed.
      const { affected } = (await boss.retry(queue!, id!)) as { affected?: number };
      if (affected === undefined) throw new Error('pg-boss did not say whether the job was retried');
      console.log(affected > 0 ? `Job ${id} of ${queue} will run again.` : `No failed job ${id} in ${queue}.`);
      return affected > 0 ? 0 : 1;
    }
    // pg-boss's own queues (named __pgboss__…) are its business.
    const queues = (await boss.getQueues()).filter((q) => !q.name.startsWith('__pgboss'));
    if (command === 'failed') {
      for (const q of queues.filter((q) => !queue || q.name === queue)) {
        const failed = (await boss.findJobs<object>(q.name, { limit: 100_000 })).filter((job) => job.state === 'failed').slice(-20);
        for (const job of failed) {
          const message = (job.output as { message?: string } | null)?.message ?? JSON.stringify(job.output);
          console.log(`${q.name}  ${job.id}  failed ${when(job.completedOn)} after ${job.retryCount + 1} attempts: ${message}`);
        }
      }
      return 0;
    }
    console.log('queue               waiting  running  failed  retries');
    for (const q of queues) {
      const retries = `${q.retryLimit}${q.retryBackoff ? ', backing off' : ''}`;
      console.log(`${q.name.padEnd(20)}${String(q.queuedCount).padStart(7)}${String(q.activeCount).padStart(9)}${String(q.failedCount).padStart(8)}  ${retries}`);
    }
    const schedules = await boss.getSchedules();
    if (schedules.length > 0) console.log('\nschedule            when (cron)      time zone');
    for (const s of schedules) console.log(`${s.name.padEnd(20)}${s.cron.padEnd(17)}${s.timezone ?? 'UTC'}`);
    return 0;
  } finally {
    await boss.stop({ graceful: false, close: true });
    await close();
  }
}

class UsageError extends Error {}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof UsageError ? error.message : error);
    process.exit(1);
  },
);
