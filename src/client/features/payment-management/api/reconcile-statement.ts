import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zPaymentItem } from '@/shared/schemas/payments';
import { zReconciliationImport, type ConfirmMatch } from '@/shared/schemas/reconciliation';
import { api } from '@/client/lib/api-client';
import { describeError } from '@/client/lib/mutation-errors';
import { invalidateAfterPaymentTransition } from './invalidate-payments';

export interface StatementUpload {
  file: File;
  dateColumn?: string;
  descriptionColumn?: string;
  amountColumn?: string;
}

export function importStatement({ file, ...columns }: StatementUpload) {
  const form = new FormData();
  form.append('file', file);
  for (const [name, value] of Object.entries(columns)) {
    // An empty column name means "find it yourself": the server knows the common UK layouts.
    if (value?.trim()) form.append(name, value.trim());
  }
  return api.upload('/api/payments/reconciliation/import', form, zReconciliationImport);
}

/** Reads a bank statement CSV; the same file twice adds no lines. */
export function useImportStatement() {
  return useMutation({ mutationFn: importStatement, meta: { errorMessage: describeError, errorDescription: null } });
}

export interface ConfirmMatchInput extends ConfirmMatch {
  /** One per proposed match, so a retried or doubled click settles the payment once. */
  idempotencyKey: string;
}

export function confirmMatch({ lineId, paymentId, idempotencyKey }: ConfirmMatchInput) {
  return api.postOnce('/api/payments/reconciliation/confirm', { lineId, paymentId }, zPaymentItem, idempotencyKey);
}

/** Verifies a payment from a statement line; the line is recorded with the verification. */
export function useConfirmMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmMatch,
    meta: { errorMessage: (error) => `Failed to update payment status: ${describeError(error)}`, errorDescription: null },
    onSettled: () => invalidateAfterPaymentTransition(queryClient),
  });
}
