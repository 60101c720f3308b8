import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { Team } from '@/shared/schemas/teams';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';
import { useRemoveTeam } from '../api/remove-team';

/** Removing a team cannot be undone, so it is asked once more. */
export function RemoveTeamDialog({ team, trigger }: { team: Team; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveTeam();

  async function onConfirm() {
    try {
      await remove.mutateAsync(team.id);
    } catch (error) {
      console.warn('Removing a team failed', error);
      toast.error('Could not remove the team', { description: isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE });
      return;
    }
    toast.success('Team removed', { description: team.name });
    setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>Remove {team.name}?</DialogTitle>
        <DialogDescription>Jobs booked to this team keep their dates but no longer name a team.</DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button onClick={() => void onConfirm()} disabled={remove.isPending} aria-busy={remove.isPending || undefined}>
            {remove.isPending ? 'Removing...' : 'Remove team'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
