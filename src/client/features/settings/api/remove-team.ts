import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { invalidateTeams } from './get-teams';

export function removeTeam(id: string): Promise<void> {
  return api.delete(`/api/teams/${encodeURIComponent(id)}`);
}

export function useRemoveTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeTeam, meta: { errorMessage: 'Could not remove the team' }, onSuccess: () => invalidateTeams(queryClient) });
}
