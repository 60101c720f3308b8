import { RotateCw, Users } from 'lucide-react';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { Button } from '@/client/components/ui/button';
import { useTeams } from '../api/get-teams';
import { AddTeamForm } from './add-team-form';
import { TeamRow } from './team-row';

/** The installation and survey teams that jobs are booked to. */
export function TeamsCard({ canEdit }: { canEdit: boolean }) {
  const teams = useTeams();
  return (
    <SectionCard title="Teams" description="The installation and survey teams you book jobs to." icon={Users}>
      <div className="space-y-5">
        {teams.isPending ? (
          <CardLoading>Loading teams...</CardLoading>
        ) : teams.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-muted">
            <p>We couldn&apos;t load the teams.</p>
            <Button variant="secondary" size="sm" onClick={() => void teams.refetch()} disabled={teams.isFetching}>
              <RotateCw aria-hidden="true" />
              {teams.isFetching ? 'Retrying...' : 'Try Again'}
            </Button>
          </div>
        ) : teams.data.length === 0 ? (
          <p className="text-sm text-muted">No teams yet.{canEdit ? ' Add the first one below.' : ''}</p>
        ) : (
          <ul aria-label="Teams" className="divide-y divide-border rounded-xl border border-border">
            {teams.data.map((team) => (
              <TeamRow key={team.id} team={team} canEdit={canEdit} />
            ))}
          </ul>
        )}
        {canEdit && <AddTeamForm />}
      </div>
    </SectionCard>
  );
}
