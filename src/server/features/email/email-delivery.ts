import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { repeatInBackground, type StopBackgroundTask } from '../../lib/background-task';
import { senderName } from '../../lib/company-settings';
import { MissingSecretError } from '../../lib/email/email-secrets';
import { outgoingMessage, type OutgoingMessage } from '../../lib/email/outgoing-message';
import type { MailTransport } from './mail-transport';
import { claimDueEmails, updateClaimedEmail } from './outbox.queries';

const BATCH_SIZE = 20;
export const MAX_ATTEMPTS = 8;

/** 1 min, 2 min, 4 min … between attempts, so a mail server outage is ridden out without hammering it. */
export function retryDelayMs(attempts: number): number {
  return 60_000 * 2 ** Math.max(0, attempts - 1);
}

/**
 * Sends the emails that are due. Rows are claimed with SKIP LOCKED, so several
 * app servers can run this at once without sending an email twice.
 */
/** Told of each email's outcome (the metrics count them). */
export type OnEmailOutcome = (outcome: 'sent' | 'failed') => void;

export async function deliverDueEmails(db: Database, transport: MailTransport, fromAddress: string, logger: Logger, onOutcome?: OnEmailOutcome): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await claimDueEmails(tx, { maxAttempts: MAX_ATTEMPTS, limit: BATCH_SIZE });

    for (const { email, company } of due) {
      let message: OutgoingMessage;
      try {
        message = outgoingMessage(email, company);
      } catch (error) {
        if (!(error instanceof MissingSecretError)) throw error;
        // Trying again cannot bring the link back: it fails now, and admins can send a new one.
        await updateClaimedEmail(tx, email, { attempts: MAX_ATTEMPTS, lastError: error.message, secretValues: null });
        onOutcome?.('failed');
        continue;
      }
      try {
        await transport.send({
          from: { name: senderName(company), address: fromAddress },
          to: { name: email.toName ?? '', address: email.toEmail },
          ...message,
        });
        // Sent: the stored copy keeps no secret from here on.
        await updateClaimedEmail(tx, email, { sentAt: new Date(), attempts: email.attempts + 1, lastError: null, secretValues: null });
        onOutcome?.('sent');
      } catch (error) {
        const attempts = email.attempts + 1;
        logger.warn({ err: error, emailId: email.id, attempts }, 'email delivery failed; will retry');
        // After the last attempt nobody will send it: its secret is dropped too.
        await updateClaimedEmail(tx, email, {
          attempts,
          lastError: String(error).slice(0, 500),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
          ...(attempts >= MAX_ATTEMPTS ? { secretValues: null } : {}),
        });
        onOutcome?.('failed');
      }
    }
    return due.length;
  });
}

/** Polls the outbox until stopped. */
export function startEmailDelivery(
  db: Database,
  transport: MailTransport,
  fromAddress: string,
  logger: Logger,
  { intervalMs = 5_000, onOutcome }: { intervalMs?: number; onOutcome?: OnEmailOutcome } = {},
): StopBackgroundTask {
  return repeatInBackground(
    async () => void (await deliverDueEmails(db, transport, fromAddress, logger, onOutcome)),
    (err) => logger.error({ err }, 'email delivery round failed'),
    intervalMs,
    intervalMs,
  );
}
