import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { senderName } from '../../lib/company-settings';
import { MissingSecretError } from '../../lib/email/email-secrets';
import { outgoingMessage, type OutgoingMessage } from '../../lib/email/outgoing-message';
import type { MailTransport } from './mail-transport';
import { findEmailState, listDueEmailIds, startSendingEmail, updateClaimedEmail } from './outbox.queries';

export const MAX_ATTEMPTS = 8;

/** 1 min, 2 min, 4 min … between attempts, so a mail server outage is ridden out without hammering it. */
export function retryDelayMs(attempts: number): number {
  return 60_000 * 2 ** Math.max(0, attempts - 1);
}

/** Told of each email's outcome (the metrics count them). */
export type OnEmailOutcome = (outcome: 'sent' | 'failed') => void;

export interface EmailDelivery {
  db: Database;
  transport: MailTransport;
  fromAddress: string;
  logger: Logger;
  onOutcome?: OnEmailOutcome;
}

/** What became of one attempt at one email. */
export type DeliveryResult = 'sent' | 'retry' | 'failed' | 'uncertain' | 'nothing-to-do';

/** The mail server refused the email, or could not be reached: the job queue tries again later. */
export class EmailNotSentError extends Error {
  constructor(cause: unknown) {
    super(`The mail server did not take the email: ${String(cause).slice(0, 400)}`, { cause });
    this.name = 'EmailNotSentError';
  }
}

export const UNCERTAIN_SEND =
  'The server stopped while handing this email to the mail server, so it may or may not have arrived. It is not sent again, so nobody gets it twice.';

/**
 * One attempt at one email, outside any long transaction (docs/decisions/0014):
 * 1. mark it as being sent, committed before the mail server is asked;
 * 2. hand it to the mail server (a stable Message-ID, so a mail program shows a resent copy once);
 * 3. mark it sent, forgetting its secrets; or, if the mail server refused it, clear the mark and
 *    throw, so the job queue retries it with backoff.
 * An email still marked as being sent when its job is retried means a server stopped between 2
 * and 3 (each email has one job, so no other attempt can hold the mark).
 * Nobody can tell whether it arrived, and twice is worse than a gap admins can see and fill
 * (Resend, or a call): it is recorded as not delivered and not sent again.
 */
export async function deliverEmail(delivery: EmailDelivery, emailId: string, attempt: { retry: boolean }): Promise<DeliveryResult> {
  const { db, transport, fromAddress, logger, onOutcome } = delivery;
  const claimed = await startSendingEmail(db, emailId, MAX_ATTEMPTS);
  if (!claimed) {
    const state = await findEmailState(db, emailId);
    if (!state || state.sentAt || !state.sendStartedAt || state.attempts >= MAX_ATTEMPTS) return 'nothing-to-do';
    // A first attempt finding the mark is not the one that set it: another sender has it in hand.
    if (!attempt.retry) return 'nothing-to-do';
    await updateClaimedEmail(db, state, { attempts: MAX_ATTEMPTS, lastError: UNCERTAIN_SEND, secretValues: null });
    logger.warn({ emailId }, 'email may have been sent before the server stopped; not sent again');
    onOutcome?.('failed');
    return 'uncertain';
  }
  const { email, company } = claimed;
  let message: OutgoingMessage;
  try {
    message = outgoingMessage(email, company);
  } catch (error) {
    if (!(error instanceof MissingSecretError)) throw error;
    // Trying again cannot bring the link back: it fails now, and admins can send a new one.
    await updateClaimedEmail(db, email, { attempts: MAX_ATTEMPTS, lastError: error.message, secretValues: null, sendStartedAt: null });
    onOutcome?.('failed');
    return 'failed';
  }
  try {
    await transport.send({
      from: { name: senderName(company), address: fromAddress },
      to: { name: email.toName ?? '', address: email.toEmail },
      messageId: `<${email.id}@${fromAddress.split('@')[1] ?? 'arbour.invalid'}>`,
      ...message,
    });
  } catch (error) {
    const attempts = email.attempts + 1;
    const last = attempts >= MAX_ATTEMPTS;
    logger.warn({ err: error, emailId: email.id, attempts }, last ? 'email delivery failed for the last time' : 'email delivery failed; will retry');
    // After the last attempt nobody will send it: its secret is dropped too.
    await updateClaimedEmail(db, email, {
      attempts,
      lastError: String(error).slice(0, 500),
      nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
      sendStartedAt: null,
      ...(last ? { secretValues: null } : {}),
    });
    onOutcome?.('failed');
    throw new EmailNotSentError(error);
  }
  // Sent: the stored copy keeps no secret from here on.
  await updateClaimedEmail(db, email, { sentAt: new Date(), attempts: email.attempts + 1, lastError: null, secretValues: null, sendStartedAt: null });
  onOutcome?.('sent');
  return 'sent';
}

/**
 * Sends every email that is due, one after another, without the job queue: for tests and tools.
 * A refused email stays due for its next attempt, as with the queue.
 */
export async function deliverDueEmails(db: Database, transport: MailTransport, fromAddress: string, logger: Logger, onOutcome?: OnEmailOutcome): Promise<number> {
  const ids = await listDueEmailIds(db, { maxAttempts: MAX_ATTEMPTS, limit: 100 });
  for (const id of ids) {
    try {
      await deliverEmail({ db, transport, fromAddress, logger, onOutcome }, id, { retry: false });
    } catch (error) {
      if (!(error instanceof EmailNotSentError)) throw error;
    }
  }
  return ids.length;
}
