import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zTeam, type Team } from '@/shared/schemas/teams';
import { api } from '@/client/lib/api-client';
import { invalidateTeams } from './get-teams';

export function renameTeam({ id, name }: Team): Promise<Team> {
  return api.patch(`/api/teams/${encodeURIComponent(id)}`, { name }, zTeam);
}

export function useRenameTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renameTeam, meta: { errorMessage: 'Could not rename the team', errorToast: false }, onSuccess: () => invalidateTeams(queryClient) });
}
