import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { emailOutbox } from '../../src/server/db/schema/email';
import { SECRET_LINK } from '../../src/server/lib/email/email-secrets';

/**
 * The one-time link of the newest email of `kind` to `toEmail` that is still queued: the link
 * the delivery worker will put where the stored text has its placeholder. Tests read it here,
 * as the recipient would from the delivered message.
 */
export async function queuedLink(db: Database, toEmail: string, kind: 'invitation' | 'password-reset'): Promise<string> {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toEmail, toEmail), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(1);
  if (!row) throw new Error(`no ${kind} email to ${toEmail}`);
  if (!row.textBody.includes(SECRET_LINK) || !row.secretValues?.link) throw new Error(`the ${kind} email to ${toEmail} holds no one-time link`);
  return row.secretValues.link;
}

/** The token at the end of an invitation link. */
export const invitationToken = (link: string) => /\/invitations\/([A-Za-z0-9_-]{43})$/.exec(link)![1]!;

/** The token of a password-reset link. */
export const resetToken = (link: string) => new URL(link).searchParams.get('token')!;
