import type { CompanyRow } from '../../db/schema/companies';
import type { EmailOutboxRow } from '../../db/schema/email';
import { revealSecrets, revealSecretsInHtml } from './email-secrets';

/** What goes to the mail server for one outbox row: its secrets put back in, as text and as HTML. */
export interface OutgoingMessage {
  subject: string;
  text: string;
  /** The HTML part made when the email was queued; none for an email queued before emails had one (it goes as text alone). */
  html?: string;
}

/**
 * The message a stored email becomes when it is sent: its text, and the HTML part made in the
 * company's brand when it was queued (docs/decisions/0015). Throws MissingSecretError
 * when a one-time link it needs is no longer kept.
 */
export function outgoingMessage(email: EmailOutboxRow, _company: CompanyRow): OutgoingMessage {
  const text = revealSecrets(email.textBody, email.secretValues);
  return email.htmlBody === null ? { subject: email.subject, text } : { subject: email.subject, text, html: revealSecretsInHtml(email.htmlBody, email.secretValues) };
}
