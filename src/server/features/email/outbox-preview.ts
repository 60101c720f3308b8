import { AppError } from '../../../shared/errors';
import type { Actor } from '../../app-env';
import { requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { htmlFor } from '../../lib/email/email-html';
import { hideSecrets, hideSecretsInHtml } from '../../lib/email/email-secrets';
import { findOutboxEmail } from './outbox.queries';

/**
 * Admins: the HTML part of one of the company's emails as its recipient got it (or will), with
 * every one-time link hidden: a button to it goes nowhere and its address reads as hidden. An
 * email queued before emails had HTML shows the HTML made from its text, in the company's brand.
 */
export async function previewOutboxEmail(db: Database, actor: Actor | null, tenant: CompanyRow, emailId: string, portalUrl: string): Promise<string> {
  requirePermission(actor, 'outbox:manage');
  const email = await findOutboxEmail(db, tenant.id, emailId);
  if (!email) throw new AppError('NOT_FOUND', 'Email not found.');
  const html = email.htmlBody ?? (await htmlFor({ companyId: tenant.id, subject: email.subject, textBody: hideSecrets(email.textBody, email.kind), portalUrl }, tenant));
  return hideSecretsInHtml(html);
}

/**
 * The preview is the email's own HTML, written by our templates but carrying what people typed, so
 * it is shown in a frame that may run nothing: no scripts, forms, plugins or fetches, only inline
 * styles and images (the logo comes from the company's origin); a sandbox of its own even if opened
 * outside its frame; and only the app's own pages may frame it.
 */
export function previewHeaders(portalUrl: string): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': `default-src 'none'; img-src https: data: ${portalUrl}; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox`,
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'private, no-store',
  };
}
