import { queryOptions, useQuery } from '@tanstack/react-query';
import { zBankDetails, type BankDetails } from '@/shared/schemas/bank-details';
import { api } from '@/client/lib/api-client';

/** One key for the customer's Bank Transfer Details card and the staff settings card, so an edit shows in both. */
export const bankDetailsQueryKey = ['bank-details'] as const;

export function getBankDetails(signal?: AbortSignal): Promise<BankDetails> {
  return api.get('/api/bank-details', zBankDetails, signal);
}

export function bankDetailsQueryOptions() {
  return queryOptions({ queryKey: bankDetailsQueryKey, queryFn: ({ signal }) => getBankDetails(signal), staleTime: 5 * 60_000 });
}

/** The company's account for transfers; only ever fetched inside the signed-in portal. */
export function useBankDetails() {
  return useQuery(bankDetailsQueryOptions());
}
