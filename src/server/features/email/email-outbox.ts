import type { Database, Transaction } from '../../db/client';
import { emailOutbox } from '../../db/schema/email';

export interface OutgoingEmail {
  companyId: string;
  kind: string;
  toEmail: string;
  toName?: string | null;
  subject: string;
  textBody: string;
}

/** Queues emails inside the caller's transaction, so they go out only if the change commits. */
export async function enqueueEmails(tx: Transaction | Database, emails: OutgoingEmail[]): Promise<void> {
  if (emails.length === 0) return;
  await tx.insert(emailOutbox).values(emails);
}
