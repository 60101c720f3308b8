import { useQuery } from '@tanstack/react-query';
import { zBankDetails, type BankDetails } from '@/shared/schemas/bank-details';
import { api } from '@/client/lib/api-client';

export function getBankDetails(signal?: AbortSignal): Promise<BankDetails> {
  return api.get('/api/bank-details', zBankDetails, signal);
}

/** The company's account for transfers; only ever fetched inside the signed-in portal. */
export function useBankDetails() {
  return useQuery({ queryKey: ['bank-details'], queryFn: ({ signal }) => getBankDetails(signal), staleTime: 5 * 60_000 });
}
