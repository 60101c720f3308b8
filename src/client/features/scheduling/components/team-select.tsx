import type { ComponentProps } from 'react';
import { Select } from '@/client/components/ui/select';
import { useTeams } from '../api/get-teams';

/** The company's teams, or none yet. */
export function TeamSelect(props: ComponentProps<'select'>) {
  const teams = useTeams();
  return (
    <Select aria-busy={teams.isPending || undefined} {...props}>
      <option value="">{teams.isPending ? 'Loading teams...' : 'No team yet'}</option>
      {teams.data?.map((team) => (
        <option key={team.id} value={team.id}>
          {team.name}
        </option>
      ))}
    </Select>
  );
}

/** A chosen team's name, for the warnings. */
export function useTeamName(teamId: string | null | undefined): string {
  const teams = useTeams();
  return teams.data?.find((t) => t.id === teamId)?.name ?? 'This team';
}
