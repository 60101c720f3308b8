import { ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { isApiError } from '@/client/lib/api-client';
import { useDecideDesign } from '../api/decide-design';

/** Approve Design, confirmed first: approval moves the build on to its next stage, with no way back from here. */
export function ApproveDesignDialog({ projectId }: { projectId: string }) {
  const [open, setOpen] = useState(false);
  const decide = useDecideDesign(projectId, {
    errorMessage: 'Error',
    errorDescription: (error) => (isApiError(error) && error.status === 409 ? error.message : 'Your approval could not be recorded. Please try again.'),
  });

  async function onApprove() {
    try {
      await decide.mutateAsync({ decision: 'approve' });
    } catch {
      return;
    }
    setOpen(false);
    toast.success('Specifications Approved');
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <ThumbsUp aria-hidden="true" />
          Approve Design
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Approve your design?</DialogTitle>
        <DialogDescription>
          We will plan manufacturing from this design and its specifications. If anything still needs changing, choose Request Changes
          instead.
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button onClick={() => void onApprove()} disabled={decide.isPending}>
            {decide.isPending ? 'Approving...' : 'Approve Design'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
