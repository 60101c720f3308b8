import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zTeam, type Team, type TeamInput } from '@/shared/schemas/teams';
import { api } from '@/client/lib/api-client';
import { queryKeys } from '@/client/lib/query-keys';

export function addTeam(input: TeamInput): Promise<Team> {
  return api.post('/api/teams', input, zTeam);
}

export function useAddTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addTeam, meta: { errorMessage: 'Could not add the team', errorToast: false }, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.teams }) });
}
