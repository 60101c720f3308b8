import { PgBoss, type Job, type JobResult, type Queue, type WorkOptions } from 'pg-boss';
import type { Logger } from '../lib/logger';
import { traceJob } from '../lib/tracing';

/** One kind of background work (docs/decisions/0014). */
export interface JobDefinition {
  queue: string;
  /** Retries, backoff, expiry and policy for every job of the queue. */
  options?: Omit<Queue, 'name'>;
  /** A recurring job: pg-boss sends one job per occurrence, whichever servers are running. */
  schedule?: { cron: string; tz?: string };
  /** Workers per server, jobs each takes at a time (done one after another), and how often an idle one looks. */
  work?: Pick<WorkOptions, 'localConcurrency' | 'batchSize' | 'pollingIntervalSeconds'>;
  /** Throwing fails the attempt: the queue retries it as its options say, then records it failed. */
  run: (job: Job<object>) => Promise<void>;
}

/** Told when a job's attempt ends (the metrics count them). */
export type OnJobOutcome = (queue: string, outcome: 'completed' | 'failed') => void;

/** A queue's jobs as the queue last counted them (pg-boss refreshes its counts each minute). */
export interface QueueDepth {
  queue: string;
  queued: number;
  active: number;
  failed: number;
}

export interface JobQueue {
  boss: PgBoss;
  /** The queues this server works. */
  queues: string[];
  /** Sends one job to a queue now (a manual run, or a test). */
  send: (queue: string, data?: object) => Promise<string | null>;
  depths: () => Promise<QueueDepth[]>;
  /** Lets the jobs under way finish (up to the timeout), then closes the queue's connections. */
  stop: () => Promise<void>;
}

export interface JobQueueOptions {
  /** The owner's connection: jobs cross companies, and pg-boss keeps its tables in its own schema. */
  connectionString: string;
  logger: Logger;
  definitions: JobDefinition[];
  onOutcome?: OnJobOutcome;
  /** Time zone of the schedules (the companies are in the UK). */
  timeZone?: string;
  /** How long a stop waits for the jobs under way. */
  stopTimeoutMs?: number;
  /** pg-boss's own pool: its polling and bookkeeping, beside the jobs' work on the owner pool. */
  poolMax?: number;
}

/**
 * Starts pg-boss on the owner's connection: creates or updates each queue, starts its workers and
 * (re)writes each schedule. Queues this server no longer defines keep their jobs: their schedules
 * are removed, so a setting turned off (BACKUP_DIR, say) stops the recurring job on every server.
 */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { logger, definitions, onOutcome } = options;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    max: options.poolMax ?? 3,
    application_name: 'arbour-jobs',
    useListenNotify: true,
    // Our own job spans (traceJob) carry what ours do and nothing of a job's data.
    openTelemetry: { enabled: false },
  });
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  boss.on('warning', (warning) => logger.warn({ warning }, 'job queue warning'));
  await boss.start();

  const names = new Set(definitions.map((d) => d.queue));
  for (const schedule of await boss.getSchedules()) {
    if (!names.has(schedule.name)) await boss.unschedule(schedule.name, schedule.key);
  }
  for (const definition of definitions) {
    const { queue } = definition;
    // Creating is a no-op for a queue that exists (another server, an earlier start); the update
    // brings its retries and expiry to this version's (a queue's policy is fixed when it is made).
    const { policy: _policy, partition: _partition, ...changeable } = definition.options ?? {};
    await boss.createQueue(queue, definition.options ?? {});
    await boss.updateQueue(queue, changeable);
    // Each job of a batch settles on its own; a full batch means more are waiting, so the worker
    // takes the next at once rather than after its polling interval.
    await boss.work<object, JobResult[]>(
      queue,
      { batchSize: 1, ...definition.work, perJobResults: true, burstWhenBatchFull: true },
      async (batch) => {
        const results: JobResult[] = [];
        for (const job of batch) {
          try {
            // A span `process <queue>` when tracing is on: the job's statements are its children.
            await traceJob(queue, job, () => definition.run(job));
            onOutcome?.(queue, 'completed');
            results.push({ id: job.id, status: 'completed' });
          } catch (error) {
            onOutcome?.(queue, 'failed');
            logger.warn({ err: error, queue, jobId: job.id, retryCount: job.retryCount }, 'job failed');
            // What `npm run jobs` shows of a failed job: its message, not its stack.
            results.push({ id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } });
          }
        }
        return results;
      },
    );
    if (definition.schedule) await boss.schedule(queue, definition.schedule.cron, null, { tz: definition.schedule.tz ?? options.timeZone ?? 'Europe/London' });
    else await boss.unschedule(queue).catch(() => undefined);
  }

  return {
    boss,
    queues: [...names],
    send: (queue, data) => boss.send(queue, data ?? null),
    depths: async () =>
      (await boss.getQueues([...names])).map((q) => ({ queue: q.name, queued: q.queuedCount, active: q.activeCount, failed: q.failedCount })),
    stop: () => boss.stop({ graceful: true, close: true, timeout: options.stopTimeoutMs ?? 20_000 }),
  };
}
