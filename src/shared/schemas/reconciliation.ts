import { z } from 'zod';

export const zReconciliationColumns = z.object({
  dateColumn: z.string().trim().min(1).max(100).optional(),
  descriptionColumn: z.string().trim().min(1).max(100).optional(),
  amountColumn: z.string().trim().min(1).max(100).optional(),
});

export const zProposedMatch = z.object({
  lineId: z.string(),
  date: z.string(),
  description: z.string(),
  amountPence: z.number().int(),
  paymentId: z.string(),
  paymentTitle: z.string(),
  reference: z.string(),
  customerName: z.string(),
  status: z.string(),
});
export type ProposedMatch = z.infer<typeof zProposedMatch>;

export const zReconciliationImport = z.object({
  linesRead: z.number().int(),
  linesAdded: z.number().int(),
  matches: z.array(zProposedMatch),
});
export type ReconciliationImport = z.infer<typeof zReconciliationImport>;

export const zConfirmMatch = z.object({ lineId: z.uuid(), paymentId: z.uuid() });
export type ConfirmMatch = z.infer<typeof zConfirmMatch>;
