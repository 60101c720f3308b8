import { desc, eq } from 'drizzle-orm';
import type { OutboxEmail } from '../../../shared/schemas/outbox';
import type { Actor } from '../../app-env';
import { requireRole } from '../../auth/guards';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { emailOutbox, type EmailOutboxRow } from '../../db/schema/email';
import { MAX_ATTEMPTS } from './email-delivery';

function toOutboxEmail(row: EmailOutboxRow): OutboxEmail {
  return {
    id: row.id,
    kind: row.kind,
    toEmail: row.toEmail,
    toName: row.toName,
    subject: row.subject,
    textBody: row.textBody,
    status: row.sentAt ? 'sent' : row.attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** Admins: the company's latest emails, newest first, whether a mail server sent them or not. */
export async function listOutbox(db: Database, actor: Actor | null, tenant: CompanyRow, limit = 100): Promise<OutboxEmail[]> {
  requireRole(actor, ['admin']);
  const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.companyId, tenant.id)).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(limit);
  return rows.map(toOutboxEmail);
}
