import { SECRET_LINK_KINDS } from '../../../shared/schemas/outbox';

/**
 * An email that carries a live secret (an invitation or password-reset link) is stored with a
 * placeholder where the link goes, and the link itself in `email_outbox.secret_values` until
 * the email is sent. The delivery worker puts the link into the message it hands to the mail
 * server and forgets it in the same update that marks the email sent; the outbox admins read
 * shows the placeholder as a hidden link. So the link reaches its recipient and nobody else:
 * not an admin, not the log, not a copy of the database taken after it was sent.
 */

/** Where a one-time link stands in a stored email's text. */
export const SECRET_LINK = '{{secret:link}}';

/** What admins read in place of a one-time link. */
export const HIDDEN_LINK = '[Link hidden: only the recipient can use it]';

const PLACEHOLDER = /\{\{secret:([a-z]+)\}\}/g;

export class MissingSecretError extends Error {
  constructor(name: string) {
    super(`The email's one-time ${name} is no longer kept, so it cannot be sent. Send a new one.`);
    this.name = 'MissingSecretError';
  }
}

/** The text as the recipient gets it: each placeholder replaced by its secret. */
export function revealSecrets(text: string, values: Record<string, string> | null): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values?.[name];
    if (value === undefined) throw new MissingSecretError(name);
    return value;
  });
}

/**
 * Links in emails stored before secrets were kept apart, matched by their shape: an
 * invitation's 43-character token, a reset link's token parameter.
 */
const LEGACY_SECRET_LINK = /\S+\/(?:invitations\/[A-Za-z0-9_-]{43}|reset-password\?token=)\S*/g;

/** The text as an admin may read it: every one-time link hidden. */
export function hideSecrets(text: string, kind: string): string {
  const hidden = text.replace(PLACEHOLDER, HIDDEN_LINK);
  return (SECRET_LINK_KINDS as readonly string[]).includes(kind) ? hidden.replace(LEGACY_SECRET_LINK, HIDDEN_LINK) : hidden;
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

/** The HTML part as the recipient gets it: each placeholder replaced by its secret, escaped for HTML. */
export function revealSecretsInHtml(html: string, values: Record<string, string> | null): string {
  return html.replace(PLACEHOLDER, (_, name: string) => {
    const value = values?.[name];
    if (value === undefined) throw new MissingSecretError(name);
    return escapeHtml(value);
  });
}

/**
 * The HTML part as an admin may see it: a link to a one-time secret loses its address (a button
 * that goes nowhere), and the placeholder shown as text reads as hidden.
 */
export function hideSecretsInHtml(html: string): string {
  const withoutLinks = html.replace(/<a\s[^>]*href="\{\{secret:[a-z]+\}\}"[^>]*>/g, (tag) => tag.replace(/\s(?:href|target)="[^"]*"/g, ''));
  return withoutLinks.replace(PLACEHOLDER, escapeHtml(HIDDEN_LINK));
}
