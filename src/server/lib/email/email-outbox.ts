import type { Database, Transaction } from '../../db/client';
import { emailOutbox } from '../../db/schema/email';
import { htmlFor, htmlForEmails } from './email-html';
import type { EmailContent } from './templates/email-content';

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
  /**
   * The email's parts (templates/email-content.ts), its HTML made from them; without them the HTML
   * is made from the text's paragraphs. The text stays `textBody`, made from the same parts.
   */
  content?: EmailContent | null;
  /** The company's origin, for its logo's address; without it, that of a link in the email on the company's host. */
  portalUrl?: string | null;
}

/**
 * Queues emails inside the caller's transaction, so they go out only if the change commits, each
 * with its HTML part made now, in the company's brand: the Sent emails page shows what was sent.
 */
export async function enqueueEmails(tx: Transaction | Database, emails: OutgoingEmail[]): Promise<void> {
  if (emails.length === 0) return;
  for (const email of emails) {
    // A secret written into the text itself would be kept and shown to admins: it belongs behind its placeholder.
    if (Object.values(email.secretValues ?? {}).some((secret) => email.textBody.includes(secret) || email.subject.includes(secret))) {
      throw new Error(`A ${email.kind} email holds its secret in its text; use its placeholder`);
    }
  }
  const html = await htmlForEmails(tx, emails);
  emails.forEach((email, i) => {
    if (Object.values(email.secretValues ?? {}).some((secret) => html[i]?.includes(secret))) {
      throw new Error(`A ${email.kind} email holds its secret in its HTML; use its placeholder`);
    }
  });
  await tx.insert(emailOutbox).values(
    emails.map(({ companyId, kind, toEmail, toName, subject, textBody, secretValues }, i) => ({ companyId, kind, toEmail, toName, subject, textBody, htmlBody: html[i] ?? null, secretValues })),
  );
}

/** An email's outbox row as a caller that writes it in a statement of its own inserts it. */
export type OutboxRow = typeof emailOutbox.$inferInsert;

/**
 * The outbox rows of emails of the company the caller already holds, each with its HTML part made
 * now, for a caller that writes them together with its change in one statement (a payment's
 * transition). Emails with a one-time link go through `enqueueEmails`, which checks them.
 */
export async function outboxRowsFor(company: Parameters<typeof htmlFor>[1], emails: OutgoingEmail[]): Promise<OutboxRow[]> {
  return Promise.all(
    emails.map(async (email) => {
      if (email.secretValues) throw new Error(`A ${email.kind} email with a one-time link goes through enqueueEmails`);
      const { companyId, kind, toEmail, toName, subject, textBody } = email;
      return { companyId, kind, toEmail, toName, subject, textBody, htmlBody: await htmlFor(email, company) };
    }),
  );
}
