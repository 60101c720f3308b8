import { queryOptions, useQuery } from '@tanstack/react-query';
import { zTeamList, type Team } from '@/shared/schemas/teams';
import { api } from '@/client/lib/api-client';
import { queryKeys } from '@/client/lib/query-keys';

export function getTeams(signal?: AbortSignal): Promise<Team[]> {
  return api.get('/api/teams', zTeamList, signal).then((data) => data.teams);
}

/** The company's teams (a company setting), for the team pickers. */
export function useTeams() {
  return useQuery(queryOptions({ queryKey: queryKeys.teams, queryFn: ({ signal }) => getTeams(signal), staleTime: 5 * 60_000 }));
}
