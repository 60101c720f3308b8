import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '@/client/lib/api-client';

/** Tells the API the contract is on the customer's screen: their first view goes into its audit trail. */
export async function recordContractView(contractId: string): Promise<void> {
  await api.post(`/api/contracts/${encodeURIComponent(contractId)}/viewed`);
}

/**
 * Records the view once per showing of a contract, once it is on screen: not on every render, and
 * not from a GET, which another site could send on the customer's behalf. Repeats are harmless (the
 * API records the first view only), and a failed call is left for the next showing.
 */
export function useRecordContractView(contractId: string, shown: boolean) {
  const { mutate } = useMutation({ mutationFn: recordContractView });
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!shown || recorded.current === contractId) return;
    recorded.current = contractId;
    mutate(contractId);
  }, [contractId, shown, mutate]);
}
