import { z } from 'zod';

/** queued: waiting for its next attempt; failed: gave up after the last retry. */
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;

export const zOutboxEmail = z.object({
  id: z.string(),
  kind: z.string(),
  toEmail: z.string(),
  toName: z.string().nullable(),
  subject: z.string(),
  textBody: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof zOutboxEmail>;

export const zOutboxList = z.object({ emails: z.array(zOutboxEmail) });
export type OutboxList = z.infer<typeof zOutboxList>;
