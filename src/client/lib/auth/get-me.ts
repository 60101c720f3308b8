import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@/shared/schemas/auth';
import { api, isApiError } from '../api-client';

export const meQueryKey = ['me'] as const;

/**
 * The signed-in user, or null when signed out (the API answers 401). Not parsed with zod: the
 * public header asks on every page, and the public site's first download stays small without it.
 */
export async function getMe(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    return await api.get<SessionUser>('/api/me', undefined, signal);
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    // After a failure (server down), read as signed out rather than refetching on every mount.
    retryOnMount: false,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
