import { queryOptions, useQuery } from '@tanstack/react-query';
import { zBankDetails, type BankDetails } from '@/shared/schemas/bank-details';
import { api } from '@/client/lib/api-client';
import { queryKeys } from '@/client/lib/query-keys';

export function getBankDetails(signal?: AbortSignal): Promise<BankDetails> {
  return api.get('/api/bank-details', zBankDetails, signal);
}

export function bankDetailsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.bankDetails, queryFn: ({ signal }) => getBankDetails(signal), staleTime: 5 * 60_000 });
}

/**
 * The company's account for transfers; only ever fetched inside the signed-in portal. One key for
 * the customer's Bank Transfer Details card and the staff settings card, so an edit shows in both.
 */
export function useBankDetails() {
  return useQuery(bankDetailsQueryOptions());
}
