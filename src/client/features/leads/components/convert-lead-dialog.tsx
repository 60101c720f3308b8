import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { INVITATION_TTL_DAYS } from '@/shared/constants/operations';
import type { Lead } from '@/shared/schemas/leads';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';
import { useConvertLead } from '../api/update-lead';

/** Convert to customer, asked twice: it creates an account and emails the person an invitation. */
export function ConvertLeadDialog({ lead }: { lead: Lead }) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const convert = useConvertLead();

  async function onConfirm() {
    if (convert.isPending) return;
    setFailure(null);
    try {
      const result = await convert.mutateAsync(lead.id);
      setOpen(false);
      toast.success('Customer created successfully', { description: `An invitation has been sent to ${result.customer.email}.` });
    } catch (error) {
      setFailure(isApiError(error) && error.status !== 404 ? error.message : GENERIC_ERROR_MESSAGE);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setFailure(null);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm">
          <UserPlus aria-hidden="true" />
          Convert to customer
          <span className="sr-only">: {lead.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Convert {lead.name} to a customer?</DialogTitle>
        <DialogDescription>
          We create their account and a project
          {lead.configuration ? ', with the building they designed as its specification,' : ''} and email {lead.email} a link to choose a password. The link works once, for{' '}
          {INVITATION_TTL_DAYS} days.
        </DialogDescription>
        {failure && <Alert className="mt-4">{failure}</Alert>}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button onClick={() => void onConfirm()} disabled={convert.isPending} aria-busy={convert.isPending || undefined}>
            {convert.isPending ? 'Creating...' : 'Create customer'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
