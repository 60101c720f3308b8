import { z } from 'zod';

/** queued: waiting for its next attempt; failed: gave up after the last retry. */
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;

/** Emails that carry a one-time link, which admins never see: they can send a new link instead. */
export const SECRET_LINK_KINDS = ['invitation', 'password-reset'] as const;

export const zOutboxEmail = z.object({
  id: z.string(),
  kind: z.string(),
  toEmail: z.string(),
  toName: z.string().nullable(),
  subject: z.string(),
  /** The text as sent, except that a one-time link (an invitation, a password reset) reads as hidden. */
  textBody: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** An email with a one-time link: an admin can send the person a new link instead. */
  canResend: z.boolean(),
});
export type OutboxEmail = z.infer<typeof zOutboxEmail>;

export const zOutboxList = z.object({ emails: z.array(zOutboxEmail) });
export type OutboxList = z.infer<typeof zOutboxList>;

export const zOutboxEmailParams = z.object({ id: z.uuid('Not an email of the outbox') });

/** A new email with a new link, queued for the person the chosen email went to. */
export const zOutboxResent = z.object({ kind: z.enum(SECRET_LINK_KINDS), toEmail: z.string() });
export type OutboxResent = z.infer<typeof zOutboxResent>;
