import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoAccount, DemoAccounts } from '@/shared/schemas/auth';
import { api, isApiError } from '../api-client';

export const demoAccountsQueryKey = ['demo-accounts'] as const;

/**
 * The sample accounts in demo mode; null when demo mode is off (404). Unparsed like get-me.ts:
 * the public header's menu asks for them, and zod stays out of the public site's first download.
 */
export async function getDemoAccounts(signal?: AbortSignal): Promise<DemoAccount[] | null> {
  try {
    const { accounts } = await api.get<DemoAccounts>('/api/demo/accounts', undefined, signal);
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
