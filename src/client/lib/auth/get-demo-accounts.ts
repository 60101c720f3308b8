import { queryOptions, useQuery } from '@tanstack/react-query';
import { zDemoAccounts, type DemoAccount } from '@/shared/schemas/auth';
import { api, isApiError } from '../api-client';

export const demoAccountsQueryKey = ['demo-accounts'] as const;

/** The sample accounts in demo mode; null when demo mode is off (404). */
export async function getDemoAccounts(signal?: AbortSignal): Promise<DemoAccount[] | null> {
  try {
    const { accounts } = await api.get('/api/demo/accounts', zDemoAccounts, signal);
    return accounts;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export function demoAccountsQueryOptions() {
  return queryOptions({
    queryKey: demoAccountsQueryKey,
    queryFn: ({ signal }) => getDemoAccounts(signal),
    staleTime: Infinity,
    retryOnMount: false,
  });
}

/** Sample accounts when demo mode is on, else an empty list (also while loading or on failure). */
export function useDemoAccounts(): DemoAccount[] {
  const { data } = useQuery(demoAccountsQueryOptions());
  return data ?? [];
}
