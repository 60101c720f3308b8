import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { zTeamList, type Team } from '@/shared/schemas/teams';
import { api } from '@/client/lib/api-client';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';

export async function getTeams(signal?: AbortSignal): Promise<Team[]> {
  return (await api.get('/api/teams', zTeamList, signal)).teams;
}

export function teamsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.teams, queryFn: ({ signal }) => getTeams(signal) });
}

/** The company's installation and survey teams, by name. */
export function useTeams() {
  return useQuery(teamsQueryOptions());
}

/** A team's name shows in the installations table and on the schedule, so renaming or removing one refreshes them too. */
export function invalidateTeams(queryClient: QueryClient): Promise<unknown> {
  return invalidateKeys(queryClient, [queryKeys.teams, queryKeys.installations, queryKeys.schedule]);
}
