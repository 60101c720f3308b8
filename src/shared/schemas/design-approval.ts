import { z } from 'zod';

export const zDesignDecision = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), comment: z.string().trim().max(2000).optional() }),
  z.object({ decision: z.literal('request_changes'), comment: z.string().trim().min(1, 'Tell the team what you would like changed').max(2000) }),
]);
export type DesignDecision = z.infer<typeof zDesignDecision>;

/** A decision as it was recorded: the team reads change requests from these. */
export const zDesignDecisionRecord = z.object({
  id: z.string(),
  decision: z.enum(['approve', 'request_changes']),
  comment: z.string().nullable(),
  customerName: z.string(),
  createdAt: z.string(),
});
export type DesignDecisionRecord = z.infer<typeof zDesignDecisionRecord>;
