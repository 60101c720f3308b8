import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { DEMO_COPY_LIFETIME_MS, pruneDemoCopies } from '../features/demo/demo-pruning';
import type { EmailDelivery } from '../features/email/email-delivery';
import { sendDueReminders } from '../features/payment-reminders/payment-reminders.service';
import { sendDiaryDigests } from '../features/site-diary/diary-digest.service';
import type { Logger } from '../lib/logger';
import type { FileStorage } from '../lib/storage/storage-driver';
import { dispatchEmails, EMAIL_OUTBOX_CHANNEL, emailJobs } from './email-jobs';
import { pruneExpiredRows } from './housekeeping.queries';
import { startJobQueue, type JobDefinition, type JobQueue, type OnJobOutcome } from './job-queue';
import { backUpAndPrune } from './nightly-backup';

export interface AppJobsOptions {
  /** The owner's handle and URL: jobs cross companies. */
  owner: Database;
  ownerUrl: string;
  config: AppConfig;
  storage: FileStorage;
  delivery: Omit<EmailDelivery, 'db'>;
  logger: Logger;
  /** The nightly backup: where to, how many to keep, and the set-up to copy (unset: no backup job). */
  backup?: { dir: string; keep: number; dataDir: string; includeFiles: boolean; databaseUrl?: string };
  onOutcome?: OnJobOutcome;
  /** How long a stop lets the jobs under way finish (the server's shutdown grace). */
  stopTimeoutMs?: number;
}

export interface AppJobs extends JobQueue {
  /** Hands new emails to delivery jobs now (what a new email's notification does). */
  dispatchEmails: () => Promise<number>;
}

/** Runs `task`, and once more after it if asked again meanwhile: a burst of calls is one or two runs. */
function coalesce(task: () => Promise<unknown>, onError: (err: unknown) => void): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await task().catch(onError);
      } while (again);
    })().finally(() => (running = null));
    return running;
  };
  return run;
}

/**
 * The server's background work, on pg-boss (docs/decisions/0014): email delivery, payment
 * reminders, the site diary's daily summaries, housekeeping, the demo's copies and the nightly backup. Every server runs the
 * workers; each job runs on one of them, and each schedule sends one job per occurrence.
 */
export async function startAppJobs(options: AppJobsOptions): Promise<AppJobs> {
  const { owner, config, logger, storage } = options;
  // The email jobs hand emails over through the queue they belong to, started below.
  const started: { queue?: JobQueue } = {};
  const dispatch = async () => (started.queue ? dispatchEmails(started.queue.boss, owner) : 0);
  const dispatchSoon = coalesce(dispatch, (err) => logger.error({ err }, 'handing emails to delivery jobs failed'));

  const definitions: JobDefinition[] = [
    ...emailJobs({ ...options.delivery, db: owner }, dispatch),
    {
      queue: 'payment-reminders',
      // Hourly: a reminder goes out in the first hour of its day, and a run missed is made up by the next.
      schedule: { cron: '5 * * * *' },
      options: { policy: 'stately', retryLimit: 2, retryDelay: 300 },
      run: async () => {
        const { sent } = await sendDueReminders(owner, { now: new Date(), origin: config });
        if (sent > 0) logger.info({ sent }, 'payment reminders queued');
      },
    },
    {
      queue: 'diary-digest',
      // Daily at 18:00 UK time, when the day on site is done: each customer's summary of its site diary, once a day.
      schedule: { cron: '0 18 * * *' },
      options: { policy: 'stately', retryLimit: 2, retryDelay: 300 },
      run: async () => {
        const { sent } = await sendDiaryDigests(owner, { now: new Date(), origin: config });
        if (sent > 0) logger.info({ sent }, 'site diary summaries queued');
      },
    },
    {
      queue: 'housekeeping',
      schedule: { cron: '17 * * * *' },
      options: { policy: 'stately', retryLimit: 2, retryDelay: 300 },
      run: async () => {
        const counts = await pruneExpiredRows(owner, new Date());
        if (Object.values(counts).some((n) => n > 0)) logger.info(counts, 'pruned expired rows');
      },
    },
  ];
  if (config.demoMode) {
    definitions.push({
      queue: 'demo-copy-pruning',
      // A visitor's copy of a demo company is removed 25 hours after it was made (its cookie lasts a day).
      schedule: { cron: '31 * * * *' },
      options: { policy: 'stately', retryLimit: 2, retryDelay: 300 },
      run: async () => {
        const { copies, objects, objectsLeft, failures } = await pruneDemoCopies(owner, storage, new Date(Date.now() - DEMO_COPY_LIFETIME_MS));
        if (copies > 0) logger.info({ copies, objects }, 'removed expired demo copies');
        if (objectsLeft > 0) logger.warn({ objectsLeft }, 'some stored objects of removed demo copies could not be deleted');
        if (failures.length > 0) throw new Error(`${failures.length} demo copies could not be removed: ${failures.map((f) => f.copyId).join(', ')}`);
      },
    });
  }
  const { backup } = options;
  if (backup) {
    definitions.push({
      queue: 'nightly-backup',
      schedule: { cron: '30 2 * * *' },
      // One try more an hour later; a backup that fails twice is for the operator (the job metrics, the log).
      options: { policy: 'stately', retryLimit: 1, retryDelay: 3600, expireInSeconds: 4 * 3600 },
      run: async () => {
        const { dir, removed } = await backUpAndPrune({ backupsDir: backup.dir, keep: backup.keep, dataDir: backup.dataDir, includeFiles: backup.includeFiles, databaseUrl: backup.databaseUrl });
        logger.info({ dir, removed: removed.length }, 'nightly backup written');
      },
    });
  }

  const queue = await startJobQueue({ connectionString: options.ownerUrl, logger, definitions, onOutcome: options.onOutcome, stopTimeoutMs: options.stopTimeoutMs });
  started.queue = queue;
  const listening = await queue.boss.getDb().listen?.(EMAIL_OUTBOX_CHANNEL, () => void dispatchSoon(), () => void dispatchSoon());
  // Emails written while no server was listening.
  void dispatchSoon();
  return {
    ...queue,
    dispatchEmails: dispatch,
    stop: async () => {
      await listening?.close();
      await queue.stop();
    },
  };
}
