import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zBankDetails, type BankDetails } from '@/shared/schemas/bank-details';
import { api } from '@/client/lib/api-client';
import { bankDetailsQueryKey } from '@/client/lib/queries/bank-details';

export function updateBankDetails(details: BankDetails): Promise<BankDetails> {
  return api.put('/api/bank-details', details, zBankDetails);
}

/** Admin only: the server records the change and emails every customer who still owes money. */
export function useUpdateBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBankDetails,
    onSuccess: (saved) => queryClient.setQueryData(bankDetailsQueryKey, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankDetailsQueryKey }),
  });
}
