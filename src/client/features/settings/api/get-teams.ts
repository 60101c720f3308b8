import { queryOptions, useQuery } from '@tanstack/react-query';
import { zTeamList, type Team } from '@/shared/schemas/teams';
import { api } from '@/client/lib/api-client';

/** Named after the resource, so any page listing teams reads the same cache entry. */
export const teamsQueryKey = ['teams'] as const;

export async function getTeams(signal?: AbortSignal): Promise<Team[]> {
  return (await api.get('/api/teams', zTeamList, signal)).teams;
}

export function teamsQueryOptions() {
  return queryOptions({ queryKey: teamsQueryKey, queryFn: ({ signal }) => getTeams(signal) });
}

/** The company's installation and survey teams, by name. */
export function useTeams() {
  return useQuery(teamsQueryOptions());
}
