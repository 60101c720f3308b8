import type { Database, Transaction } from '../../db/client';
import { emailOutbox } from '../../db/schema/email';

export interface OutgoingEmail {
  companyId: string;
  kind: string;
  toEmail: string;
  toName?: string | null;
  subject: string;
  /** The text as stored and shown to admins: a live secret appears only as its placeholder (email-secrets.ts). */
  textBody: string;
  /** The secrets the placeholders stand for, kept only until the email is sent. */
  secretValues?: Record<string, string> | null;
}

/** Queues emails inside the caller's transaction, so they go out only if the change commits. */
export async function enqueueEmails(tx: Transaction | Database, emails: OutgoingEmail[]): Promise<void> {
  if (emails.length === 0) return;
  for (const email of emails) {
    // A secret written into the text itself would be kept and shown to admins: it belongs behind its placeholder.
    if (Object.values(email.secretValues ?? {}).some((secret) => email.textBody.includes(secret) || email.subject.includes(secret))) {
      throw new Error(`A ${email.kind} email holds its secret in its text; use its placeholder`);
    }
  }
  await tx.insert(emailOutbox).values(emails);
}
