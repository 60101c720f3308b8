import type { CompanyRow } from '../../db/schema/companies';
import type { EmailOutboxRow } from '../../db/schema/email';
import { revealSecrets } from './email-secrets';

/** What goes to the mail server for one outbox row: its secrets put back in. */
export interface OutgoingMessage {
  subject: string;
  text: string;
}

/**
 * The message a stored email becomes when it is sent, for its company. Throws
 * MissingSecretError when a one-time link it needs is no longer kept.
 */
export function outgoingMessage(email: EmailOutboxRow, _company: CompanyRow): OutgoingMessage {
  return { subject: email.subject, text: revealSecrets(email.textBody, email.secretValues) };
}
