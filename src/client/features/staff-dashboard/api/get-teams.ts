import { queryOptions, useQuery } from '@tanstack/react-query';
import { zTeamList, type Team } from '@/shared/schemas/teams';
import { api } from '@/client/lib/api-client';

/** ['teams'] is the company's team list wherever it is read (settings change it rarely). */
export const teamsQueryKey = ['teams'] as const;

export async function getTeams(signal?: AbortSignal): Promise<Team[]> {
  return (await api.get('/api/teams', zTeamList, signal)).teams;
}

export function teamsQueryOptions() {
  return queryOptions({ queryKey: teamsQueryKey, queryFn: ({ signal }) => getTeams(signal), staleTime: 5 * 60_000 });
}

export function useTeams() {
  return useQuery(teamsQueryOptions());
}
