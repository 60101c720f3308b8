import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { Team } from '@/shared/schemas/teams';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { useRemoveTeam } from '../api/remove-team';

/** Removing a team cannot be undone, so it is asked once more. */
export function RemoveTeamDialog({ team, trigger }: { team: Team; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveTeam();

  async function onConfirm() {
    try {
      await remove.mutateAsync(team.id);
    } catch {
      return;
    }
    toast.success('Team removed', { description: team.name });
    setOpen(false);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={<>Remove {team.name}?</>}
      description="Jobs booked to this team keep their dates but no longer name a team."
      confirmLabel={remove.isPending ? 'Removing...' : 'Remove team'}
      onConfirm={() => void onConfirm()}
      busy={remove.isPending}
    />
  );
}
