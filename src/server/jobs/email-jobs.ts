import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/client';
import { deliverEmail, MAX_ATTEMPTS, type EmailDelivery } from '../features/email/email-delivery';
import { emailDispatchStatements } from '../features/email/outbox.queries';
import type { JobDefinition } from './job-queue';

export const EMAIL_SEND_QUEUE = 'email-send';
export const EMAIL_DISPATCH_QUEUE = 'email-dispatch';
/** Raised by the outbox's trigger when an email is committed (migration 0034). */
export const EMAIL_OUTBOX_CHANNEL = 'arbour_email_outbox';

const DISPATCH_BATCH = 200;

/**
 * Gives each email no job has yet a delivery job, in one transaction with marking it handed over:
 * every email gets exactly one job, whichever server does it and whenever one stops half-way.
 */
export async function dispatchEmails(boss: PgBoss, owner: Database): Promise<number> {
  const statements = emailDispatchStatements(owner, DISPATCH_BATCH);
  const begin = boss.getDb().beginTransaction;
  if (!begin) throw new Error('The job queue’s connection cannot open a transaction');
  const tx = await begin.call(boss.getDb());
  try {
    const { rows } = await tx.db.executeSql(statements.lockUndispatched.sql, statements.lockUndispatched.params);
    const ids = rows.map((row: { id: string }) => row.id);
    if (ids.length > 0) {
      await boss.insert(EMAIL_SEND_QUEUE, ids.map((emailId) => ({ data: { emailId } })), { db: tx.db });
      const mark = statements.markDispatched(ids);
      await tx.db.executeSql(mark.sql, mark.params);
    }
    await tx.commit();
    return ids.length;
  } catch (error) {
    await tx.rollback();
    throw error;
  }
}

/**
 * The email jobs: one delivery job per email, retried after about 1, 2, 4 … minutes (at most an
 * hour apart), eight attempts in all; and, each minute, a dispatch that catches any email whose
 * notification was missed (the server was starting, or its listening connection was down).
 */
export function emailJobs(delivery: EmailDelivery, dispatch: () => Promise<number>): JobDefinition[] {
  return [
    {
      queue: EMAIL_SEND_QUEUE,
      options: { retryLimit: MAX_ATTEMPTS - 1, retryDelay: 60, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 15 * 60, notify: true },
      work: { localConcurrency: 2, batchSize: 5 },
      run: async (job) => void (await deliverEmail(delivery, (job.data as { emailId: string }).emailId, { retry: job.retryCount > 0 })),
    },
    {
      queue: EMAIL_DISPATCH_QUEUE,
      options: { policy: 'stately', retryLimit: 0 },
      schedule: { cron: '* * * * *' },
      run: async () => void (await dispatch()),
    },
  ];
}
