import { queryOptions, useQuery } from '@tanstack/react-query';
import { zTeamList, type Team } from '@/shared/schemas/teams';
import { api } from '@/client/lib/api-client';
import { queryKeys } from '@/client/lib/query-keys';

export async function getTeams(signal?: AbortSignal): Promise<Team[]> {
  return (await api.get('/api/teams', zTeamList, signal)).teams;
}

export function teamsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.teams, queryFn: ({ signal }) => getTeams(signal), staleTime: 5 * 60_000 });
}

export function useTeams() {
  return useQuery(teamsQueryOptions());
}
