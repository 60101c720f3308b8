import { Users } from 'lucide-react';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { QueryState } from '@/client/components/ui/query-state';
import { useTeams } from '../api/get-teams';
import { AddTeamForm } from './add-team-form';
import { TeamRow } from './team-row';

/** The installation and survey teams that jobs are booked to. */
export function TeamsCard({ canEdit }: { canEdit: boolean }) {
  const teams = useTeams();
  return (
    <SectionCard title="Teams" description="The installation and survey teams you book jobs to." icon={Users}>
      <div className="space-y-5">
        <QueryState
          query={teams}
          loading={<CardLoading>Loading teams...</CardLoading>}
          error="We couldn't load the teams."
          isEmpty={(data) => data.length === 0}
          empty={<p className="text-sm text-muted">No teams yet.{canEdit ? ' Add the first one below.' : ''}</p>}
        >
          {(data) => (
            <ul aria-label="Teams" className="divide-y divide-border rounded-xl border border-border">
              {data.map((team) => (
                <TeamRow key={team.id} team={team} canEdit={canEdit} />
              ))}
            </ul>
          )}
        </QueryState>
        {canEdit && <AddTeamForm />}
      </div>
    </SectionCard>
  );
}
