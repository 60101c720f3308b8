import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zBankDetails, type BankDetails } from '@/shared/schemas/bank-details';
import { api } from '@/client/lib/api-client';
import { describeError } from '@/client/lib/mutation-errors';
import { queryKeys } from '@/client/lib/query-keys';

export function updateBankDetails(details: BankDetails): Promise<BankDetails> {
  return api.put('/api/bank-details', details, zBankDetails);
}

/** Admin only: the server records the change and emails every customer who still owes money. */
export function useUpdateBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBankDetails,
    meta: { errorMessage: (error) => `Failed to update bank details: ${describeError(error)}`, errorDescription: null },
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.bankDetails, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bankDetails }),
  });
}
