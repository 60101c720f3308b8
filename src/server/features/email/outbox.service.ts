import { AppError } from '../../../shared/errors';
import { SECRET_LINK_KINDS, type OutboxEmail, type OutboxResent } from '../../../shared/schemas/outbox';
import type { Actor } from '../../app-env';
import type { Auth } from '../../auth/auth';
import { requirePermission } from '../../auth/permissions';
import { isSampleAccount, issuePasswordReset } from '../../auth/password-reset';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import type { EmailOutboxRow } from '../../db/schema/email';
import { usersWithPassword } from '../invitations/invitations.queries';
import { issueInvitation } from '../invitations/invitations.service';
import { MAX_ATTEMPTS } from './email-delivery';
import { findAccountByEmail, findOutboxRecipient, listCompanyOutbox } from './outbox.queries';
import { hideSecrets } from '../../lib/email/email-secrets';

type SecretLinkKind = (typeof SECRET_LINK_KINDS)[number];
const carriesSecretLink = (kind: string): kind is SecretLinkKind => (SECRET_LINK_KINDS as readonly string[]).includes(kind);

function toOutboxEmail(row: Omit<EmailOutboxRow, 'secretValues'>): OutboxEmail {
  return {
    id: row.id,
    kind: row.kind,
    toEmail: row.toEmail,
    toName: row.toName,
    subject: row.subject,
    // Never the secret itself: a one-time link is for its recipient alone.
    textBody: hideSecrets(row.textBody, row.kind),
    status: row.sentAt ? 'sent' : row.attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    canResend: carriesSecretLink(row.kind),
  };
}

/** Admins: the company's latest emails, newest first, whether a mail server sent them or not. */
export async function listOutbox(db: Database, actor: Actor | null, tenant: CompanyRow, limit = 100): Promise<OutboxEmail[]> {
  requirePermission(actor, 'outbox:manage');
  return (await listCompanyOutbox(db, tenant.id, limit)).map(toOutboxEmail);
}

/**
 * Admins: instead of the hidden link of an invitation or a password reset, a new link for the
 * same person, issued the way it always is (a new invitation ends the earlier links; a new
 * reset link works for an hour), in a new email to them. The admin never sees either link.
 */
export async function resendOutboxEmail(
  db: Database,
  auth: Auth,
  actorOrNull: Actor | null,
  tenant: CompanyRow,
  emailId: string,
  options: { portalUrl: string; demoMode: boolean },
): Promise<OutboxResent> {
  const admin = requirePermission(actorOrNull, 'outbox:manage');
  const email = await findOutboxRecipient(db, tenant.id, emailId);
  if (!email) throw new AppError('NOT_FOUND', 'Email not found.');
  const kind = email.kind;
  if (!carriesSecretLink(kind)) throw new AppError('CONFLICT', 'Only an invitation or a password reset email can be sent again, with a new link.');
  const person = await findAccountByEmail(db, tenant.id, email.toEmail);
  if (!person) throw new AppError('NOT_FOUND', `${email.toEmail} no longer has an account here.`);

  if (kind === 'invitation') {
    await db.transaction(async (tx) => {
      // An invitation sets the password, so it must never replace one they chose.
      if ((await usersWithPassword(tx, tenant.id, [person.id])).has(person.id)) {
        throw new AppError('CONFLICT', `${person.name} has already set a password and can sign in. If they have forgotten it, they can ask for a reset link on the sign-in page.`);
      }
      await issueInvitation(tx, { tenant, invitee: person, createdBy: admin.userId, portalUrl: options.portalUrl });
    });
  } else {
    // A demo site's sample accounts are shared by every visitor: nobody may take one over.
    if (options.demoMode && isSampleAccount(tenant, person.email)) {
      throw new AppError('FORBIDDEN', 'The sample accounts are shared, so their passwords cannot be reset.');
    }
    await issuePasswordReset(db, auth, { user: { ...person, companyId: tenant.id }, companyId: tenant.id, portalUrl: options.portalUrl, demoMode: options.demoMode });
  }
  return { kind, toEmail: person.email };
}
